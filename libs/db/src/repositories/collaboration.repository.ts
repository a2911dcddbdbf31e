import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  COLLABORATIVE_WORD_COUNT,
  type ContributorType,
  type CreateCollaborativeStoryRequest,
} from '@shop/contracts';
import { DataSource, type EntityManager, QueryFailedError, type Repository } from 'typeorm';
import { StoryContributionEntity } from '../entities/story-contribution.entity';
import { StoryPromptEntity } from '../entities/story-prompt.entity';
import { StoryEntity } from '../entities/story.entity';
import { StoryRepository } from './story.repository';

/** Postgres: a unique index refused the row (here: someone answered the prompt first). */
const UNIQUE_VIOLATION = '23505';

/** One prompt of a story's plan, as the story engine plans them. */
type PlannedPromptRow = Pick<
  StoryPromptEntity,
  'promptText' | 'promptType' | 'targetContributor' | 'order'
>;

/** How the story's running text is counted (the story engine's word count). */
export type WordCounter = (text: string) => number;

/** A part with the prompt it answers (for weaving the finished story). */
export type PromptedPart = StoryContributionEntity & { prompt: StoryPromptEntity };

export interface NewCollaborativeStory {
  input: CreateCollaborativeStoryRequest;
  ownerVisitorId: string;
  token: string;
  seed: number;
  title: string;
  prompts: readonly PlannedPromptRow[];
  countWords: WordCounter;
}

export type ContributeOutcome =
  | { kind: 'added'; contribution: StoryContributionEntity; completedStory: boolean }
  | { kind: 'taken' };

function isUniqueViolation(err: unknown): boolean {
  if (!(err instanceof QueryFailedError)) return false;
  const e = err as QueryFailedError & { code?: string; driverError?: { code?: string } };
  return (e.driverError?.code ?? e.code) === UNIQUE_VIOLATION;
}

/**
 * Create Together stories' prompts and contributions (the parts each author wrote). The story row
 * itself (its running text, lists and status) is written by StoryRepository, in the same
 * transaction.
 */
@Injectable()
export class CollaborationRepository {
  private readonly prompts: Repository<StoryPromptEntity>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly stories: StoryRepository,
  ) {
    this.prompts = dataSource.getRepository(StoryPromptEntity);
  }

  /**
   * One transaction: the story, its prompts in order, and the two opening parts from the form
   * answering the first parent and child prompts.
   */
  async create(n: NewCollaborativeStory): Promise<StoryEntity> {
    return this.dataSource.transaction(async (m) => {
      const story = await this.stories.createCollaborative(m, {
        ownerVisitorId: n.ownerVisitorId,
        childName: n.input.childName,
        animal: n.input.animal,
        theme: n.input.theme,
        ageRange: n.input.ageRange,
        title: n.title,
        requestedWordCount: COLLABORATIVE_WORD_COUNT,
        pronoun: n.input.pronoun,
        childLook: n.input.childLook,
        collaborativeToken: n.token,
        seed: n.seed,
      });
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
      await this.refreshStory(m, story.id, n.countWords);
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
    countWords: WordCounter,
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
        const completedStory = await this.refreshStory(m, storyId, countWords);
        const contribution = await m.findOneByOrFail(StoryContributionEntity, { id });
        return { kind: 'added', contribution, completedStory } as const;
      });
    } catch (err) {
      if (isUniqueViolation(err)) return { kind: 'taken' };
      throw err;
    }
  }

  /** The parts with their prompts, in the prompts' order (parts answering no prompt left out). */
  listPromptedParts(storyId: string): Promise<PromptedPart[]> {
    return this.dataSource
      .getRepository(StoryContributionEntity)
      .createQueryBuilder('c')
      .innerJoinAndMapOne('c.prompt', StoryPromptEntity, 'p', 'p.id = c."promptId"')
      .where('c."storyId" = :storyId', { storyId })
      .orderBy('p."order"', 'ASC')
      .getMany() as Promise<PromptedPart[]>;
  }

  /**
   * Rebuilds the story from its parts (inside the caller's transaction, holding the story's row):
   * the parent's and child's lists, the text so far, and the status. When the last prompt is done
   * the story becomes complete and is queued for weaving; returns true exactly then.
   */
  private async refreshStory(
    m: EntityManager,
    storyId: string,
    countWords: WordCounter,
  ): Promise<boolean> {
    const { wasComplete } = await this.stories.lockParts(m, storyId);
    const parts = await this.listContributions(storyId, m);
    const open = await m.countBy(StoryPromptEntity, { storyId, completed: false });
    const complete = open === 0;
    await this.stories.writeParts(m, storyId, parts, { wasComplete, complete, countWords });
    return complete && !wasComplete;
  }
}
