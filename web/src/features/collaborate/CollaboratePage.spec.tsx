import {
  COLLABORATION_TEXTS,
  type CollaborativeStory,
  type ContributionView,
  MESSAGES,
  type PromptView,
} from '@shop/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CollaboratePage } from './CollaboratePage';
import {
  apiError,
  type FakeHandler,
  type FakeRequest,
  installFakeApi,
} from '../../../test/fakeApi';
import { renderWithApp } from '../../../test/render';

const ID = '4b0d3f0e-3a51-4b7e-9c1e-0c1f4f5f9a11';
const TOKEN = 'Tok_en-0123456789abcdefghijklmnopqrstuvwxyzA';
const ROUTE = `/collaborate/${ID}/${TOKEN}`;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function prompt(
  order: number,
  target: PromptView['targetContributor'],
  completed: boolean,
): PromptView {
  const type = order <= 2 ? 'start' : order === 5 ? 'custom' : order <= 4 ? 'middle' : 'end';
  return {
    id: uuid(order),
    order,
    promptType: type,
    targetContributor: target,
    completed,
    promptText: `Prompt ${order} for ${target}`,
  };
}

/** A tiny in-memory server for one story: 7 prompts, the first `done` answered. */
function server(done = 2) {
  const targets: PromptView['targetContributor'][] = [
    'parent',
    'child',
    'parent',
    'child',
    'both',
    'parent',
    'child',
  ];
  const prompts = targets.map((t, i) => prompt(i + 1, t, i < done));
  const parts: ContributionView[] = prompts
    .filter((p) => p.completed)
    .map((p) => ({
      id: uuid(100 + p.order),
      contributorType: p.targetContributor === 'parent' ? 'parent' : 'child',
      content: `Part ${p.order} text`,
      promptId: p.id,
      createdAt: new Date().toISOString(),
    }));
  const story = (): CollaborativeStory => {
    const complete = prompts.every((p) => p.completed);
    return {
      id: ID,
      childName: 'Mia',
      animal: 'fox',
      theme: 'kindness',
      ageRange: 'preschool',
      title: 'The Great Adventure of Mia and the Fox',
      content: parts.map((p) => p.content).join('\n\n'),
      wordCount: 10,
      requestedWordCount: 1000,
      pronoun: 'they',
      childLook: {},
      isCollaborative: true,
      collaborationStatus: complete ? 'complete' : 'in_progress',
      parentContributions: parts
        .filter((p) => p.contributorType === 'parent')
        .map((p) => p.content),
      childContributions: parts.filter((p) => p.contributorType === 'child').map((p) => p.content),
      generationStatus: 'ready',
      progress: 100,
      generationError: null,
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
      collaborativeToken: TOKEN,
      completedParts: prompts.filter((p) => p.completed).length,
      totalParts: prompts.length,
      parts: complete
        ? [
            { author: 'narrator', text: 'Listen closely.' },
            ...parts.map((p) => ({ author: p.contributorType, text: p.content })),
            { author: 'narrator', text: 'The End.' },
          ]
        : null,
    };
  };
  const add = (role: 'parent' | 'child', promptId: string, content: string) => {
    const p = prompts.find((x) => x.id === promptId)!;
    p.completed = true;
    const view: ContributionView = {
      id: uuid(200 + p.order),
      contributorType: role,
      content,
      promptId,
      createdAt: new Date().toISOString(),
    };
    parts.push(view);
    parts.sort(
      (a, b) =>
        prompts.findIndex((x) => x.id === a.promptId) -
        prompts.findIndex((x) => x.id === b.promptId),
    );
    return view;
  };
  let onContribute: FakeHandler | null = null;
  const handler: FakeHandler = (req: FakeRequest) => {
    const path = req.url.pathname;
    if (req.method === 'GET' && req.url.searchParams.get('token') !== TOKEN)
      return apiError(404, 'Story not found');
    if (path === `/api/stories/collaborative/${ID}`) return { status: 200, body: story() };
    if (path === `/api/stories/prompts/${ID}`) return { status: 200, body: prompts };
    if (path === `/api/stories/contributions/${ID}`) return { status: 200, body: parts };
    if (path === '/api/stories/contribute' && onContribute) return onContribute(req);
    if (path === '/api/stories/contribute') {
      const b = req.body as {
        contributorType: 'parent' | 'child';
        promptId: string;
        content: string;
      };
      return { status: 201, body: add(b.contributorType, b.promptId, b.content) };
    }
    return apiError(404, 'Not found');
  };
  return {
    prompts,
    parts,
    add,
    handler,
    setContribute: (h: FakeHandler | null) => (onContribute = h),
  };
}

function textArea(): HTMLTextAreaElement {
  return screen.getByRole('tabpanel').querySelector('textarea')!;
}

describe('CollaboratePage', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the story, the progress, the Story So Far and each role’s current prompt', async () => {
    const s = server(3);
    installFakeApi(s.handler);
    const user = userEvent.setup();
    renderWithApp(<CollaboratePage />, { route: ROUTE, path: '/collaborate/:storyId/:token' });

    expect(
      await screen.findByRole('heading', {
        name: 'The Great Adventure of Mia and the Fox',
        level: 1,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Mia')).toBeInTheDocument();
    expect(screen.getByText('Fox')).toBeInTheDocument();
    expect(screen.getByText('Preschool 3-5 years')).toBeInTheDocument();
    expect(screen.getByText('3 of 7 parts completed')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');

    const soFar = screen.getByRole('region', { name: 'Story So Far' });
    expect(
      within(soFar)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['ParentPart 1 text', 'Child (Mia)Part 2 text', 'ParentPart 3 text']);

    // The child's turn is next, so the Child tab opens first, at the child's first open prompt.
    expect(screen.getByRole('tab', { name: 'Child' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Prompt 4 for child');
    await user.click(screen.getByRole('tab', { name: 'Parent' }));
    // The parent's first open prompt is the one for either writer.
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Prompt 5 for both');
  });

  it('refuses an empty part with the validation texts', async () => {
    const s = server();
    const seen = installFakeApi(s.handler);
    const user = userEvent.setup();
    renderWithApp(<CollaboratePage />, { route: ROUTE, path: '/collaborate/:storyId/:token' });
    await screen.findByText('2 of 7 parts completed');
    await user.type(textArea(), '    ');
    await user.click(screen.getByRole('button', { name: 'Add My Part' }));
    expect(await screen.findByText(MESSAGES.contribution.emptyTitle)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.contribution.emptyDescription)).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('adds a part: "Contribution added!", the box empties and the story shows it', async () => {
    const s = server();
    const seen = installFakeApi(s.handler);
    const user = userEvent.setup();
    renderWithApp(<CollaboratePage />, { route: ROUTE, path: '/collaborate/:storyId/:token' });
    await screen.findByText('2 of 7 parts completed');
    await user.type(textArea(), 'The river was too wide.');
    await user.click(screen.getByRole('button', { name: 'Add My Part' }));
    expect(await screen.findByText(COLLABORATION_TEXTS.contributionAdded)).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'POST')!.body).toEqual({
      storyId: ID,
      token: TOKEN,
      contributorType: 'parent',
      promptId: uuid(3),
      content: 'The river was too wide.',
    });
    expect(await screen.findByText('3 of 7 parts completed')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Story So Far' })).getByText(
        'The river was too wide.',
      ),
    ).toBeInTheDocument();
    expect(textArea().value).toBe('');
  });

  it('on a 409 says "Error adding contribution", keeps the text and moves to the next prompt', async () => {
    const s = server(4);
    installFakeApi(s.handler);
    const user = userEvent.setup();
    renderWithApp(<CollaboratePage />, { route: ROUTE, path: '/collaborate/:storyId/:token' });
    await screen.findByText('4 of 7 parts completed');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Prompt 5 for both');
    await user.type(textArea(), 'My lovely idea');
    // Meanwhile the child answers the same prompt from another device.
    s.setContribute(() => {
      s.add('child', uuid(5), 'The child was quicker');
      return apiError(409, COLLABORATION_TEXTS.promptTaken);
    });
    await user.click(screen.getByRole('button', { name: 'Add My Part' }));
    expect(await screen.findByText(COLLABORATION_TEXTS.contributionError)).toBeInTheDocument();
    // The toast reads the server's sentence, without the status code.
    const toast = screen.getByText(COLLABORATION_TEXTS.contributionError).closest('li')!;
    expect(toast).toHaveTextContent(COLLABORATION_TEXTS.promptTaken);
    expect(toast).not.toHaveTextContent(/409/);
    expect(textArea().value).toBe('My lovely idea');
    expect(await screen.findByText('The child was quicker')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('tabpanel')).toHaveTextContent('Prompt 6 for parent'),
    );
    expect(textArea().value).toBe('My lovely idea');
  });

  it('sees the other writer’s part appear within 5 seconds (polling)', async () => {
    const s = server();
    installFakeApi(s.handler);
    renderWithApp(<CollaboratePage />, { route: ROUTE, path: '/collaborate/:storyId/:token' });
    await screen.findByText('2 of 7 parts completed');
    act(() => {
      s.add('parent', uuid(3), 'Written on the other device');
    });
    expect(
      await screen.findByText('Written on the other device', {}, { timeout: 7000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('3 of 7 parts completed')).toBeInTheDocument();
  }, 10_000);

  it('shows the Complete Story card when every part is written', async () => {
    const s = server(7);
    installFakeApi(s.handler);
    renderWithApp(<CollaboratePage />, { route: ROUTE, path: '/collaborate/:storyId/:token' });
    const card = await screen.findByRole('region', { name: 'Complete Story' });
    expect(within(card).getByText('Listen closely.')).toBeInTheDocument();
    expect(within(card).getByText('Part 7 text')).toHaveClass('ct-part--child');
    expect(
      within(card).getByRole('link', { name: 'Buy Custom Storybook - $24.99' }),
    ).toHaveAttribute('href', `/checkout/${ID}?token=${TOKEN}`);
    expect(within(card).getByRole('link', { name: 'View as Regular Story' })).toHaveAttribute(
      'href',
      `/stories/${ID}?token=${TOKEN}`,
    );
    expect(screen.queryByRole('region', { name: 'Add Your Part' })).not.toBeInTheDocument();
    expect(screen.getByText('7 of 7 parts completed')).toBeInTheDocument();
  });

  it('copies the page’s address with "Share Story Link"', async () => {
    installFakeApi(server().handler);
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithApp(<CollaboratePage />, { route: ROUTE, path: '/collaborate/:storyId/:token' });
    await user.click(await screen.findByRole('button', { name: 'Share Story Link' }));
    expect(await screen.findByText(COLLABORATION_TEXTS.linkCopied)).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(window.location.href);
  });

  it('shows "Story Not Found" for a wrong link', async () => {
    installFakeApi(server().handler);
    renderWithApp(<CollaboratePage />, {
      route: `/collaborate/${ID}/wrong`,
      path: '/collaborate/:storyId/:token',
    });
    expect(await screen.findByRole('heading', { name: 'Story Not Found' })).toBeInTheDocument();
    expect(screen.getByText(COLLABORATION_TEXTS.notFoundText)).toBeInTheDocument();
  });

  it('escapes what writers typed', async () => {
    const s = server();
    s.add('parent', uuid(3), '<img src=x onerror="alert(1)"> hello');
    installFakeApi(s.handler);
    renderWithApp(<CollaboratePage />, { route: ROUTE, path: '/collaborate/:storyId/:token' });
    expect(await screen.findByText('<img src=x onerror="alert(1)"> hello')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });
});
