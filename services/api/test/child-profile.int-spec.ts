import {
  CHILD_PROFILE_MESSAGES,
  type CreatedCollaborativeStory,
  type PromptView,
  type Story,
} from '@shop/contracts';
import { StoryEntity } from '@shop/db';
import { type StoryProvider, weaveCollaborativeStory } from '@shop/story-engine';
import { DataSource } from 'typeorm';
import { startHarness, type Harness, type Visitor } from '../../../test/support/harness';
import { VALID_STORY, waitForFinalStory } from '../../../test/support/stories';
import { STORY_PROVIDER } from '../../worker/src/story/story-provider';

// The real weaving, watched: the test reads what the worker asked it to weave.
jest.mock('@shop/story-engine', () => {
  const actual = jest.requireActual<typeof import('@shop/story-engine')>('@shop/story-engine');
  return { ...actual, weaveCollaborativeStory: jest.fn(actual.weaveCollaborativeStory) };
});

const LOOK = { skinTone: 'brown', hairColor: 'black', hairStyle: 'afro', glasses: true } as const;
const TOGETHER = {
  childName: 'Mia',
  animal: 'fox',
  theme: 'kindness',
  ageRange: 'preschool',
  parentContribution: 'Mia found a fox hiding behind the garden shed.',
  childContribution: 'The fox had a tiny map with a big red X on it!',
};

describe('the child’s pronoun and look on a story (API + worker, real Postgres and Redis)', () => {
  let h: Harness;
  let write: jest.SpyInstance;

  beforeAll(async () => {
    h = await startHarness({
      config: { STORY_RATE_LIMIT_PER_VISITOR: '100', STORY_RATE_LIMIT_PER_IP: '500' },
    });
    const provider = h.worker!.get<StoryProvider>(STORY_PROVIDER, { strict: false });
    write = jest.spyOn(provider, 'write');
  });
  afterAll(() => h.close());

  const stored = (id: string) =>
    h.api.get(DataSource).getRepository(StoryEntity).findOneByOrFail({ id });

  async function expectRefused(
    url: string,
    body: Record<string, unknown>,
    details: { field: string; message: string }[],
  ) {
    const res = await h.visitor().post(url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(res.json().details).toEqual(expect.arrayContaining(details));
    expect(res.json().details).toHaveLength(details.length);
  }

  it('stores the chosen pronoun and look, returns them, and hands the pronoun to the writer', async () => {
    const parent = h.visitor();
    const res = await parent.post('/api/stories/generate', {
      ...VALID_STORY,
      pronoun: 'she',
      childLook: LOOK,
    });
    expect(res.statusCode).toBe(202);
    const queued = res.json() as Story;
    expect(queued).toMatchObject({ pronoun: 'she', childLook: LOOK });

    const row = await stored(queued.id);
    expect(row.pronoun).toBe('she');
    expect(row.childLook).toEqual(LOOK);

    const ready = await waitForFinalStory(parent, queued.id);
    expect(ready).toMatchObject({ generationStatus: 'ready', pronoun: 'she', childLook: LOOK });
    const asked = write.mock.calls.map(([req]) => req as { childName: string; pronoun?: string });
    expect(asked).toContainEqual(expect.objectContaining({ childName: 'Mia', pronoun: 'she' }));
  });

  it('keeps a partial look as chosen, nothing filled in', async () => {
    const res = await h.visitor().post('/api/stories/generate', {
      ...VALID_STORY,
      childLook: { hairStyle: 'braids' },
    });
    expect(res.statusCode).toBe(202);
    const story = res.json() as Story;
    expect(story.childLook).toEqual({ hairStyle: 'braids' });
    expect((await stored(story.id)).childLook).toEqual({ hairStyle: 'braids' });
  });

  it('defaults to they/them and no chosen look when the parent leaves both', async () => {
    const parent = h.visitor();
    const story = (await parent.post('/api/stories/generate', VALID_STORY)).json() as Story;
    expect(story).toMatchObject({ pronoun: 'they', childLook: {} });
    expect(await stored(story.id)).toMatchObject({ pronoun: 'they', childLook: {} });
    expect((await parent.get(`/api/stories/${story.id}`)).json()).toMatchObject({
      pronoun: 'they',
      childLook: {},
    });
  });

  it('refuses a bad pronoun or look with the field’s message, and stores nothing', async () => {
    const before = await h.api.get(DataSource).getRepository(StoryEntity).count();
    await expectRefused('/api/stories/generate', { ...VALID_STORY, pronoun: 'it' }, [
      { field: 'pronoun', message: CHILD_PROFILE_MESSAGES.pronoun },
    ]);
    await expectRefused(
      '/api/stories/generate',
      {
        ...VALID_STORY,
        childLook: { skinTone: 'green', hairColor: 'blue', hairStyle: 'mohawk', glasses: 'yes' },
      },
      [
        { field: 'childLook.skinTone', message: CHILD_PROFILE_MESSAGES.skinTone },
        { field: 'childLook.hairColor', message: CHILD_PROFILE_MESSAGES.hairColor },
        { field: 'childLook.hairStyle', message: CHILD_PROFILE_MESSAGES.hairStyle },
        { field: 'childLook.glasses', message: CHILD_PROFILE_MESSAGES.glasses },
      ],
    );
    await expectRefused('/api/stories/generate', { ...VALID_STORY, childLook: { eyes: 'blue' } }, [
      { field: 'childLook', message: CHILD_PROFILE_MESSAGES.unknownLookDetail(['eyes']) },
    ]);
    await expectRefused('/api/stories/generate', { ...VALID_STORY, childLook: 'curly hair' }, [
      { field: 'childLook', message: CHILD_PROFILE_MESSAGES.childLook },
    ]);
    expect(await h.api.get(DataSource).getRepository(StoryEntity).count()).toBe(before);
  });

  it('keeps the validation messages for the other fields alongside', async () => {
    await expectRefused('/api/stories/generate', { ...VALID_STORY, animal: '', pronoun: 'xe' }, [
      { field: 'animal', message: 'Please select an animal' },
      { field: 'pronoun', message: CHILD_PROFILE_MESSAGES.pronoun },
    ]);
  });

  describe('Create Together', () => {
    async function create(parent: Visitor, body: Record<string, unknown>) {
      const res = await parent.post('/api/stories/collaborative', body);
      expect(res.statusCode).toBe(201);
      return (res.json() as CreatedCollaborativeStory).story;
    }

    it('stores and returns the choice, and weaves with the pronoun', async () => {
      const parent = h.visitor();
      const child = h.visitor();
      const story = await create(parent, { ...TOGETHER, pronoun: 'he', childLook: LOOK });
      expect(story).toMatchObject({ pronoun: 'he', childLook: LOOK });
      expect(await stored(story.id)).toMatchObject({ pronoun: 'he', childLook: LOOK });
      const q = `?token=${encodeURIComponent(story.collaborativeToken)}`;
      expect((await child.get(`/api/stories/collaborative/${story.id}${q}`)).json()).toMatchObject({
        pronoun: 'he',
        childLook: LOOK,
      });

      // Both writers finish the story; the worker weaves it with the pronoun.
      const open = (
        (await parent.get(`/api/stories/prompts/${story.id}${q}`)).json() as PromptView[]
      ).filter((p) => !p.completed);
      for (const p of open) {
        const role = p.targetContributor === 'parent' ? 'parent' : 'child';
        const res = await (role === 'parent' ? parent : child).post('/api/stories/contribute', {
          storyId: story.id,
          token: story.collaborativeToken,
          contributorType: role,
          promptId: p.id,
          content: `Part ${p.order} by the ${role}.`,
        });
        expect(res.statusCode).toBe(201);
      }
      const woven = await waitForFinalStory(parent, story.id);
      expect(woven).toMatchObject({ generationStatus: 'ready', pronoun: 'he', childLook: LOOK });
      const weave = weaveCollaborativeStory as jest.MockedFunction<typeof weaveCollaborativeStory>;
      expect(weave).toHaveBeenCalledWith(
        expect.objectContaining({ childName: 'Mia', pronoun: 'he' }),
      );
    });

    it('defaults to they/them and refuses bad values with the field’s message', async () => {
      const story = await create(h.visitor(), TOGETHER);
      expect(story).toMatchObject({ pronoun: 'they', childLook: {} });
      await expectRefused(
        '/api/stories/collaborative',
        { ...TOGETHER, pronoun: 'they/them', childLook: { hairColor: 'green', tail: true } },
        [
          { field: 'pronoun', message: CHILD_PROFILE_MESSAGES.pronoun },
          { field: 'childLook.hairColor', message: CHILD_PROFILE_MESSAGES.hairColor },
          { field: 'childLook', message: CHILD_PROFILE_MESSAGES.unknownLookDetail(['tail']) },
        ],
      );
    });
  });
});
