import { ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  BOOK_TEXTS,
  paragraphGrowthAllowed,
  splitParagraphs,
  type UpdateStoryTextRequest,
} from '@shop/contracts';
import { type StoredBookPage, StoryEntity } from '@shop/db';
import { DataSource } from 'typeorm';
import { ValidationException } from '../common/api-error';
import { StoriesService } from '../stories/stories.service';

/** Order states in which the story has been paid for: its text is then what gets printed. */
const PAID = ['paid', 'shipped', 'delivered'];

const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Replaces one paragraph of a page's text (paragraphs are separated by blank lines). */
function replaceInPage(page: StoredBookPage, before: string, after: string): StoredBookPage | null {
  const paragraphs = splitParagraphs(page.text);
  const i = paragraphs.indexOf(before);
  if (i < 0) return null;
  paragraphs[i] = after;
  const parts = page.parts?.map((part) =>
    part.text.includes(before) ? { ...part, text: part.text.replace(before, after) } : part,
  );
  return { ...page, text: paragraphs.join('\n\n'), ...(parts ? { parts } : {}) };
}

/**
 * The family's corrections before ordering: its owner (only) may change the title or any
 * paragraph; the book's pages follow. Once the story has a paid order its text is frozen (409).
 */
@Injectable()
export class StoryTextService {
  constructor(
    private readonly stories: StoriesService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async update(id: string, visitorId: string, body: UpdateStoryTextRequest): Promise<StoryEntity> {
    const story = await this.stories.findOwned(id, visitorId);
    if (story.generationStatus !== 'ready') throw new ConflictException(BOOK_TEXTS.notWritten);
    if (await this.isFrozen(id)) throw new ConflictException(BOOK_TEXTS.frozen);

    const paragraphs = splitParagraphs(story.content);
    let pages = story.pages ? story.pages.map((p) => ({ ...p })) : null;
    const problems: { field: string; message: string }[] = [];
    (body.paragraphs ?? []).forEach(({ index, text }, n) => {
      const before = paragraphs[index];
      if (before === undefined) {
        problems.push({ field: `paragraphs.${n}.index`, message: BOOK_TEXTS.unknownParagraph });
        return;
      }
      if (!paragraphGrowthAllowed(before, text)) {
        problems.push({ field: `paragraphs.${n}.text`, message: BOOK_TEXTS.paragraphGrewTooMuch });
        return;
      }
      paragraphs[index] = text;
      if (pages) {
        const at = pages.findIndex((p) => replaceInPage(p, before, text));
        // Pages that no longer match the text are rebuilt from it by the book (scenesOf).
        if (at >= 0) pages[at] = replaceInPage(pages[at]!, before, text)!;
        else pages = null;
      }
    });
    if (problems.length) throw new ValidationException(problems);

    const content = paragraphs.join('\n\n');
    const changes = {
      title: body.title ?? story.title,
      content,
      wordCount: countWords(content),
      pages,
    };
    // Written only while no paid order exists and nobody changed the story meanwhile.
    const result = await this.dataSource
      .createQueryBuilder()
      .update(StoryEntity)
      .set(changes)
      .where('id = :id AND content = :content AND title = :title', {
        id,
        content: story.content,
        title: story.title,
      })
      .andWhere(
        `NOT EXISTS (SELECT 1 FROM orders o WHERE o."storyId" = :id AND o.status IN (:...paid))`,
        { paid: PAID },
      )
      .execute();
    if (!result.affected) {
      if (await this.isFrozen(id)) throw new ConflictException(BOOK_TEXTS.frozen);
      throw new ConflictException('The story changed meanwhile: reload it and try again.');
    }
    return this.stories.findOwned(id, visitorId);
  }

  /** Whether the story has a paid order (its text is then frozen). */
  async isFrozen(storyId: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM orders WHERE "storyId" = $1 AND status = ANY($2) LIMIT 1`,
      [storyId, PAID],
    );
    return rows.length > 0;
  }
}
