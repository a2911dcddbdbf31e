import {
  FULL_SET_PAGES,
  type Illustration,
  PICTURES_POLL_INTERVAL_MS,
  type StoryIllustrationsSummary,
} from '@shop/contracts';
import { act, render, screen } from '@testing-library/react';
import { bookPicture } from '../../../test/fixtures';
import {
  paragraphOfPage,
  PICTURES_GIVE_UP_MS,
  picturesByPage,
  picturesByParagraph,
  StoryPictures,
  useStoryPictures,
} from './StoryPictures';

const picturesQuery = jest.fn();
jest.mock('./picturesApi', () => ({
  useStoryPicturesQuery: (...args: unknown[]) => picturesQuery(...args),
}));

/** A print-ready picture of story s1 for a page (null: not placed). */
const pic = (id: string, pageNumber: number | null): Illustration => ({
  ...bookPicture(id, pageNumber),
  storyId: 's1',
});

describe('story pictures (story view, home story panel)', () => {
  beforeEach(() => picturesQuery.mockReset());

  it('shows the cover, or a page, when the story has one', () => {
    picturesQuery.mockReturnValue({ data: [pic('p0', 0), pic('cover', -1)] });
    const { rerender } = render(<StoryPictures storyId="s1" />);
    expect(screen.getByRole('img', { name: 'Book cover illustration' })).toHaveAttribute(
      'src',
      '/api/files/illustrations/cover.webp',
    );
    rerender(<StoryPictures storyId="s1" page={0} />);
    expect(screen.getByRole('img', { name: 'Illustration for page 1' })).toBeInTheDocument();
    expect(picturesQuery).toHaveBeenCalledWith({ storyId: 's1' });
  });

  it('asks with the collaborative link’s token when the reader holds one', () => {
    picturesQuery.mockReturnValue({ data: [pic('cover', -1)] });
    render(<StoryPictures storyId="s1" token="tok" />);
    expect(picturesQuery).toHaveBeenCalledWith({ storyId: 's1', token: 'tok' });
  });

  it('shows nothing for a story without pictures (or before they load, or on an error)', () => {
    picturesQuery.mockReturnValue({ data: undefined });
    const { container } = render(<StoryPictures storyId="s1" />);
    expect(container).toBeEmptyDOMElement();
    picturesQuery.mockReturnValue({ data: undefined, isError: true });
    render(<StoryPictures storyId="s1" />);
    picturesQuery.mockReturnValue({ data: [pic('x', null)] });
    render(<StoryPictures storyId="s1" page={3} />);
    expect(screen.queryByRole('img')).toBeNull();
  });

  describe('while the set is being drawn', () => {
    const drawing: StoryIllustrationsSummary = {
      ready: 1,
      total: 12,
      complete: false,
      drawing: true,
    };
    function Probe({ summary }: { summary?: StoryIllustrationsSummary }) {
      return <p>{useStoryPictures('s1', undefined, summary).size} pictures</p>;
    }
    const polled = (interval: number) =>
      picturesQuery.mock.calls.some(
        ([, opts]) => (opts as { pollingInterval?: number })?.pollingInterval === interval,
      );

    it('asks again until the set is complete, then stops', () => {
      picturesQuery.mockReturnValue({ data: [pic('cover', -1)] });
      const { rerender } = render(<Probe summary={drawing} />);
      expect(polled(PICTURES_POLL_INTERVAL_MS)).toBe(true);

      picturesQuery.mockClear();
      picturesQuery.mockReturnValue({ data: FULL_SET_PAGES.map((p) => pic(`p${p}`, p)) });
      rerender(<Probe summary={drawing} />);
      expect(screen.getByText('12 pictures')).toBeInTheDocument();
      expect(polled(PICTURES_POLL_INTERVAL_MS)).toBe(false);
      expect(polled(0)).toBe(true);
    });

    it('does not ask again when nothing is being drawn', () => {
      picturesQuery.mockReturnValue({ data: [] });
      render(<Probe summary={{ ...drawing, ready: 0, drawing: false }} />);
      render(<Probe />);
      expect(polled(PICTURES_POLL_INTERVAL_MS)).toBe(false);
    });

    it('gives up when no new picture comes for a while', () => {
      jest.useFakeTimers();
      try {
        picturesQuery.mockReturnValue({ data: [pic('cover', -1)] });
        render(<Probe summary={drawing} />);
        expect(polled(PICTURES_POLL_INTERVAL_MS)).toBe(true);
        picturesQuery.mockClear();
        act(() => jest.advanceTimersByTime(PICTURES_GIVE_UP_MS + 1));
        expect(polled(PICTURES_POLL_INTERVAL_MS)).toBe(false);
      } finally {
        jest.useRealTimers();
      }
    });
  });

  it('maps pictures by page, first one per page', () => {
    const map = picturesByPage([pic('a', 2), pic('b', 2), pic('c', null), pic('d', -2)]);
    expect([...map.entries()].map(([p, i]) => [p, i.id])).toEqual([
      [2, 'a'],
      [-2, 'd'],
    ]);
  });

  it('puts page p before the paragraph about p/10 of the way into the text', () => {
    // Ten paragraphs: one per page.
    expect([0, 1, 9].map((p) => paragraphOfPage(p, 10))).toEqual([0, 1, 9]);
    // Long pages split in two: 15 paragraphs.
    expect([0, 1, 5, 9].map((p) => paragraphOfPage(p, 15))).toEqual([0, 1, 7, 13]);
    // Fewer paragraphs than pages: never past the last one.
    expect([0, 5, 9].map((p) => paragraphOfPage(p, 3))).toEqual([0, 1, 2]);

    const byPage = picturesByPage([pic('cover', -1), pic('p9', 9), pic('p0', 0), pic('p1', 1)]);
    const at = picturesByParagraph(byPage, 2);
    // The cover is not a page picture; pages 0 and 1 share the first paragraph, in page order.
    expect([...at.entries()].map(([i, list]) => [i, list.map((p) => p.id)])).toEqual([
      [0, ['p0', 'p1']],
      [1, ['p9']],
    ]);
    expect(picturesByParagraph(byPage, 0).size).toBe(0);
  });

  it('puts page p where the API says the page starts, when it says', () => {
    const starts = [0, 2, 3, 5, 6, 8, 9, 11, 12, 14];
    expect([0, 1, 5, 9].map((p) => paragraphOfPage(p, 15, starts))).toEqual([0, 2, 8, 14]);
    const byPage = picturesByPage([pic('p1', 1), pic('p9', 9)]);
    const at = picturesByParagraph(byPage, 15, starts);
    expect([...at.entries()].map(([i, list]) => [i, list.map((p) => p.id)])).toEqual([
      [2, ['p1']],
      [14, ['p9']],
    ]);
  });
});
