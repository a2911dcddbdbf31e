import { ConflictException, Injectable } from '@nestjs/common';
import {
  BOOK_TEXTS,
  paragraphGrowthAllowed,
  splitParagraphs,
  type UpdateStoryTextRequest,
} from '@shop/contracts';
import { type StoredBookPage, StoryEntity, StoryRepository } from '@shop/db';
import { ValidationException } from '../common/api-error';
import { StoriesService } from '../stories/stories.service';
import { StoryRules } from '../stories/story-rules.service';

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
 * paragraph; the book's pages follow. Once the story is ordered its text is frozen (409).
 */
@Injectable()
export class StoryTextService {
  constructor(
    private readonly stories: StoriesService,
    private readonly rules: StoryRules,
    private readonly storyRows: StoryRepository,
  ) {}

  async update(id: string, visitorId: string, body: UpdateStoryTextRequest): Promise<StoryEntity> {
    const story = await this.stories.findOwned(id, visitorId);
    if (story.generationStatus !== 'ready') throw new ConflictException(BOOK_TEXTS.notWritten);
    await this.rules.refuseIfFrozen(id, 'text');

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
    // Written only while the story is not ordered and nobody changed it meanwhile.
    if (!(await this.storyRows.correctText(id, story, changes))) {
      await this.rules.refuseIfFrozen(id, 'text');
      throw new ConflictException('The story changed meanwhile: reload it and try again.');
    }
    return this.stories.findOwned(id, visitorId);
  }

  /**
   * The parent's dedication for the book's first page (empty removes it): its owner only, and
   * only while the story is not ordered (checked again in the same UPDATE).
   */
  async setDedication(id: string, visitorId: string, dedication: string): Promise<StoryEntity> {
    await this.stories.findOwned(id, visitorId);
    await this.rules.refuseIfFrozen(id, 'dedication');
    if (!(await this.storyRows.setDedication(id, dedication || null)))
      await this.rules.refuseIfFrozen(id, 'dedication');
    return this.stories.findOwned(id, visitorId);
  }
}
