import { COLLABORATION_TEXTS, type CreatedCollaborativeStory, MESSAGES } from '@shop/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateTogetherForm } from './CreateTogetherForm';
import { apiError, type FakeReply, installFakeApi } from '../../../test/fakeApi';
import { renderWithApp } from '../../../test/render';

const STORY_ID = '4b0d3f0e-3a51-4b7e-9c1e-0c1f4f5f9a11';
const TOKEN = 'A'.repeat(43);

function created(): CreatedCollaborativeStory {
  return {
    sharePath: `/collaborate/${STORY_ID}/${TOKEN}`,
    story: {
      id: STORY_ID,
      childName: 'Mia',
      animal: 'fox',
      theme: 'kindness',
      ageRange: 'preschool',
      title: 'The Great Adventure of Mia and the Fox',
      content: 'One.\n\nTwo.',
      wordCount: 2,
      requestedWordCount: 1000,
      pronoun: 'they',
      childLook: {},
      isCollaborative: true,
      collaborationStatus: 'in_progress',
      parentContributions: ['One.'],
      childContributions: ['Two.'],
      generationStatus: 'ready',
      progress: 100,
      generationError: null,
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
      collaborativeToken: TOKEN,
      completedParts: 2,
      totalParts: 7,
      parts: null,
    },
  };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Child's name"), 'Mia');
  await user.selectOptions(screen.getByLabelText('Favorite animal'), 'fox');
  await user.selectOptions(screen.getByLabelText('Story theme'), 'kindness');
  await user.selectOptions(screen.getByLabelText('Age range'), 'preschool');
  await user.type(screen.getByLabelText(/Parent's part/), 'Once upon a time, Mia met a fox.');
  await user.type(screen.getByLabelText(/Child's part/), 'The fox could fly!');
}

describe('CreateTogetherForm', () => {
  it('shows the validation message for each missing field and sends nothing', async () => {
    const seen = installFakeApi(() => ({ status: 500 }));
    const user = userEvent.setup();
    renderWithApp(<CreateTogetherForm />);
    await user.selectOptions(screen.getByLabelText('Age range'), '');
    await user.click(screen.getByRole('button', { name: 'Create Our Story' }));
    for (const message of Object.values(MESSAGES.collaborative)) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText("Child's name")).toHaveAttribute('aria-invalid', 'true');
    expect(seen).toHaveLength(0);
  });

  it('Generate Ideas fills only the empty parts, with the child’s name and animal', async () => {
    installFakeApi(() => ({ status: 500 }));
    const user = userEvent.setup();
    renderWithApp(<CreateTogetherForm />);
    await user.type(screen.getByLabelText("Child's name"), 'Leo');
    await user.selectOptions(screen.getByLabelText('Favorite animal'), 'owl');
    await user.type(screen.getByLabelText(/Child's part/), 'My own idea');
    await user.click(screen.getByRole('button', { name: 'Generate Ideas' }));
    const parent = screen.getByLabelText<HTMLTextAreaElement>(/Parent's part/);
    expect(parent.value).toContain('Leo');
    expect(parent.value).toMatch(/owl/);
    expect(screen.getByLabelText<HTMLTextAreaElement>(/Child's part/).value).toBe('My own idea');
    expect(await screen.findByText(COLLABORATION_TEXTS.ideasTitle)).toBeInTheDocument();
    expect(screen.getByText(COLLABORATION_TEXTS.ideasText)).toBeInTheDocument();
  });

  it('reads "Creating..." while it submits, then shows the story and its share link', async () => {
    let release!: (r: FakeReply) => void;
    const seen = installFakeApi(() => new Promise<FakeReply>((r) => (release = r)));
    const onCreated = jest.fn();
    const user = userEvent.setup();
    renderWithApp(<CreateTogetherForm onCreated={onCreated} />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create Our Story' }));

    const busy = await screen.findByRole('button', { name: 'Creating...' });
    expect(busy).toBeDisabled();
    expect(seen[0]).toMatchObject({
      method: 'POST',
      body: {
        childName: 'Mia',
        animal: 'fox',
        theme: 'kindness',
        ageRange: 'preschool',
        parentContribution: 'Once upon a time, Mia met a fox.',
        childContribution: 'The fox could fly!',
        wordCount: 1000,
        isCollaborative: true,
      },
    });
    expect(seen[0]!.url.pathname).toBe('/api/stories/collaborative');

    release({ status: 201, body: created() });
    expect(await screen.findByText(COLLABORATION_TEXTS.createdTitle)).toBeInTheDocument();
    expect(screen.getByText(COLLABORATION_TEXTS.createdText)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'The Great Adventure of Mia and the Fox' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText<HTMLInputElement>('Story link').value).toBe(
      `http://localhost/collaborate/${STORY_ID}/${TOKEN}`,
    );
    expect(screen.getByRole('link', { name: 'Open Our Story' })).toHaveAttribute(
      'href',
      `/collaborate/${STORY_ID}/${TOKEN}`,
    );
    expect(onCreated).toHaveBeenCalledWith(
      expect.objectContaining({ sharePath: created().sharePath }),
    );
    expect(screen.getByRole('button', { name: 'Create Our Story' })).toBeEnabled();
  });

  it('copies the share link and says "Link copied!"', async () => {
    installFakeApi(() => ({ status: 201, body: created() }));
    const user = userEvent.setup();
    // After setup: user-event installs a clipboard stub of its own.
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithApp(<CreateTogetherForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create Our Story' }));
    await user.click(await screen.findByRole('button', { name: 'Share Story Link' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(`http://localhost/collaborate/${STORY_ID}/${TOKEN}`),
    );
    expect(await screen.findByText(COLLABORATION_TEXTS.linkCopied)).toBeInTheDocument();
  });

  it('shows "Error Creating Story" with the server’s message, and the server’s field messages', async () => {
    installFakeApi(() =>
      apiError(400, COLLABORATION_TEXTS.contributionNotAllowed, [
        { field: 'childContribution', message: COLLABORATION_TEXTS.contributionNotAllowed },
      ]),
    );
    const user = userEvent.setup();
    renderWithApp(<CreateTogetherForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create Our Story' }));
    expect(await screen.findByText(COLLABORATION_TEXTS.createErrorTitle)).toBeInTheDocument();
    // The toast reads the server's sentence, without the status code.
    const toast = screen.getByText(COLLABORATION_TEXTS.createErrorTitle).closest('li')!;
    expect(toast).toHaveTextContent(COLLABORATION_TEXTS.contributionNotAllowed);
    expect(toast).not.toHaveTextContent(/400/);
    expect(screen.getByRole('alert', { name: '' })).toHaveTextContent(
      COLLABORATION_TEXTS.contributionNotAllowed,
    );
    // The form keeps what was typed.
    expect(screen.getByLabelText<HTMLTextAreaElement>(/Child's part/).value).toBe(
      'The fox could fly!',
    );
  });
});
