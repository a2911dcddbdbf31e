import {
  BadRequestException,
  ConflictException,
  Injectable,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import {
  COLLABORATION_TEXTS,
  type ContributionRequest,
  type CreateCollaborativeStoryRequest,
  currentPromptFor,
} from '@shop/contracts';
import {
  CollaborationRepository,
  type StoryContributionEntity,
  StoryEntity,
  type StoryPromptEntity,
  StoryRepository,
} from '@shop/db';
import { JobProducer, jobIds } from '@shop/queue';
import {
  collaborativeTitle,
  countWords,
  planCollaborativePrompts,
  storySeed,
} from '@shop/story-engine';
import { randomBytes } from 'node:crypto';
import { STORY_NOT_FOUND } from '../stories/stories.service';
import { StoryAccessService } from '../stories/story-access.service';
import { StoryReadService } from '../stories/story-read.service';
import { StoryRules } from '../stories/story-rules.service';

/** 32 bytes from the operating system's secure source: 256 bits, 43 base64url characters. */
function newCollaborativeToken(): string {
  return randomBytes(32).toString('base64url');
}

export interface CollaborativeRequester {
  visitorId: string;
  token?: string;
}

@Injectable()
export class CollaborationService {
  private readonly logger = new Logger(CollaborationService.name);

  constructor(
    private readonly repo: CollaborationRepository,
    private readonly access: StoryAccessService,
    private readonly jobs: JobProducer,
    private readonly rules: StoryRules,
    private readonly stories: StoryRepository,
    private readonly reads: StoryReadService,
  ) {}

  /** A new Create Together story: its token, its prompts, and the two opening parts from the form. */
  async create(
    input: CreateCollaborativeStoryRequest,
    visitorId: string,
  ): Promise<{ story: StoryEntity; prompts: StoryPromptEntity[] }> {
    const seed = storySeed();
    const cast = {
      childName: input.childName,
      animal: input.animal,
      theme: input.theme,
      pronoun: input.pronoun,
    };
    const story = await this.repo.create({
      input,
      ownerVisitorId: visitorId,
      token: newCollaborativeToken(),
      seed,
      title: collaborativeTitle(cast, seed),
      prompts: planCollaborativePrompts(cast, seed),
      countWords,
    });
    return { story, prompts: await this.repo.listPrompts(story.id) };
  }

  /**
   * A collaborative story this request may use: a holder of its token, or its creator. A wrong, missing or malformed token, a story that is not collaborative and one that
   * does not exist all get the same 404.
   */
  async findCollaborative(id: string, who: CollaborativeRequester): Promise<StoryEntity> {
    const story = await this.access.findAccessible(id, {
      visitorId: who.visitorId,
      collaborativeToken: who.token || undefined,
    });
    if (!story.isCollaborative) throw new NotFoundException(STORY_NOT_FOUND);
    return story;
  }

  /** The story and its prompts (for the progress of the collaborative view). */
  async view(
    id: string,
    who: CollaborativeRequester,
  ): Promise<{ story: StoryEntity; prompts: StoryPromptEntity[] }> {
    const story = await this.findCollaborative(id, who);
    return { story, prompts: await this.repo.listPrompts(story.id) };
  }

  async prompts(id: string, who: CollaborativeRequester): Promise<StoryPromptEntity[]> {
    const story = await this.findCollaborative(id, who);
    return this.repo.listPrompts(story.id);
  }

  async contributions(id: string, who: CollaborativeRequester): Promise<StoryContributionEntity[]> {
    const story = await this.findCollaborative(id, who);
    return this.repo.listContributions(story.id);
  }

  /**
   * Withdraws the story's share link and issues a new one, for its creator only (anyone else,
   * link holders included, gets the story's 404). Answers once this API's cached reads have
   * forgotten the old token, so the old link is refused from the next request on.
   */
  async replaceShareLink(id: string, visitorId: string): Promise<string> {
    const token = newCollaborativeToken();
    if (!(await this.stories.replaceCollaborativeToken(id, visitorId, token)))
      throw new NotFoundException(STORY_NOT_FOUND);
    await this.reads.sync();
    return token;
  }

  /**
   * Adds a part. It answers the prompt given, or the writer's first open prompt. Never once the
   * story is ordered. One
   * answer per prompt: when two writers race, one wins and the other gets a 409 (their text stays
   * in their browser). The last part completes the story and queues the weaving job.
   */
  async contribute(
    input: ContributionRequest,
    visitorId: string,
  ): Promise<StoryContributionEntity> {
    const story = await this.findCollaborative(input.storyId, { visitorId, token: input.token });
    await this.rules.refuseIfFrozen(story.id, 'contribute');
    if (story.collaborationStatus === 'complete')
      throw new ConflictException(COLLABORATION_TEXTS.storyComplete);
    const prompts = await this.repo.listPrompts(story.id);
    let prompt: StoryPromptEntity | undefined;
    if (input.promptId) {
      prompt = prompts.find((p) => p.id === input.promptId);
      if (!prompt) throw new NotFoundException('That part of the story was not found.');
      if (
        prompt.targetContributor !== 'both' &&
        prompt.targetContributor !== input.contributorType
      ) {
        throw new BadRequestException(COLLABORATION_TEXTS.wrongContributor);
      }
    } else {
      prompt = currentPromptFor(prompts, input.contributorType);
      if (!prompt) {
        throw new ConflictException(
          prompts.every((p) => p.completed)
            ? COLLABORATION_TEXTS.storyComplete
            : COLLABORATION_TEXTS.noOpenPrompt,
        );
      }
    }
    if (prompt.completed) throw new ConflictException(COLLABORATION_TEXTS.promptTaken);

    const outcome = await this.repo.contribute(
      story.id,
      prompt,
      input.contributorType,
      input.content,
      countWords,
    );
    if (outcome.kind === 'taken') throw new ConflictException(COLLABORATION_TEXTS.promptTaken);
    if (outcome.completedStory) await this.enqueueWeave(story.id);
    return outcome.contribution;
  }

  /**
   * A failed enqueue (Redis briefly down) does not fail the contribution: the story is stored as
   * complete and queued, and the story reconciler enqueues its weaving once Redis is back.
   */
  private async enqueueWeave(storyId: string): Promise<void> {
    try {
      await this.jobs.enqueue('story.weave', { storyId }, { jobId: jobIds.storyWeave(storyId) });
    } catch (err) {
      this.logger.error(
        { err, storyId },
        'Could not enqueue the weaving; the reconciler will retry',
      );
    }
  }
}
