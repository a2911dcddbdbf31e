import type { Illustration } from '@shop/contracts';
import { render, screen } from '@testing-library/react';
import { picturesByPage, StoryPictures } from './StoryPictures';

const listQuery = jest.fn();
jest.mock('./illustrationsApi', () => ({
  useStoryIllustrationsQuery: (arg: unknown) => listQuery(arg),
}));

const pic = (id: string, pageNumber: number | null): Illustration => ({
  id,
  storyId: 's1',
  imageUrl: `/api/files/illustrations/${id}.png`,
  previewUrl: `/api/files/illustrations/${id}.webp`,
  pageNumber,
  pageContent: null,
  sequenceOrder: 0,
  createdAt: '2026-11-20T10:00:00.000Z',
});

describe('story pictures (story view, home story panel)', () => {
  it('shows the cover, or a page, when the story has one', () => {
    listQuery.mockReturnValue({ data: [pic('p0', 0), pic('cover', -1)] });
    const { rerender } = render(<StoryPictures storyId="s1" />);
    expect(screen.getByRole('img', { name: 'Book cover illustration' })).toHaveAttribute(
      'src',
      '/api/files/illustrations/cover.webp',
    );
    rerender(<StoryPictures storyId="s1" page={0} />);
    expect(screen.getByRole('img', { name: 'Illustration for page 1' })).toBeInTheDocument();
    expect(listQuery).toHaveBeenCalledWith('s1');
  });

  it('shows nothing for a story without pictures (or before they load)', () => {
    listQuery.mockReturnValue({ data: undefined });
    const { container } = render(<StoryPictures storyId="s1" />);
    expect(container).toBeEmptyDOMElement();
    listQuery.mockReturnValue({ data: [pic('x', null)] });
    render(<StoryPictures storyId="s1" page={3} />);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('maps pictures by page, first one per page', () => {
    const map = picturesByPage([pic('a', 2), pic('b', 2), pic('c', null), pic('d', -2)]);
    expect([...map.entries()].map(([p, i]) => [p, i.id])).toEqual([
      [2, 'a'],
      [-2, 'd'],
    ]);
  });
});
