import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  COLLABORATIVE_WORD_COUNT,
  type ContributorType,
  type CreateCollaborativeStoryRequest,
} from '@shop/contracts';
import { StoryContributionEntity, StoryEntity, StoryPromptEntity } from '@shop/db';
import { countWords, type PlannedPrompt } from '@shop/story-engine';
import { DataSource, type EntityManager, QueryFailedError, Repository } from 'typeorm';

/** Postgres: a unique index refused the row (here: someone answered the prompt first). */
const UNIQUE_VIOLATION = '23505';

export interface NewCollaborativeStory {
  input: CreateCollaborativeStoryRequest;
  ownerVisitorId: string;
  token: string;
  seed: number;
  title: string;
  prompts: readonly PlannedPrompt[];
}

export type ContributeOutcome =
  | { kind: 'added'; contribution: StoryContributionEntity; completedStory: boolean }
  | { kind: 'taken' };

function isUniqueViolation(err: unknown): boolean {
  if (!(err instanceof QueryFailedError)) return false;
  const e = err as QueryFailedError & { code?: string; driverError?: { code?: string } };
  return (e.driverError?.code ?? e.code) === UNIQUE_VIOLATION;
}

/** The SQL of collaborative stories: prompts, contributions and the story's running text. */
@Injectable()
export class CollaborationRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(StoryPromptEntity) private readonly prompts: Repository<StoryPromptEntity>,
    @InjectRepository(StoryContributionEntity)
    private readonly contributions: Repository<StoryContributionEntity>,
  ) {}

  /**
   * One transaction: the story, its prompts in order, and the two opening parts from the form
   * answering the first parent and child prompts.
   */
  async create(n: NewCollaborativeStory): Promise<StoryEntity> {
    return this.dataSource.transaction(async (m) => {
      const story = await m.save(
        m.create(StoryEntity, {
          ownerVisitorId: n.ownerVisitorId,
          childName: n.input.childName,
          animal: n.input.animal,
          theme: n.input.theme,
          ageRange: n.input.ageRange,
          title: n.title,
          requestedWordCount: COLLABORATIVE_WORD_COUNT,
          pronoun: n.input.pronoun,
          childLook: n.input.childLook,
          isCollaborative: true,
          collaborativeToken: n.token,
          collaborationStatus: 'in_progress',
          // Nothing to generate yet: the story is its parts so far, readable at once.
          generationStatus: 'ready',
          progress: 100,
          seed: n.seed,
        }),
      );
      const prompts = await m.save(
        n.prompts.map((p) =>
          m.create(StoryPromptEntity, {
            storyId: story.id,
            promptText: p.promptText,
            promptType: p.promptType,
            targetContributor: p.targetContributor,
            order: p.order,
            completed: false,
          }),
        ),
      );
      const opening: [ContributorType, string][] = [
        ['parent', n.input.parentContribution],
        ['child', n.input.childContribution],
      ];
      for (const [role, content] of opening) {
        const prompt = prompts.find((p) => !p.completed && p.targetContributor === role);
        if (!prompt) throw new Error(`the prompt plan has no ${role} part`);
        await m.insert(StoryContributionEntity, {
          storyId: story.id,
          promptId: prompt.id,
          contributorType: role,
          content,
        });
        prompt.completed = true;
        await m.update(StoryPromptEntity, { id: prompt.id }, { completed: true });
      }
      await this.refreshStory(m, story.id);
      return m.findOneByOrFail(StoryEntity, { id: story.id });
    });
  }

  listPrompts(storyId: string): Promise<StoryPromptEntity[]> {
    return this.prompts.find({ where: { storyId }, order: { order: 'ASC' } });
  }

  /** The parts written so far in story order (the prompts' order; unprompted ones last, by time). */
  listContributions(
    storyId: string,
    m: EntityManager = this.dataSource.manager,
  ): Promise<StoryContributionEntity[]> {
    return m
      .createQueryBuilder(StoryContributionEntity, 'c')
      .leftJoin(StoryPromptEntity, 'p', 'p.id = c."promptId"')
      .where('c."storyId" = :storyId', { storyId })
      .orderBy('p."order"', 'ASC', 'NULLS LAST')
      .addOrderBy('c."createdAt"', 'ASC')
      .addOrderBy('c.id', 'ASC')
      .getMany();
  }

  /**
   * Adds a part answering `prompt`. Two writers racing on the same prompt both get this far; the
   * unique index on the contribution's prompt lets exactly one insert through, and the other is
   * told the part was taken. The story's running text and lists are then rebuilt under a row lock,
   * so parts added at the same time to different prompts all make it in.
   */
  async contribute(
    storyId: string,
    prompt: StoryPromptEntity,
    role: ContributorType,
    content: string,
  ): Promise<ContributeOutcome> {
    try {
      return await this.dataSource.transaction(async (m) => {
        const inserted = await m.insert(StoryContributionEntity, {
          storyId,
          promptId: prompt.id,
          contributorType: role,
          content,
        });
        const id = (inserted.identifiers[0] as { id: string }).id;
        await m.update(StoryPromptEntity, { id: prompt.id }, { completed: true });
        const completedStory = await this.refreshStory(m, storyId);
        const contribution = await m.findOneByOrFail(StoryContributionEntity, { id });
        return { kind: 'added', contribution, completedStory } as const;
      });
    } catch (err) {
      if (isUniqueViolation(err)) return { kind: 'taken' };
      throw err;
    }
  }

  /**
   * Rebuilds the story from its parts (inside the caller's transaction, holding the story's row):
   * the parent's and child's lists, the text so far, and the status. When the last prompt is done
   * the story becomes complete and is queued for weaving; returns true exactly then.
   */
  private async refreshStory(m: EntityManager, storyId: string): Promise<boolean> {
    // NO KEY UPDATE: serialises writers of this story without blocking the foreign-key checks of
    // rows being inserted for it (which take KEY SHARE).
    const rows = (await m.query(
      `SELECT "collaborationStatus" FROM "stories" WHERE "id" = $1 FOR NO KEY UPDATE`,
      [storyId],
    )) as {
      collaborationStatus: string;
    }[];
    const wasComplete = rows[0]?.collaborationStatus === 'complete';
    const parts = await this.listContributions(storyId, m);
    const open = await m.countBy(StoryPromptEntity, { storyId, completed: false });
    const content = parts.map((p) => p.content).join('\n\n');
    const complete = open === 0;
    await m.update(
      StoryEntity,
      { id: storyId },
      {
        parentContributions: parts
          .filter((p) => p.contributorType === 'parent')
          .map((p) => p.content),
        childContributions: parts
          .filter((p) => p.contributorType === 'child')
          .map((p) => p.content),
        ...(wasComplete
          ? {}
          : {
              content,
              wordCount: countWords(content),
              collaborationStatus: complete ? 'complete' : 'in_progress',
              ...(complete ? { generationStatus: 'queued' as const, progress: 0 } : {}),
            }),
      },
    );
    return complete && !wasComplete;
  }
}
