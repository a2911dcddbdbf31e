import { composeStory } from '../../story-engine/src/library/compose';
import { BookLayoutError, BookRenderPool } from './pool';
import { bookInputOf } from './source';
import type { BookInput } from './types';

jest.setTimeout(120_000);

function storyInput(): BookInput {
  const s = composeStory({
    childName: 'Mia',
    animal: 'fox',
    theme: 'kindness',
    ageRange: 'early-elementary',
    wordCount: 800,
    seed: 5,
  });
  return bookInputOf({
    ...s,
    childName: 'Mia',
    animal: 'fox',
    theme: 'kindness',
    ageRange: 'early-elementary',
    isCollaborative: false,
    parentContributions: [],
    childContributions: [],
  });
}

describe('BookRenderPool', () => {
  const pool = new BookRenderPool(1);
  afterAll(() => pool.close());

  it('builds and checks a file in its thread', async () => {
    const built = await pool.run({
      op: 'interior',
      variant: 'preview',
      input: storyInput(),
      images: {},
    });
    expect(built.pageCount).toBe(24);
    expect(Buffer.from(built.pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(built.typeSize).toBeGreaterThan(0);
  });

  it("reports the layout's own error by name: a story too long for the book", async () => {
    const input = { ...storyInput(), scenes: [[Array(4000).fill('word').join(' ')]] };
    const failure = await pool
      .run({ op: 'interior', variant: 'preview', input, images: {} })
      .catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(BookLayoutError);
    expect(failure).toMatchObject({
      name: 'BookDoesNotFitError',
      message: 'The story is too long to fit the 24-page book',
    });
  });

  it('takes no more files once closed', async () => {
    const closed = new BookRenderPool(1);
    await closed.close();
    await expect(
      closed.run({ op: 'interior', variant: 'preview', input: storyInput(), images: {} }),
    ).rejects.toThrow('book layout pool closed');
  });
});
