import { Module } from '@nestjs/common';
import { StoryRateLimiter } from '../common/rate-limit';
import { StoriesController } from './stories.controller';
import { StoriesService } from './stories.service';

@Module({
  controllers: [StoriesController],
  providers: [StoriesService, StoryRateLimiter],
  exports: [StoriesService],
})
export class StoriesModule {}
