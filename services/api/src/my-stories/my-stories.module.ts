import { Module } from '@nestjs/common';
import { MyStoriesController } from './my-stories.controller';
import { MyStoriesRateLimiter } from './my-stories-rate-limiter';
import { MyStoriesService } from './my-stories.service';

/** "My stories on any device": a single-use link by e-mail brings a family's stories to a browser. */
@Module({
  controllers: [MyStoriesController],
  providers: [MyStoriesService, MyStoriesRateLimiter],
})
export class MyStoriesModule {}
