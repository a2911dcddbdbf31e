import { Module } from '@nestjs/common';
import { StoryRateLimiter } from '../common/rate-limit';
import { StoriesModule } from '../stories/stories.module';
import { CollaborationController } from './collaboration.controller';
import { CollaborationService } from './collaboration.service';

/** Create Together: collaborative stories, their prompts and contributions. */
@Module({
  imports: [StoriesModule],
  controllers: [CollaborationController],
  providers: [CollaborationService, StoryRateLimiter],
})
export class CollaborationModule {}
