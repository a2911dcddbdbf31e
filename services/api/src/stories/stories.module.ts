import { Module } from '@nestjs/common';
import { StoryRateLimiter } from '../common/rate-limit';
import { StoriesController } from './stories.controller';
import { StoriesService } from './stories.service';
import { StoryAccessService } from './story-access.service';
import { StoryPicturesSummaryService } from './story-pictures-summary.service';

@Module({
  controllers: [StoriesController],
  providers: [StoriesService, StoryRateLimiter, StoryAccessService, StoryPicturesSummaryService],
  exports: [StoriesService, StoryAccessService, StoryPicturesSummaryService],
})
export class StoriesModule {}
