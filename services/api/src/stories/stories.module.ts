import { Module } from '@nestjs/common';
import { StoryRateLimiter } from '../common/rate-limit';
import { StoriesController } from './stories.controller';
import { StoriesService } from './stories.service';
import { StoryAccessService } from './story-access.service';

@Module({
  controllers: [StoriesController],
  providers: [StoriesService, StoryRateLimiter, StoryAccessService],
  exports: [StoriesService, StoryAccessService],
})
export class StoriesModule {}
