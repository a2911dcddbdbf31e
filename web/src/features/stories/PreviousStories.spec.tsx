import { FAMILY_DATA_TEXTS, type StoryDeletion, type StorySummary } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi } from '../../../test/fakeApi';
import { renderWithApp } from '../../../test/render';
import { PreviousStories } from './PreviousStories';

const ID = '4b0d3f0e-3a51-4b7e-9c1e-0c1f4f5f9a11';
const STORY = {
  id: ID,
  title: 'Mia and the Brave Fox',
  childName: 'Mia',
  animal: 'fox',
  theme: 'kindness',
  createdAt: new Date().toISOString(),
  isCollaborative: false,
  collaborationStatus: 'not_started',
} as unknown as StorySummary;

const DELETED: StoryDeletion = {
  deleted: {
    story: true,
    versions: 2,
    pictures: 12,
    bookFiles: 1,
    prompts: 0,
    contributions: 0,
    files: 14,
  },
  kept: null,
};

function setup(answer: StoryDeletion = DELETED) {
  const seen = installFakeApi((req) =>
    req.method === 'DELETE' ? { status: 200, body: answer } : { status: 200, body: [] },
  );
  const onDeleted = jest.fn();
  renderWithApp(<PreviousStories stories={[STORY]} onSelect={() => {}} onDeleted={onDeleted} />);
  return { seen, onDeleted };
}

describe('Previous Stories: delete and download', () => {
  it('asks first; Cancel and Escape delete nothing and give focus back', async () => {
    const user = userEvent.setup();
    const { seen } = setup();
    const del = screen.getByRole('button', { name: `Delete “${STORY.title}”` });
    await user.click(del);
    const dialog = await screen.findByRole('dialog', {
      name: FAMILY_DATA_TEXTS.deleteConfirmTitle,
    });
    // The safe choice has focus, and focus stays inside.
    expect(
      within(dialog).getByRole('button', { name: FAMILY_DATA_TEXTS.deleteCancel }),
    ).toHaveFocus();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(del).toHaveFocus());

    await user.click(del);
    await user.click(await screen.findByRole('button', { name: FAMILY_DATA_TEXTS.deleteCancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(seen.filter((r) => r.method === 'DELETE')).toEqual([]);
  });

  it('confirmed: DELETE /api/stories/{id}, then what was deleted', async () => {
    const user = userEvent.setup();
    const { seen, onDeleted } = setup();
    await user.click(screen.getByRole('button', { name: `Delete “${STORY.title}”` }));
    await user.click(await screen.findByRole('button', { name: FAMILY_DATA_TEXTS.deleteConfirm }));
    const dialog = await screen.findByRole('dialog', { name: FAMILY_DATA_TEXTS.deletedTitle });
    expect(seen.find((r) => r.method === 'DELETE')?.url.pathname).toBe(`/api/stories/${ID}`);
    const list = within(dialog).getByRole('list', { name: 'Deleted' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'the story and its text',
      '2 earlier versions',
      '12 pictures',
      '1 book file',
      '14 stored files',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onDeleted).toHaveBeenCalledWith(ID, DELETED);
  });

  it('an ordered story: says it is kept for the order, and until when the child’s details stay', async () => {
    const user = userEvent.setup();
    setup({
      deleted: {
        ...DELETED.deleted,
        story: false,
        versions: 0,
        pictures: 0,
        bookFiles: 0,
        files: 0,
      },
      kept: {
        reason: 'ordered',
        orderNumbers: ['SB-1042'],
        childDetailsRemovedAfter: '2033-05-01',
      },
    });
    await user.click(screen.getByRole('button', { name: `Delete “${STORY.title}”` }));
    await user.click(await screen.findByRole('button', { name: FAMILY_DATA_TEXTS.deleteConfirm }));
    const dialog = await screen.findByRole('dialog', { name: FAMILY_DATA_TEXTS.keptTitle });
    expect(dialog).toHaveTextContent('kept for your order (SB-1042)');
    expect(dialog).toHaveTextContent('removed from it on May 1, 2033');
  });

  it('offers every story as one download', () => {
    setup();
    expect(screen.getByRole('link', { name: FAMILY_DATA_TEXTS.download })).toHaveAttribute(
      'href',
      '/api/stories/export',
    );
  });
});
