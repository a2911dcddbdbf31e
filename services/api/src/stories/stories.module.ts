import { Module } from '@nestjs/common';
import { StoryRateLimiter } from '../common/rate-limit';
import { FamilyDataModule } from '../family-data/family-data.module';
import { StoriesController } from './stories.controller';
import { StoriesService } from './stories.service';
import { StoryAccessService } from './story-access.service';
import { StoryPicturesSummaryService } from './story-pictures-summary.service';
import { StoryReadService } from './story-read.service';
import { StoryRules } from './story-rules.service';

@Module({
  imports: [FamilyDataModule],
  controllers: [StoriesController],
  providers: [
    StoriesService,
    StoryRateLimiter,
    StoryAccessService,
    StoryRules,
    StoryPicturesSummaryService,
    StoryReadService,
  ],
  exports: [
    StoriesService,
    StoryAccessService,
    StoryRules,
    StoryPicturesSummaryService,
    StoryReadService,
  ],
})
export class StoriesModule {}
