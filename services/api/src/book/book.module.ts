import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { StoriesModule } from '../stories/stories.module';
import { BookController } from './book.controller';
import { BookService } from './book.service';
import { StoryEditRateLimiter } from './story-edit-rate-limiter';
import { StoryTextService } from './story-text.service';

/** The book's PDF for the admin, the family's preview and their corrections to the text. */
@Module({
  imports: [StoriesModule, FilesModule],
  controllers: [BookController],
  providers: [BookService, StoryTextService, StoryEditRateLimiter],
  exports: [BookService],
})
export class BookModule {}
