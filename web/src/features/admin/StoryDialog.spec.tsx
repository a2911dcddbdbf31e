import { ILLUSTRATION_TEXTS } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StoryDialog } from './StoryDialog';
import { mutationHook } from '../../../test/mutations';
import { order, renderAdmin } from './testing';

const storyQuery = jest.fn();
jest.mock('../stories/storiesApi', () => ({
  useGetStoryQuery: (arg: unknown) => storyQuery(arg),
}));
const listQuery = jest.fn();
const noop = jest.fn();
jest.mock('../illustrations/illustrationsApi', () => ({
  useStoryIllustrationsQuery: (arg: unknown) => listQuery(arg),
  useUploadIllustrationMutation: () => mutationHook(noop)(),
  useAssignIllustrationPageMutation: () => mutationHook(noop)(),
  useSetIllustrationSequenceMutation: () => mutationHook(noop)(),
  useDeleteIllustrationMutation: () => mutationHook(noop)(),
  useGenerateIllustrationMutation: () => mutationHook(noop)(),
  waitForIllustrationJob: jest.fn(),
  readAsDataUrl: jest.fn(),
}));

const ORDER = order({ childGender: 'girl', childRace: 'asian', illustratorNotes: 'Curly hair' });
const STORY = ORDER.story!;

function renderDialog() {
  return renderAdmin(<StoryDialog story={STORY} order={ORDER} />, {
    route: '/admin',
    path: '/admin',
  });
}

describe('admin story dialog (the story with the illustration manager)', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    storyQuery.mockReturnValue({
      data: { id: STORY.id, content: 'Mia met a fox.\n\nThey shared the berries.' },
      isLoading: false,
      isError: false,
    });
    listQuery.mockReturnValue({ data: [], isLoading: false, isError: false, refetch: jest.fn() });
  });

  it('opens from its button with the story, its text and the illustration manager', async () => {
    const user = userEvent.setup();
    renderDialog();
    // Nothing is fetched until the operator opens it.
    expect(storyQuery).not.toHaveBeenCalled();
    expect(listQuery).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Story & Illustrations' }));

    const dialog = screen.getByRole('dialog', { name: 'Mia and the Brave Fox' });
    expect(dialog).toHaveAccessibleDescription('For Mia · Fox · Kindness & Sharing');
    expect(
      within(dialog).getByText('Child: girl, asian · Illustrator notes: Curly hair'),
    ).toBeInTheDocument();
    const text = within(dialog).getByRole('region', { name: 'Story text' });
    expect(within(text).getByText('Mia met a fox.')).toBeInTheDocument();
    expect(within(text).getByText('They shared the berries.')).toBeInTheDocument();
    const manager = within(dialog).getByRole('region', { name: 'Illustrations' });
    expect(within(manager).getByText(ILLUSTRATION_TEXTS.empty)).toBeInTheDocument();
    expect(
      within(manager).getByRole('button', { name: 'Generate AI Illustration' }),
    ).toBeInTheDocument();
    expect(storyQuery).toHaveBeenCalledWith(STORY.id);
    expect(listQuery).toHaveBeenCalledWith(STORY.id);
  });

  it('is keyboard-usable: opens with Enter, closes with Escape and gives focus back', async () => {
    const user = userEvent.setup();
    renderDialog();
    const trigger = screen.getByRole('button', { name: 'Story & Illustrations' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog');
    // Focus moves into the dialog and stays there.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 12; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole('button', { name: 'Story & Illustrations' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('still offers the illustrations when the story text cannot be loaded', async () => {
    const user = userEvent.setup();
    storyQuery.mockReturnValue({ data: undefined, isLoading: false, isError: true });
    renderDialog();
    await user.click(screen.getByRole('button', { name: 'Story & Illustrations' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Could not load the story text.')).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Illustrations' })).toBeInTheDocument();
  });
});
