import {
  CHILD_PROFILE_MESSAGES,
  type CreatedCollaborativeStory,
  type Story,
} from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { READY_STORY } from '../../../test/fixtures';
import { CreateTogetherForm } from './CreateTogetherForm';
import { apiError, installFakeApi } from '../../../test/fakeApi';
import { renderWithApp } from '../../../test/render';
import { CraftStoryForm } from '../stories';
import { useGenerateStoryMutation } from '../stories';

type User = ReturnType<typeof userEvent.setup>;

/** The home page's wiring: the form's values go to the generate endpoint as they are. */
function CraftAndGenerate() {
  const [generate] = useGenerateStoryMutation();
  return <CraftStoryForm busy={false} onSubmit={(values) => void generate(values)} />;
}

const replyStory = (body: unknown): Story => ({ ...READY_STORY, ...(body as Partial<Story>) });

async function pickCraftBasics(user: User) {
  await user.type(screen.getByLabelText("Child's name"), 'Mia');
  await user.click(screen.getByRole('combobox', { name: 'Favorite animal' }));
  await user.click(screen.getByRole('option', { name: 'Owl' }));
  await user.click(screen.getByRole('combobox', { name: 'Story theme' }));
  await user.click(screen.getByRole('option', { name: 'Courage & Bravery' }));
}

/** Opens "Your child’s look" and picks brown skin, black hair, an afro and glasses. */
async function chooseLook(user: User) {
  const toggle = screen.getByRole('button', { name: /Your child’s look/ });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('group', { name: 'Skin tone' })).not.toBeInTheDocument();
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const skin = screen.getByRole('group', { name: 'Skin tone' });
  expect(within(skin).getByRole('radio', { name: 'Not chosen' })).toBeChecked();
  await user.click(within(skin).getByRole('radio', { name: 'Brown' }));
  await user.click(
    within(screen.getByRole('group', { name: 'Hair colour' })).getByRole('radio', {
      name: 'Black',
    }),
  );
  await user.selectOptions(screen.getByLabelText('Hair style'), 'Afro');
  await user.selectOptions(screen.getByLabelText('Glasses'), 'Yes');
  // Closed again, the button still says what was chosen.
  await user.click(toggle);
  expect(toggle).toHaveTextContent('Brown skin, black hair, afro, glasses');
}

const LOOK = { skinTone: 'brown', hairColor: 'black', hairStyle: 'afro', glasses: true };

describe('the child’s profile on Craft Your Story', () => {
  it('appears once the parent starts on the form, asks with the child’s name, and is collapsed', async () => {
    installFakeApi(() => ({ status: 500 }));
    const user = userEvent.setup();
    renderWithApp(<CraftAndGenerate />);
    // Not part of the page's first draw: loaded when the form is first touched.
    expect(screen.queryByRole('radio', { name: 'she/her' })).not.toBeInTheDocument();
    await user.click(screen.getByLabelText("Child's name"));
    const group = await screen.findByRole('group', {
      name: 'How should the story refer to your child?',
    });
    expect(within(group).getByRole('radio', { name: 'they/them' })).toBeChecked();
    await user.type(screen.getByLabelText("Child's name"), 'Mia');
    expect(
      screen.getByRole('group', { name: 'How should the story refer to Mia?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Your child’s look/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('sends the chosen pronoun and look with the story request', async () => {
    const seen = installFakeApi((req) =>
      req.url.pathname === '/api/stories/generate'
        ? { status: 202, body: replyStory(req.body) }
        : { status: 200, body: [] },
    );
    const user = userEvent.setup();
    renderWithApp(<CraftAndGenerate />);
    await pickCraftBasics(user);
    // Keyboard: Tab into the pronoun radios, the arrows move the choice.
    const they = await screen.findByRole('radio', { name: 'they/them' });
    they.focus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'he/him' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'she/her' }));
    await chooseLook(user);
    await user.click(screen.getByRole('button', { name: 'Generate Story' }));

    await waitFor(() =>
      expect(seen.find((r) => r.url.pathname === '/api/stories/generate')).toBeDefined(),
    );
    expect(seen.find((r) => r.url.pathname === '/api/stories/generate')!.body).toEqual({
      childName: 'Mia',
      animal: 'owl',
      theme: 'courage',
      ageRange: 'early-elementary',
      wordCount: 1200,
      isCollaborative: false,
      pronoun: 'she',
      childLook: LOOK,
    });
  });

  it('sends they/them and no look when the parent leaves both, and unsets a detail set back', async () => {
    const seen = installFakeApi((req) =>
      req.url.pathname === '/api/stories/generate'
        ? { status: 202, body: replyStory(req.body) }
        : { status: 200, body: [] },
    );
    const user = userEvent.setup();
    renderWithApp(<CraftAndGenerate />);
    await pickCraftBasics(user);
    await user.click(await screen.findByRole('button', { name: /Your child’s look/ }));
    await user.selectOptions(screen.getByLabelText('Hair style'), 'Braids');
    await user.selectOptions(screen.getByLabelText('Hair style'), 'Not chosen');
    await user.click(screen.getByRole('button', { name: 'Generate Story' }));
    await waitFor(() =>
      expect(seen.find((r) => r.url.pathname === '/api/stories/generate')).toBeDefined(),
    );
    expect(seen.find((r) => r.url.pathname === '/api/stories/generate')!.body).toMatchObject({
      pronoun: 'they',
      childLook: {},
    });
  });
});

describe('the child’s profile on Create Together', () => {
  function created(body: Record<string, unknown>): CreatedCollaborativeStory {
    const TOKEN = 'A'.repeat(43);
    return {
      sharePath: `/collaborate/${READY_STORY.id}/${TOKEN}`,
      story: {
        ...replyStory(body),
        isCollaborative: true,
        collaborationStatus: 'in_progress',
        collaborativeToken: TOKEN,
        completedParts: 2,
        totalParts: 7,
        parts: null,
      },
    };
  }

  async function fillValid(user: User) {
    await user.type(screen.getByLabelText("Child's name"), 'Leo');
    await user.selectOptions(screen.getByLabelText('Favorite animal'), 'fox');
    await user.selectOptions(screen.getByLabelText('Story theme'), 'kindness');
    await user.type(screen.getByLabelText(/Parent's part/), 'Once upon a time, Leo met a fox.');
    await user.type(screen.getByLabelText(/Child's part/), 'The fox could fly!');
  }

  it('asks with the child’s name and sends the choice with the new story', async () => {
    const seen = installFakeApi((req) => ({
      status: 201,
      body: created(req.body as Record<string, unknown>),
    }));
    const user = userEvent.setup();
    renderWithApp(<CreateTogetherForm />);
    expect(
      screen.getByRole('group', { name: 'How should the story refer to your child?' }),
    ).toBeInTheDocument();
    await fillValid(user);
    const group = screen.getByRole('group', { name: 'How should the story refer to Leo?' });
    expect(within(group).getByRole('radio', { name: 'they/them' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'he/him' }));
    await chooseLook(user);
    await user.click(screen.getByRole('button', { name: 'Create Our Story' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]!.url.pathname).toBe('/api/stories/collaborative');
    expect(seen[0]!.body).toMatchObject({ childName: 'Leo', pronoun: 'he', childLook: LOOK });
  });

  it('shows the server’s refusal of a look detail in the opened group', async () => {
    installFakeApi(() =>
      apiError(400, CHILD_PROFILE_MESSAGES.hairColor, [
        { field: 'childLook.hairColor', message: CHILD_PROFILE_MESSAGES.hairColor },
      ]),
    );
    const user = userEvent.setup();
    renderWithApp(<CreateTogetherForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create Our Story' }));
    const alert = await screen.findByText(CHILD_PROFILE_MESSAGES.hairColor, {
      selector: '.child-profile__error',
    });
    expect(alert).toBeVisible();
    expect(screen.getByRole('button', { name: /Your child’s look/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
