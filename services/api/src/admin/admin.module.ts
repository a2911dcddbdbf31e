import { Module } from '@nestjs/common';
import { AdminStoriesController } from './admin-stories.controller';
import { FamilyDataService } from './family-data.service';
import { QueueDashboard } from './queue-dashboard';

/** The operator's tools beyond orders and messages: stories, family-data deletion, queue dashboard. */
@Module({
  controllers: [AdminStoriesController],
  providers: [FamilyDataService, QueueDashboard],
})
export class AdminModule {}
