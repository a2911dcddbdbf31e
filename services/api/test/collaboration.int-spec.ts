import {
  COLLABORATION_TEXTS,
  type CollaborativeStory,
  type ContributionView,
  type CreatedCollaborativeStory,
  MESSAGES,
  type PromptView,
  type Story,
  typographic,
} from '@shop/contracts';
import {
  CollaborationRepository,
  StoryContributionEntity,
  StoryEntity,
  StoryPromptEntity,
} from '@shop/db';
import { JobProducer, jobIds } from '@shop/queue';
import { countWords, planCollaborativePrompts, skeletonFor } from '@shop/story-engine';
import { waitFor } from '@shop/testing';
import { DataSource } from 'typeorm';
import { startHarness, type Harness, type Visitor } from '../../../test/support/harness';
import { VALID_STORY, waitForFinalStory } from '../../../test/support/stories';
import { ReconcileStoriesHandler } from '../../worker/src/story/reconcile-stories.handler';
import { WeaveStoryHandler } from '../../worker/src/story/weave-story.handler';

const FORM = {
  childName: 'Mia',
  animal: 'fox',
  theme: 'kindness',
  ageRange: 'preschool',
  parentContribution: 'Mia found a fox hiding behind the garden shed.',
  childContribution: 'The fox had a tiny map with a big red X on it!',
  wordCount: 1000,
  isCollaborative: true,
};
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

interface Created {
  id: string;
  token: string;
  sharePath: string;
  story: CollaborativeStory;
}

describe('Create Together (API + worker, real Postgres and Redis)', () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness({
      config: { STORY_RATE_LIMIT_PER_VISITOR: '100', STORY_RATE_LIMIT_PER_IP: '500' },
    });
  });
  afterAll(() => h.close());

  async function create(parent: Visitor, form: Record<string, unknown> = FORM): Promise<Created> {
    const res = await parent.post('/api/stories/collaborative', form);
    expect(res.statusCode).toBe(201);
    const body = res.json() as CreatedCollaborativeStory;
    return {
      id: body.story.id,
      token: body.story.collaborativeToken,
      sharePath: body.sharePath,
      story: body.story,
    };
  }

  const q = (token: string) => `?token=${encodeURIComponent(token)}`;
  const prompts = async (v: Visitor, c: Created) =>
    (await v.get(`/api/stories/prompts/${c.id}${q(c.token)}`)).json() as PromptView[];
  const parts = async (v: Visitor, c: Created) =>
    (await v.get(`/api/stories/contributions/${c.id}${q(c.token)}`)).json() as ContributionView[];
  const contribute = (v: Visitor, c: Created, body: Record<string, unknown>) =>
    v.post('/api/stories/contribute', { storyId: c.id, token: c.token, ...body });

  /** Answers every open prompt in order, each by its writer (the child takes "both"). */
  async function finish(parent: Visitor, child: Visitor, c: Created): Promise<void> {
    for (const p of (await prompts(parent, c)).filter((x) => !x.completed)) {
      const writer = p.targetContributor === 'parent' ? parent : child;
      const role = p.targetContributor === 'parent' ? 'parent' : 'child';
      const res = await contribute(writer, c, {
        contributorType: role,
        promptId: p.id,
        content: `Part ${p.order} by the ${role}.`,
      });
      expect(res.statusCode).toBe(201);
    }
  }

  it('creates a collaborative story with a long random token, its prompts and the two opening parts', async () => {
    const parent = h.visitor();
    const c = await create(parent);
    expect(c.token).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes
    expect(c.sharePath).toBe(`/collaborate/${c.id}/${c.token}`);
    expect(c.story).toMatchObject({
      isCollaborative: true,
      collaborationStatus: 'in_progress',
      childName: 'Mia',
      animal: 'fox',
      requestedWordCount: 1000,
      parentContributions: [FORM.parentContribution],
      childContributions: [FORM.childContribution],
      completedParts: 2,
      totalParts: 8,
      parts: null,
    });
    expect(c.story.title).toMatch(/Mia/);
    expect(c.story.content).toBe(`${FORM.parentContribution}\n\n${FORM.childContribution}`);

    // Tokens are unique per story and stored as given.
    const other = await create(parent);
    expect(other.token).not.toBe(c.token);
    const row = await h.api
      .get(DataSource)
      .getRepository(StoryEntity)
      .findOneByOrFail({ id: c.id });
    expect(row.collaborativeToken).toBe(c.token);

    // The creator finds it among their stories.
    const list = (await parent.get('/api/stories')).json() as {
      id: string;
      isCollaborative: boolean;
    }[];
    expect(list.find((s) => s.id === c.id)?.isCollaborative).toBe(true);
  });

  it('rejects a bad form with the validation message for each field', async () => {
    const res = await h.visitor().post('/api/stories/collaborative', {
      childName: ' ',
      animal: '',
      theme: '',
      ageRange: '',
      parentContribution: 'abc',
      childContribution: '    ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual(
      expect.arrayContaining([
        { field: 'childName', message: MESSAGES.collaborative.childName },
        { field: 'animal', message: MESSAGES.collaborative.animal },
        { field: 'theme', message: MESSAGES.collaborative.theme },
        { field: 'ageRange', message: MESSAGES.collaborative.ageRange },
        { field: 'parentContribution', message: MESSAGES.collaborative.parentContribution },
        { field: 'childContribution', message: MESSAGES.collaborative.childContribution },
      ]),
    );
    const rude = await h
      .visitor()
      .post('/api/stories/collaborative', { ...FORM, childContribution: 'you are a bitch' });
    expect(rude.statusCode).toBe(400);
    expect(rude.json().details).toEqual([
      { field: 'childContribution', message: COLLABORATION_TEXTS.contributionNotAllowed },
    ]);
  });

  it('lets a token holder on another device read the story, its prompts in order and its parts', async () => {
    const c = await create(h.visitor());
    const child = h.visitor();
    const story = await child.get(`/api/stories/collaborative/${c.id}${q(c.token)}`);
    expect(story.statusCode).toBe(200);
    expect((story.json() as CollaborativeStory).collaborativeToken).toBe(c.token);

    const list = await prompts(child, c);
    expect(list.map((p) => [p.order, p.promptType, p.targetContributor, p.completed])).toEqual([
      [1, 'start', 'parent', true],
      [2, 'start', 'child', true],
      [3, 'middle', 'parent', false],
      [4, 'middle', 'child', false],
      [5, 'middle', 'parent', false],
      [6, 'middle', 'child', false],
      [7, 'end', 'parent', false],
      [8, 'end', 'child', false],
    ]);
    expect(list.every((p) => p.promptText.length > 10)).toBe(true);

    expect((await parts(child, c)).map((p) => [p.contributorType, p.content, p.promptId])).toEqual([
      ['parent', FORM.parentContribution, list[0]!.id],
      ['child', FORM.childContribution, list[1]!.id],
    ]);
  });

  it('answers a wrong, missing or malformed token exactly like a missing story (404)', async () => {
    const c = await create(h.visitor());
    const other = await create(h.visitor());
    const stranger = h.visitor();
    const { id: plainId } = (
      await h.visitor().post('/api/stories/generate', VALID_STORY)
    ).json() as Story;
    const missing = await stranger.get(`/api/stories/collaborative/${MISSING_ID}${q(c.token)}`);
    expect(missing.statusCode).toBe(404);
    for (const path of ['collaborative', 'prompts', 'contributions']) {
      for (const suffix of [
        '',
        '?token=',
        q(c.token.slice(0, -1) + (c.token.endsWith('A') ? 'B' : 'A')),
        q(other.token),
        '?token=x&token=y',
      ]) {
        const res = await stranger.get(`/api/stories/${path}/${c.id}${suffix}`);
        expect({ path, suffix, status: res.statusCode }).toEqual({ path, suffix, status: 404 });
        expect(res.json()).toEqual(missing.json());
      }
      expect((await stranger.get(`/api/stories/${path}/not-a-uuid${q(c.token)}`)).json()).toEqual(
        missing.json(),
      );
      // A regular story has no token to hold.
      expect((await stranger.get(`/api/stories/${path}/${plainId}${q(c.token)}`)).statusCode).toBe(
        404,
      );
    }
    const wrong = await contribute(stranger, c, {
      token: other.token,
      contributorType: 'child',
      content: 'Hello there',
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toEqual(missing.json());
  });

  it('validates a contribution with the validation messages', async () => {
    const c = await create(h.visitor());
    const child = h.visitor();
    const res = await child.post('/api/stories/contribute', {
      storyId: c.id,
      token: '',
      contributorType: 'kid',
      content: '   ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual(
      expect.arrayContaining([
        { field: 'token', message: MESSAGES.contribution.token },
        { field: 'content', message: MESSAGES.contribution.content },
        expect.objectContaining({ field: 'contributorType' }),
      ]),
    );
    const long = await contribute(child, c, {
      contributorType: 'child',
      content: 'a'.repeat(1501),
    });
    expect(long.json().details).toEqual([
      { field: 'content', message: COLLABORATION_TEXTS.contributionTooLong },
    ]);
    const rude = await contribute(child, c, { contributorType: 'child', content: 'shit' });
    expect(rude.json().details).toEqual([
      { field: 'content', message: COLLABORATION_TEXTS.contributionNotAllowed },
    ]);

    // A part meant for the parent can't be taken by the child.
    const parentPrompt = (await prompts(child, c)).find(
      (p) => !p.completed && p.targetContributor === 'parent',
    )!;
    const wrongRole = await contribute(child, c, {
      contributorType: 'child',
      promptId: parentPrompt.id,
      content: 'Mine!',
    });
    expect(wrongRole.statusCode).toBe(400);
    expect(wrongRole.json().message).toBe(COLLABORATION_TEXTS.wrongContributor);
    expect(
      (
        await contribute(child, c, {
          contributorType: 'child',
          promptId: MISSING_ID,
          content: 'Hi',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('stores parts as plain text, completes their prompt and keeps the story in prompt order', async () => {
    const parent = h.visitor();
    const c = await create(parent);
    const child = h.visitor();
    // The child writes first, without naming a prompt: it answers the child's first open one (4).
    const childRes = await contribute(child, c, {
      contributorType: 'child',
      content: '  <b>Mia</b> built a bridge!  ',
    });
    expect(childRes.statusCode).toBe(201);
    const childPart = childRes.json() as ContributionView;
    expect(childPart).toMatchObject({
      contributorType: 'child',
      content: '<b>Mia</b> built a bridge!',
    });
    const list = await prompts(parent, c);
    expect(list.find((p) => p.id === childPart.promptId)?.order).toBe(4);

    // Then the parent answers the earlier prompt (3).
    const parentRes = await contribute(parent, c, {
      contributorType: 'parent',
      content: 'But the river was too wide.',
    });
    expect(parentRes.statusCode).toBe(201);
    expect(list.find((p) => p.id === (parentRes.json() as ContributionView).promptId)?.order).toBe(
      3,
    );

    // Each side sees both, in story order, not in the order they were written.
    expect((await parts(child, c)).map((p) => p.content)).toEqual([
      FORM.parentContribution,
      FORM.childContribution,
      'But the river was too wide.',
      '<b>Mia</b> built a bridge!',
    ]);
    const story = (
      await child.get(`/api/stories/collaborative/${c.id}${q(c.token)}`)
    ).json() as CollaborativeStory;
    expect(story).toMatchObject({
      completedParts: 4,
      collaborationStatus: 'in_progress',
      parentContributions: [FORM.parentContribution, 'But the river was too wide.'],
      childContributions: [FORM.childContribution, '<b>Mia</b> built a bridge!'],
    });
    // The part a writer already answered can't be answered again.
    const again = await contribute(parent, c, {
      contributorType: 'child',
      promptId: childPart.promptId,
      content: 'Again',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      statusCode: 409,
      message: COLLABORATION_TEXTS.promptTaken,
    });
  });

  it('lets exactly one of two writers racing on the same prompt win; the other gets a clear 409', async () => {
    for (let round = 0; round < 5; round++) {
      const parent = h.visitor();
      const c = await create(parent);
      // the child's link open on two devices at once
      const child = h.visitor();
      const tablet = h.visitor();
      const open = (await prompts(parent, c)).find(
        (p) => p.targetContributor === 'child' && !p.completed,
      )!;
      const [a, b] = await Promise.all([
        contribute(tablet, c, {
          contributorType: 'child',
          promptId: open.id,
          content: 'The tablet’s idea.',
        }),
        contribute(child, c, {
          contributorType: 'child',
          promptId: open.id,
          content: 'The child’s idea.',
        }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
      const loser = a.statusCode === 409 ? a : b;
      expect(loser.json()).toMatchObject({
        statusCode: 409,
        error: 'Conflict',
        message: COLLABORATION_TEXTS.promptTaken,
      });
      const stored = (await parts(child, c)).filter((p) => p.promptId === open.id);
      expect(stored).toHaveLength(1);
      expect(stored[0]!.content).toBe(
        ((a.statusCode === 201 ? a : b).json() as ContributionView).content,
      );
    }
  });

  it('lets the unique index decide when both writers got past every check', async () => {
    const c = await create(h.visitor());
    const db = h.api.get(DataSource);
    const prompt = await db
      .getRepository(StoryPromptEntity)
      .findOneByOrFail({ storyId: c.id, targetContributor: 'child', order: 4 });
    const repo = h.api.get(CollaborationRepository);
    // Both callers hold the prompt as still open: only the database can tell them apart.
    const results = await Promise.all([
      repo.contribute(c.id, { ...prompt }, 'child', 'One', countWords),
      repo.contribute(c.id, { ...prompt }, 'child', 'Two', countWords),
    ]);
    expect(results.map((r) => r.kind).sort()).toEqual(['added', 'taken']);
    expect(await db.getRepository(StoryContributionEntity).countBy({ promptId: prompt.id })).toBe(
      1,
    );
  });

  it('keeps every part when the two writers answer different prompts at the same time', async () => {
    const parent = h.visitor();
    const c = await create(parent);
    const child = h.visitor();
    const results = await Promise.all([
      contribute(parent, c, { contributorType: 'parent', content: 'Parent part.' }),
      contribute(child, c, { contributorType: 'child', content: 'Child part.' }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
    const story = (
      await parent.get(`/api/stories/collaborative/${c.id}${q(c.token)}`)
    ).json() as CollaborativeStory;
    expect(story.parentContributions).toEqual([FORM.parentContribution, 'Parent part.']);
    expect(story.childContributions).toEqual([FORM.childContribution, 'Child part.']);
    expect(story.completedParts).toBe(4);
  });

  it('completes the story with the last part and weaves it, keeping who wrote what', async () => {
    const parent = h.visitor();
    const c = await create(parent);
    const child = h.visitor();
    await finish(parent, child, c);

    const done = await waitFor(
      async () => {
        const s = (
          await child.get(`/api/stories/collaborative/${c.id}${q(c.token)}`)
        ).json() as CollaborativeStory;
        return s.generationStatus === 'ready' && s.parts ? s : undefined;
      },
      { what: 'the story to be woven' },
    );
    expect(done).toMatchObject({
      collaborationStatus: 'complete',
      completedParts: 8,
      totalParts: 8,
      progress: 100,
    });
    const authored = done.parts!.filter((p) => p.author !== 'narrator');
    const roles = ['parent', 'child', 'parent', 'child', 'parent', 'child', 'parent', 'child'];
    expect(authored.map((p) => p.author)).toEqual(roles);
    expect(authored.map((p) => p.text)).toEqual([
      FORM.parentContribution,
      FORM.childContribution,
      ...roles.slice(2).map((role, i) => `Part ${i + 3} by the ${role}.`),
    ]);
    expect(done.parts!.some((p) => p.author === 'narrator')).toBe(true);
    expect(done.content).toBe(done.parts!.map((p) => p.text).join('\n\n'));
    const row = await h.api
      .get(DataSource)
      .getRepository(StoryEntity)
      .findOneByOrFail({ id: c.id });
    expect(row.pages).toHaveLength(10);
    expect(row.pages!.map((p) => p.text).join('\n\n')).toBe(done.content);

    // Nothing more can be added.
    const late = await contribute(child, c, {
      contributorType: 'child',
      content: 'One more thing!',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(COLLABORATION_TEXTS.storyComplete);

    // Weaving again changes nothing (a re-delivered job).
    const again = await h
      .worker!.get(WeaveStoryHandler)
      .handle({ storyId: c.id }, { id: 'again' } as never);
    expect(again.written).toBe(false);
    expect(
      (
        (
          await child.get(`/api/stories/collaborative/${c.id}${q(c.token)}`)
        ).json() as CollaborativeStory
      ).content,
    ).toBe(done.content);

    // A woven story is never re-generated as a regular one.
    expect((await parent.post(`/api/stories/${c.id}/regenerate`)).statusCode).toBe(409);
  });

  it('makes the family’s own book: the skeleton’s prompts, every line verbatim, nothing twice', async () => {
    const parent = h.visitor();
    const c = await create(parent);
    const child = h.visitor();
    // the prompts are the kindness skeleton's, told for Mia and her companion
    const asked = await prompts(parent, c);
    const stories = h.api.get(DataSource).getRepository(StoryEntity);
    const { seed } = await stories.findOneByOrFail({ id: c.id });
    const plan = planCollaborativePrompts(
      { childName: 'Mia', animal: 'fox', theme: 'kindness', pronoun: 'they' },
      seed,
    );
    expect(asked.map((p) => [p.order, p.promptType, p.targetContributor, p.promptText])).toEqual(
      plan.map((p) => [p.order, p.promptType, p.targetContributor, p.promptText]),
    );
    const skeleton = skeletonFor('kindness');
    expect(asked.map((p) => p.promptText)).toEqual(
      skeleton.prompts.map((p) => expect.stringContaining(p.ask.split('{')[0]!.trim())),
    );
    const written = [
      'But the river was too wide to cross, and the fox felt scared.\n\nMia sat down on a rock. "We need a bridge," she said.',
      'Mia built a bridge out of sticks and stones!',
      'On the other side sat a sad little hedgehog, so Mia shared her sandwich.',
      "The hedgehog's name was Prickles -- and he laughed for the first time all day.",
      'Together they dug where the X was and found a box of seeds.',
      'They planted them and a rainbow garden grew. Everyone was happy',
    ];
    for (const [i, p] of asked.filter((x) => !x.completed).entries()) {
      const role = p.targetContributor === 'parent' ? 'parent' : 'child';
      const res = await contribute(role === 'parent' ? parent : child, c, {
        contributorType: role,
        promptId: p.id,
        content: written[i],
      });
      expect(res.statusCode).toBe(201);
    }
    const done = await waitFor(
      async () => {
        const s = (
          await child.get(`/api/stories/collaborative/${c.id}${q(c.token)}`)
        ).json() as CollaborativeStory;
        return s.generationStatus === 'ready' && s.parts ? s : undefined;
      },
      { what: 'the story to be woven' },
    );
    const lines = [FORM.parentContribution, FORM.childContribution, ...written];
    // every family line in order, exactly as typed, credited to its writer, each on its own page
    const authored = done.parts!.filter((p) => p.author !== 'narrator');
    expect(authored.map((p) => p.text)).toEqual(lines);
    expect(authored.map((p) => p.author)).toEqual(asked.map((p) => p.targetContributor));
    for (const line of lines) expect(done.content).toContain(line);
    const row = await stories.findOneByOrFail({ id: c.id });
    expect(row.pages).toHaveLength(10);
    lines.forEach((line, i) => expect(row.pages![i + 1]!.text.endsWith(line)).toBe(true));
    expect(row.companionName).toBeTruthy();
    // the only other words: the skeleton's opening, closing and lead lines, none of them twice
    const narration = done.parts!.filter((p) => p.author === 'narrator').map((p) => p.text);
    expect(narration[0]).toContain('red wagon');
    expect(narration.at(-1)).toContain('red wagon');
    expect(narration.slice(1, -1)).toEqual(
      skeleton.prompts.flatMap((p) => (p.lead ? [typographic(p.lead)] : [])),
    );
    expect(new Set(narration).size).toBe(narration.length);
    const sentences = narration.flatMap((t) => t.split(/(?<=[.!?\u2026\u201d])\s+/));
    expect(new Set(sentences).size).toBe(sentences.length);
    expect(countWords(done.content)).toBe(done.wordCount);
  });

  it('opens the story view for the creator and for a token holder only', async () => {
    const parent = h.visitor();
    const c = await create(parent);
    const child = h.visitor();
    expect((await parent.get(`/api/stories/${c.id}`)).statusCode).toBe(200);
    const viaToken = await child.get(`/api/stories/${c.id}${q(c.token)}`);
    expect(viaToken.statusCode).toBe(200);
    expect((viaToken.json() as Story).childContributions).toEqual([FORM.childContribution]);
    expect(viaToken.json()).not.toHaveProperty('collaborativeToken');
    expect((await child.get(`/api/stories/${c.id}`)).statusCode).toBe(404);
    expect((await child.get(`/api/stories/${c.id}?token=wrong`)).statusCode).toBe(404);
    // The creator reads the collaborative view (and its link) without the token.
    const own = (
      await parent.get(`/api/stories/collaborative/${c.id}`)
    ).json() as CollaborativeStory;
    expect(own.collaborativeToken).toBe(c.token);
  });
  it('lets a token holder (not only the creator) check out the story', async () => {
    const c = await create(h.visitor());
    const child = h.visitor();
    const shipping = {
      fullName: 'Jane Parent',
      email: 'jane@example.com',
      phone: '5125550100',
      address: '1 Main Street',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
    };
    const pay = (v: Visitor, token?: string) =>
      v.post('/api/create-payment-intent', {
        storyId: c.id,
        amount: 24.99,
        shippingDetails: shipping,
        collaborativeToken: token,
      });
    // Past the access check: this test shop has no payment keys, so it answers 503, not 404.
    expect((await pay(child, c.token)).statusCode).toBe(503);
    expect((await pay(child)).statusCode).toBe(404);
    expect((await pay(h.visitor(), 'x'.repeat(43))).statusCode).toBe(404);
  });
});

describe('Create Together weaving when the job was lost', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({
      worker: false,
      config: { STORY_RECONCILE_AFTER_MS: '0', STORY_RECONCILE_INTERVAL_MS: '86400000' },
    });
  });
  afterAll(() => h.close());

  it('the reconciler re-enqueues the weaving (never a generated story) and it ends woven', async () => {
    const parent = h.visitor();
    const res = await parent.post('/api/stories/collaborative', FORM);
    const { story } = res.json() as CreatedCollaborativeStory;
    const c = { id: story.id, token: story.collaborativeToken };
    const list = (
      await parent.get(`/api/stories/prompts/${c.id}?token=${c.token}`)
    ).json() as PromptView[];
    for (const p of list.filter((x) => !x.completed)) {
      const role = p.targetContributor === 'parent' ? 'parent' : 'child';
      await parent.post('/api/stories/contribute', {
        storyId: c.id,
        token: c.token,
        contributorType: role,
        promptId: p.id,
        content: `Part ${p.order}.`,
      });
    }
    const queue = h.api.get(JobProducer).queue('story');
    expect(await queue.getJob(jobIds.storyWeave(c.id))).toBeDefined();
    await queue.obliterate({ force: true });
    expect(((await parent.get(`/api/stories/${c.id}`)).json() as Story).generationStatus).toBe(
      'queued',
    );

    const worker = await h.startWorker();
    const result = await worker.get(ReconcileStoriesHandler).handle();
    expect(result.requeued).toContain(c.id);
    expect(await queue.getJob(jobIds.storyGenerate(c.id, 1))).toBeUndefined();

    const woven = await waitForFinalStory(parent, c.id);
    expect(woven.generationStatus).toBe('ready');
    expect(woven.content).toContain('Part 8.');
    expect(woven.content).toContain(FORM.parentContribution);
  });
});
