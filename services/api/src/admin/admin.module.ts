import { Module } from '@nestjs/common';
import { AdminStoriesController } from './admin-stories.controller';
import { FamilyDataModule } from '../family-data/family-data.module';
import { QueueDashboard } from './queue-dashboard';

/** The operator's tools beyond orders and messages: stories, family-data deletion, queue dashboard. */
@Module({
  imports: [FamilyDataModule],
  controllers: [AdminStoriesController],
  providers: [QueueDashboard],
})
export class AdminModule {}
