import { STORY_FROZEN_TEXTS, STORY_SALE_TEXTS, type StorySummary } from '@shop/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { OPEN_TOGETHER, OPEN_TOGETHER_SHARE as SHARE, READY_STORY } from '../../../test/fixtures';
import { apiError, installFakeApi } from '../../../test/fakeApi';
import { renderWithApp } from '../../../test/render';
import { BUY_LABEL } from './BuyBookButton';
import { PreviousStories } from './PreviousStories';
import { StoryPanel } from './StoryPanel';

beforeEach(() => {
  installFakeApi(({ url }) =>
    url.pathname === `/api/stories/${READY_STORY.id}`
      ? { status: 200, body: OPEN_TOGETHER }
      : url.pathname.endsWith('/illustrations')
        ? { status: 200, body: [] }
        : apiError(404, 'Not found'),
  );
});

describe('only finished stories are for sale; ordered ones are frozen', () => {
  it('offers the book for a finished story', () => {
    renderWithApp(<StoryPanel story={READY_STORY} loading={false} />);
    expect(screen.getByRole('link', { name: BUY_LABEL })).toHaveAttribute(
      'href',
      `/checkout/${READY_STORY.id}`,
    );
  });

  it('replaces Buy by "Finish writing together first" with the share link on an open story', () => {
    renderWithApp(<StoryPanel story={OPEN_TOGETHER} loading={false} />);
    expect(screen.queryByRole('link', { name: BUY_LABEL })).toBeNull();
    expect(screen.getByRole('link', { name: STORY_SALE_TEXTS.finishFirst })).toHaveAttribute(
      'href',
      SHARE,
    );
    expect(screen.getByText(STORY_SALE_TEXTS.unfinishedTogether)).toBeInTheDocument();
  });

  it('disables "Write another version" for an ordered story and says why', () => {
    const rewrite = jest.fn();
    renderWithApp(
      <StoryPanel
        story={{ ...READY_STORY, ordered: true }}
        loading={false}
        onAnotherVersion={rewrite}
      />,
    );
    const button = screen.getByRole('button', { name: 'Write another version' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(STORY_FROZEN_TEXTS.reason);
    fireEvent.click(button);
    expect(rewrite).not.toHaveBeenCalled();
  });

  it('Previous Stories shows "Continue writing together" for an open story only', () => {
    const summary = (over: Partial<StorySummary>): StorySummary => ({
      id: READY_STORY.id,
      title: 'Together',
      theme: 'courage',
      animal: 'owl',
      childName: 'Mia',
      isCollaborative: true,
      collaborationStatus: 'in_progress',
      generationStatus: 'ready',
      createdAt: READY_STORY.createdAt,
      sharePath: SHARE,
      ...over,
    });
    renderWithApp(
      <PreviousStories
        stories={[
          summary({}),
          summary({ id: 'b', collaborationStatus: 'complete', sharePath: '/collaborate/b/t' }),
          summary({ id: 'c', isCollaborative: false, sharePath: null }),
        ]}
        onSelect={() => undefined}
      />,
    );
    const links = screen.getAllByRole('link', { name: STORY_SALE_TEXTS.continueTogether });
    expect(links.map((l) => l.getAttribute('href'))).toEqual([SHARE]);
  });
});
