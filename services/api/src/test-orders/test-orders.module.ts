import { Module } from '@nestjs/common';
import { StoriesModule } from '../stories/stories.module';
import { TestOrdersController } from './test-orders.controller';
import { TestOrdersService } from './test-orders.service';

@Module({
  imports: [StoriesModule],
  controllers: [TestOrdersController],
  providers: [TestOrdersService],
})
export class TestOrdersModule {}
