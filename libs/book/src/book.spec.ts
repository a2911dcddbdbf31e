import { AGE_RANGES, ANIMALS, type AgeRange, splitParagraphs, THEME_VALUES } from '@shop/contracts';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { composeStory } from '../../story-engine/src/library/compose';
import { checkBookPdf, type InspectedPage } from './check';
import { buildCover, coverBlurb } from './cover';
import { BUILTIN_COVER, coverLayout, inset, PAGE_PT, SAFE_INSET_PT, SAFETY_PT } from './geometry';
import {
  BookDoesNotFitError,
  bookScenes,
  buildInteriorWithPlan,
  DEDICATION_PAGE,
  pictureSlotOf,
  planBook,
  textSlotOf,
  TITLE_PAGE,
} from './interior';
import { bookInputOf } from './source';
import { bandLayoutFor, contrastRatio, paletteFor, typeSizesFor } from './style';
import { newDocument, Typesetter } from './typesetter';
import type { BookImages, BookInput } from './types';

jest.setTimeout(120_000);

const SAFE_AREA = {
  x: SAFE_INSET_PT,
  y: SAFE_INSET_PT,
  width: PAGE_PT - 2 * SAFE_INSET_PT,
  height: PAGE_PT - 2 * SAFE_INSET_PT,
};
const INTERIOR = { pageCount: 24, pageSize: { widthPt: 630, heightPt: 630 }, bleedPt: 9 };

const picture = (colour: string, size = 480) =>
  sharp({ create: { width: size, height: size, channels: 3, background: colour } })
    .png()
    .toBuffer();

function storyInput(ageRange: AgeRange, wordCount: number, seed = 15): BookInput {
  const s = composeStory({
    childName: 'Mia',
    animal: 'fox',
    theme: 'kindness',
    ageRange,
    wordCount,
    seed,
  });
  return bookInputOf({
    ...s,
    childName: 'Mia',
    animal: 'fox',
    theme: 'kindness',
    ageRange,
    isCollaborative: false,
    parentContributions: [],
    childContributions: [],
  });
}

/** The longest story each band is written at (the form's range). */
const LONGEST: Record<AgeRange, number> = {
  toddler: 500,
  preschool: 900,
  'early-elementary': 2000,
  'upper-elementary': 2000,
  'middle-school': 2000,
};

const words = (text: string) =>
  text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .split(/\s+/)
    .filter(Boolean);

/** Every word the pages show, in reading order (pdf.js text runs joined). */
const pageWords = (pages: InspectedPage[], numbers: number[]) =>
  numbers.flatMap((n) => words(pages[n - 1]!.text.map((t) => t.str).join(' ')));

describe('the interior', () => {
  let images: BookImages;
  beforeAll(async () => {
    const colours = [
      '#c96',
      '#69c',
      '#9c6',
      '#c69',
      '#6c9',
      '#96c',
      '#cc6',
      '#6cc',
      '#c66',
      '#66c',
    ];
    images = { [-1]: await picture('#fa3') };
    // Page 5 (scene index 4) has no picture yet.
    for (let i = 0; i < 10; i++) if (i !== 4) images[i] = await picture(colours[i]!);
  });

  it.each(AGE_RANGES.map((a) => [a, LONGEST[a]]))(
    '%s, %i words: 24 pages of 630 pt with bleed, fonts embedded, text inside the safety margin, pictures where assigned, nothing lost',
    async (ageRange, wordCount) => {
      const input = storyInput(ageRange, wordCount);
      expect(input.scenes).toHaveLength(10);
      const { pdf, plan } = await buildInteriorWithPlan(input, images);
      // A scene longer than a page starts on its picture page, under the picture framed.
      const pictures = [{ page: TITLE_PAGE, fullBleed: false }];
      for (let i = 0; i < 10; i++) {
        const kind = plan.pages[pictureSlotOf(i) - 1]!.kind;
        if (i !== 4) pictures.push({ page: pictureSlotOf(i), fullBleed: kind === 'picture' });
      }
      const report = await checkBookPdf(pdf, {
        ...INTERIOR,
        textAreas: [SAFE_AREA],
        pictures,
        noPictures: [DEDICATION_PAGE, 2, pictureSlotOf(4), 24],
      });
      expect(report.problems).toEqual([]);
      expect(report.pageCount).toBe(24);
      expect(report.pageSizes.every((s) => s.width === 630 && s.height === 630)).toBe(true);
      expect(report.trimBoxes[0]).toMatchObject({ x: 9, y: 9, width: 612, height: 612 });
      expect(report.fonts.length).toBeGreaterThanOrEqual(2);
      expect(report.fonts.every((f) => f.embedded)).toBe(true);

      // A type size for the age group: its preferred size when the text allows, never below its floor.
      const { preferred, min } = typeSizesFor(ageRange);
      expect(plan.typeSize).toBeLessThanOrEqual(preferred);
      expect(plan.typeSize).toBeGreaterThanOrEqual(min);

      // The whole story is on its pages, in order: nothing overflowed or went missing.
      const textPages = plan.pages.flatMap((p, i) =>
        p.kind === 'text' || p.kind === 'combined' ? [i + 1] : [],
      );
      expect(textPages.filter((n) => plan.pages[n - 1]!.kind === 'text')).toEqual(
        Array.from({ length: 10 }, (_, i) => textSlotOf(i)),
      );
      const shown = pageWords(report.pages!, textPages).filter((w) => !/^\d+$/.test(w));
      const story = words(bookScenes(input).flat().join(' ')).filter((w) => !/^\d+$/.test(w));
      expect(shown).toEqual(story);

      // No paragraph leaves a single line on either side of a page break.
      const lines = plan.pages.flatMap((p) =>
        p.kind === 'text' || p.kind === 'combined'
          ? p.text.lines.map((l) => ({ scene: p.scene, paragraph: l.paragraph, page: p }))
          : [],
      );
      const perPart = new Map<string, number>();
      for (const l of lines) {
        const k = `${l.scene}/${l.paragraph}/${plan.pages.indexOf(l.page)}`;
        perPart.set(k, (perPart.get(k) ?? 0) + 1);
      }
      const split = new Map<string, number[]>();
      for (const [k, n] of perPart) {
        const [scene, paragraph] = k.split('/');
        split.set(`${scene}/${paragraph}`, [...(split.get(`${scene}/${paragraph}`) ?? []), n]);
      }
      for (const counts of split.values()) {
        if (counts.length > 1) for (const n of counts) expect(n).toBeGreaterThanOrEqual(2);
      }
    },
  );

  it.each(AGE_RANGES.map((a) => [a, LONGEST[a]]))(
    "%s at %i words: the band's type size and words per page, no widows",
    async (ageRange, wordCount) => {
      const band = bandLayoutFor(ageRange);
      for (const seed of [3, 15, 42]) {
        const input = storyInput(ageRange, wordCount, seed);
        const { plan } = await buildInteriorWithPlan(input, images);
        expect(plan.typeSize).toBeLessThanOrEqual(band.preferred);
        expect(plan.typeSize).toBeGreaterThanOrEqual(band.min);
        for (const page of plan.pages) {
          if (page.kind !== 'text' && page.kind !== 'combined') continue;
          const onPage = page.text.lines.flatMap((l) => l.text.split(' ').filter(Boolean));
          expect(onPage.length).toBeLessThanOrEqual(band.wordsPerPage);
          // A paragraph's last line never holds one word alone.
          const byParagraph = new Map<number, string[]>();
          for (const l of page.text.lines)
            byParagraph.set(l.paragraph, [...(byParagraph.get(l.paragraph) ?? []), l.text]);
          for (const lines of byParagraph.values()) {
            if (lines.length > 1) expect(lines.at(-1)!.split(' ').length).toBeGreaterThan(1);
          }
        }
      }
    },
  );

  it('sets bigger type for each younger band, and fewer words a page', () => {
    const bands = AGE_RANGES.map(bandLayoutFor);
    for (let i = 1; i < bands.length; i++) {
      expect(bands[i]!.preferred).toBeLessThan(bands[i - 1]!.preferred);
      expect(bands[i]!.wordsPerPage).toBeGreaterThan(bands[i - 1]!.wordsPerPage);
    }
    // Little ones: large type, a few lines a page.
    expect(bandLayoutFor('toddler').min).toBeGreaterThanOrEqual(24);
    expect(bandLayoutFor('toddler').wordsPerPage).toBeLessThanOrEqual(60);
  });

  it("prints the parent's dedication on the first page, with book typography in the text", async () => {
    const input: BookInput = {
      ...storyInput('preschool', 600),
      dedication: 'For Mia -- who isn\'t afraid of the dark. "Sleep tight," love, Mum',
    };
    input.scenes[0] = [`"Let's go," said Mia -- and off they went.`];
    const { pdf } = await buildInteriorWithPlan(input, {});
    const report = await checkBookPdf(pdf, { ...INTERIOR, textAreas: [SAFE_AREA] });
    expect(report.problems).toEqual([]);
    const text = (n: number) =>
      report
        .pages![n - 1]!.text.map((t) => t.str)
        .join(' ')
        .replace(/\s+/g, ' ');
    expect(text(DEDICATION_PAGE)).toContain('A special story for');
    expect(text(DEDICATION_PAGE)).toContain(
      'For Mia\u2014who isn\u2019t afraid of the dark. \u201CSleep tight,\u201D love, Mum',
    );
    expect(text(textSlotOf(0))).toContain(
      '\u201CLet\u2019s go,\u201D said Mia\u2014and off they went.',
    );
    // Without a message the first page is the child's alone.
    const plain = await buildInteriorWithPlan({ ...input, dedication: null }, {});
    const plainReport = await checkBookPdf(plain.pdf, { ...INTERIOR });
    const first = plainReport.pages![0]!.text.map((t) => t.str).join(' ');
    expect(first).not.toContain('Mum');
  });

  it("names the configured shop on the last page and as the PDF's author", async () => {
    const input = { ...storyInput('preschool', 600), shopName: 'Little Tales' };
    const { pdf } = await buildInteriorWithPlan(input, {});
    const report = await checkBookPdf(pdf, { ...INTERIOR, textAreas: [SAFE_AREA] });
    expect(report.problems).toEqual([]);
    const last = report
      .pages!.at(-1)!
      .text.map((t) => t.str)
      .join(' ');
    expect(last).toContain('Created with Little Tales');
    expect(last).not.toContain('Storybook Shop');
    expect((await PDFDocument.load(pdf)).getAuthor()).toBe('Little Tales');
    // Unconfigured: today's name.
    const plain = await buildInteriorWithPlan(storyInput('preschool', 600), {});
    const plainReport = await checkBookPdf(plain.pdf, { ...INTERIOR });
    expect(
      plainReport
        .pages!.at(-1)!
        .text.map((t) => t.str)
        .join(' '),
    ).toContain('Created with Storybook Shop');
  });

  it('gives the youngest readers bigger type than the oldest', async () => {
    const small = await buildInteriorWithPlan(storyInput('toddler', 1000), {});
    const big = await buildInteriorWithPlan(storyInput('middle-school', 1000), {});
    expect(small.plan.typeSize).toBeGreaterThan(big.plan.typeSize);
  });

  // The longest books the engine writes, for the largest type: every one must fit its 24 pages
  // (a spill onto a picture page is allowed; "does not fit" would stop the order's book).
  it('fits every longest built-in story of every band into its 24 pages', () => {
    const ts = new Typesetter(newDocument([PAGE_PT, PAGE_PT], { title: 't', subject: 's' }));
    const tooLong: string[] = [];
    for (const ageRange of AGE_RANGES)
      for (const [i, theme] of THEME_VALUES.entries())
        for (const seed of [1, 7, 23]) {
          const s = composeStory({
            childName: 'Mia',
            animal: ANIMALS[(i * 3 + seed) % ANIMALS.length]!,
            theme,
            ageRange,
            wordCount: 2000,
            seed,
          });
          const input = bookInputOf({
            ...s,
            childName: 'Mia',
            animal: ANIMALS[(i * 3 + seed) % ANIMALS.length]!,
            theme,
            ageRange,
            isCollaborative: false,
            parentContributions: [],
            childContributions: [],
          });
          try {
            planBook(input, images, ts);
          } catch (err) {
            if (!(err instanceof BookDoesNotFitError)) throw err;
            tooLong.push(`${ageRange}/${theme}/seed ${seed}`);
          }
        }
    expect(tooLong).toEqual([]);
  });

  it('lays out a page too long for one page across its picture page, picture framed', async () => {
    const input = storyInput('toddler', 1000);
    // Corrections that make page 3 longer than one page holds, even in the smallest type.
    input.scenes[2] = Array.from(
      { length: 10 },
      (_, i) =>
        `Paragraph ${i + 1} tells how Mia and the fox walked along the river bank, counting stones and singing a song about the moon.`,
    );
    const { pdf, plan } = await buildInteriorWithPlan(input, images);
    expect(plan.pages[pictureSlotOf(2) - 1]!.kind).toBe('combined');
    const report = await checkBookPdf(pdf, {
      ...INTERIOR,
      textAreas: [SAFE_AREA],
      pictures: [
        { page: pictureSlotOf(2), fullBleed: false },
        { page: pictureSlotOf(3), fullBleed: true },
      ],
    });
    expect(report.problems).toEqual([]);
    const shown = pageWords(report.pages!, [pictureSlotOf(2), textSlotOf(2)]).filter(
      (w) => !/^\d+$/.test(w),
    );
    expect(shown).toEqual(words(bookScenes(input)[2]!.join(' ')).filter((w) => !/^\d+$/.test(w)));
  });

  it('sets the type a little smaller rather than cutting every picture down to a band', () => {
    const input = storyInput('preschool', 600);
    const band = bandLayoutFor('preschool');
    // Every page a little long for the band's biggest type (four paragraphs of 25 words).
    const paragraph = (i: number, j: number) =>
      `On page ${i + 1} Mia and the fox walked down to the pond together, and the fox counted ${j + 2} ducks, three geese and one very small brown frog.`;
    input.scenes = input.scenes.map((_, i) => [0, 1, 2, 3].map((j) => paragraph(i, j)));
    // And one page over the band's words per page: it must start under its picture.
    input.scenes[4] = [
      Array.from(
        { length: band.wordsPerPage / 10 + 2 },
        () => 'Mia and the fox walked slowly round the pond, counting ducks.',
      ).join(' '),
    ];
    const ts = new Typesetter(newDocument([PAGE_PT, PAGE_PT], { title: 't', subject: 's' }));
    const plan = planBook(input, images, ts);
    // Only the over-long page shows its picture as a band; every other picture keeps its page.
    const bands = plan.pages.flatMap((p) => (p.kind === 'combined' ? [p.scene] : []));
    expect(bands).toEqual([4]);
    expect(plan.typeSize).toBeLessThan(band.preferred);
    expect(plan.typeSize).toBeGreaterThanOrEqual(band.min);
  });

  it('credits both writers of a Create Together story and fills a short one with activity pages', async () => {
    const input: BookInput = {
      title: 'The Cloud That Sang',
      childName: 'Léa',
      animal: 'owl',
      theme: 'friendship',
      ageRange: 'preschool',
      scenes: [
        ['Léa looked up at the sky.', 'A cloud began to hum a song.'],
        ['The owl hooted along, and the whole sky sang.'],
      ],
      collaboration: { childParts: 3, parentParts: 2 },
    };
    const { pdf, plan } = await buildInteriorWithPlan(input, {});
    expect(plan.pages.map((p) => p.kind)).toEqual([
      'dedication',
      'opening',
      'title',
      'picture',
      'text',
      'picture',
      'text',
      ...Array(16)
        .fill(0)
        .map((_, i) => (i % 2 ? 'activity-write' : 'activity-draw')),
      'end',
    ]);
    const report = await checkBookPdf(pdf, { ...INTERIOR, textAreas: [SAFE_AREA] });
    expect(report.problems).toEqual([]);
    const text = (n: number) => report.pages![n - 1]!.text.map((t) => t.str).join(' ');
    expect(text(TITLE_PAGE)).toContain('Written together by Léa');
    expect(text(DEDICATION_PAGE)).toContain('A special story for');
    expect(text(DEDICATION_PAGE)).toContain('Léa');
    expect(text(2)).toMatch(/Léa wrote 3 parts and the grown-up wrote 2 parts/);
    expect(text(24)).toContain('The End');
  });

  it('writes what people typed into the PDF as text, metadata included', async () => {
    const input: BookInput = {
      ...storyInput('preschool', 1000),
      title: 'Zoë (and) the \\ Moon <b>',
      childName: "Zoë O'Brien",
    };
    const { pdf } = await buildInteriorWithPlan(input, {});
    const doc = await PDFDocument.load(pdf);
    expect(doc.getTitle()).toBe('Zoë (and) the \\ Moon <b>');
    expect(doc.getSubject()).toBe("A special story for Zoë O'Brien");
  });
});

describe('the wrap cover', () => {
  const input = storyInput('early-elementary', 1200);

  it('is one page of the size the print service gave, with the title, name, picture and blurb', async () => {
    const dims = { widthPt: 1375.2, heightPt: 742.5 };
    const front = await picture('#3a7', 900);
    const pdf = await buildCover(input, dims, { front }, 7);
    const layout = coverLayout(dims);
    const safe = [inset(layout.frontTrim, SAFETY_PT), inset(layout.backTrim, SAFETY_PT)];
    const report = await checkBookPdf(pdf, {
      pageCount: 1,
      pageSize: dims,
      textAreas: safe,
    });
    expect(report.problems).toEqual([]);
    expect(report.fonts.every((f) => f.embedded)).toBe(true);
    const page = report.pages![0]!;
    // The cover picture fills the front panel (spine edge to the outer wrap; drawn clipped to it).
    expect(page.images).toHaveLength(1);
    const img = page.images[0]!;
    expect(img.x).toBeLessThanOrEqual(layout.front.x + 0.5);
    expect(img.x + img.width).toBeGreaterThanOrEqual(dims.widthPt - 0.5);
    expect(img.y).toBeLessThanOrEqual(0.5);
    expect(img.y + img.height).toBeGreaterThanOrEqual(dims.heightPt - 0.5);
    expect(img.x + img.width / 2).toBeGreaterThan(layout.front.x);
    const onFront = page.text
      .filter((t) => t.x >= layout.front.x)
      .map((t) => t.str)
      .join(' ');
    const onBack = page.text
      .filter((t) => t.x < layout.spine.x)
      .map((t) => t.str)
      .join(' ');
    expect(words(onFront).join(' ')).toContain(words(input.title).join(' '));
    expect(onFront).toContain('A special story for');
    expect(onFront).toContain('Mia');
    expect(words(onBack).join(' ')).toEqual(words(coverBlurb(input, 7)).join(' '));
    // The back cover says what the book holds: its pictures counted, no "picture on every page".
    expect(onBack.replace(/\s+/g, ' ')).toContain('with 7 full-colour pictures');
    expect(onBack).not.toMatch(/every page/);
  });

  it('has the built-in 24-page casewrap size without cover dimensions', async () => {
    const pdf = await buildCover(input, null, {});
    const report = await checkBookPdf(pdf, {
      pageCount: 1,
      pageSize: BUILTIN_COVER,
      inspect: false,
    });
    expect(report.problems).toEqual([]);
    expect(report.pageSizes[0]).toEqual({ width: 1368, height: 738 });
  });

  it('refuses a size that cannot hold two panels', async () => {
    await expect(buildCover(input, { widthPt: 1000, heightPt: 738 }, {})).rejects.toThrow(
      /cannot hold/,
    );
  });
});

describe('scenes of a story', () => {
  it('follows the stored pages, or splits the text into at most ten pages', () => {
    const content = Array.from({ length: 23 }, (_, i) => `Paragraph ${i} has some words.`).join(
      '\n\n',
    );
    const input = bookInputOf({
      title: 'T',
      childName: 'Mia',
      animal: 'fox',
      theme: 'kindness',
      ageRange: 'preschool',
      content,
      isCollaborative: false,
      parentContributions: [],
      childContributions: [],
      pages: null,
    });
    expect(input.scenes.length).toBe(10);
    expect(input.scenes.flat()).toEqual(splitParagraphs(content));
  });
});

describe("the book's colours", () => {
  it('sets names and headings in a shade of the animal that reads on the paper, for every animal', () => {
    for (const animal of [...ANIMALS, 'unknown']) {
      const p = paletteFor(animal);
      expect(contrastRatio(p.primaryInk, p.paper)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(p.ink, p.paper)).toBeGreaterThanOrEqual(4.5);
    }
    // A dark animal colour stays as it is; a light one is darkened.
    expect(paletteFor('bear').primaryInk.toLowerCase()).toBe(
      paletteFor('bear').primary.toLowerCase(),
    );
    expect(contrastRatio(paletteFor('lion').primary, paletteFor('lion').paper)).toBeLessThan(4.5);
  });
});
