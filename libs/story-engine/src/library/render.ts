import { type PageScene, typographic } from '@shop/contracts';
import { countWords } from '../text';
import { fitPassages, type Passage } from './fit';
import { displayPath, StoryFileError } from './loader';
import { joinPieces, parsePageText, type ParsedText } from './passages';
import { type LibraryStory } from './schema';
import { renderSlots, SlotError, type SlotContext } from './slots';

/** A library story told for one child and companion, fitted to a length. */
export interface RenderedBook {
  title: string;
  pages: { text: string; scene: PageScene }[];
  wordCount: number;
  /** Words of the base text alone and with every passage: the range the story can reach. */
  range: { base: number; full: number };
}

/** Fills a template's slots; a slot that cannot be filled names the file and the place. */
function fill(story: LibraryStory, at: string, template: string, ctx: SlotContext): string {
  try {
    return renderSlots(template, ctx);
  } catch (e) {
    if (e instanceof SlotError)
      throw new StoryFileError([`${displayPath(story.file)}: ${at}: ${e.message}`]);
    throw e;
  }
}

/**
 * Tells the story with `ctx`, adding passages until it is as close as it comes to `target` words
 * without passing `ceiling`.
 */
export function renderBook(
  story: LibraryStory,
  ctx: SlotContext,
  target: number,
  ceiling = Infinity,
): RenderedBook {
  const parsed: ParsedText[] = story.pages.map((p, i) => {
    try {
      return parsePageText(p.text);
    } catch (e) {
      throw new StoryFileError([
        `${displayPath(story.file)}: page ${i + 1}, text: ${(e as Error).message}`,
      ]);
    }
  });
  // every piece rendered once; passages numbered over the whole book
  const rendered = parsed.map((t, i) =>
    t.paragraphs.map((para) =>
      para.pieces.map((piece) => fill(story, `page ${i + 1}, text`, piece.text, ctx)),
    ),
  );
  const passages: Passage[] = [];
  const offsets: number[] = [];
  let base = 0;
  parsed.forEach((t, page) => {
    const offset = passages.length;
    offsets.push(offset);
    t.passages.forEach((p, k) =>
      passages.push({
        id: offset + k,
        page,
        layer: p.layer,
        ...(p.parent !== undefined ? { parent: offset + p.parent } : {}),
        words: 0,
      }),
    );
    t.paragraphs.forEach((para, j) =>
      para.pieces.forEach((piece, k) => {
        const words = countWords(rendered[page]![j]![k]!);
        if (piece.passage === undefined) base += words;
        else passages[offset + piece.passage]!.words += words;
      }),
    );
  });
  const chosen = fitPassages(base, passages, target, ceiling);
  const pages = story.pages.map((p, page) => {
    const t = parsed[page]!;
    const on = (passage: number | undefined) =>
      passage === undefined || chosen.has(offsets[page]! + passage);
    const paragraphs = t.paragraphs
      .map((para, j) =>
        on(para.passage)
          ? joinPieces(
              para.pieces.flatMap((piece, k) =>
                on(piece.passage) ? [rendered[page]![j]![k]!] : [],
              ),
            )
          : '',
      )
      .filter((x) => x.length > 0)
      .map(typographic);
    const scene: PageScene = {
      ...p.scene,
      figures: p.scene.figures.map((f) => ({ ...f })),
      ...(p.scene.object ? { object: { ...p.scene.object } } : {}),
      action: typographic(fill(story, `page ${page + 1}, scene.action`, p.scene.action, ctx)),
    };
    return { text: paragraphs.join('\n\n'), scene };
  });
  const all = passages.reduce((n, p) => n + p.words, 0);
  return {
    title: typographic(fill(story, 'title', story.title, ctx)),
    pages,
    wordCount: countWords(pages.map((p) => p.text).join('\n\n')),
    range: { base, full: base + all },
  };
}
