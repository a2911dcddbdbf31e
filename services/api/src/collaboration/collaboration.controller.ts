import {
  Body,
  Controller,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  type PipeTransform,
  Post,
  Query,
} from '@nestjs/common';
import {
  collaboratePath,
  type CollaborativeStory,
  type ContributionRequest,
  type ContributionView,
  contributionInputSchema,
  createCollaborativeStorySchema,
  type CreateCollaborativeStoryRequest,
  type CreatedCollaborativeStory,
  type PromptView,
  type ReplacedShareLink,
  replaceShareLinkSchema,
} from '@shop/contracts';
import { Public } from '../admin-auth/public.decorator';
import { StoryRateLimiter } from '../common/rate-limit';
import { ClientIp, VisitorId } from '../common/visitor';
import { ZodPipe } from '../common/zod.pipe';
import { STORY_NOT_FOUND } from '../stories/stories.service';
import { toCollaborativeStoryDto, toContributionView, toPromptView } from './collaboration.mapper';
import { CollaborationService } from './collaboration.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A story id in the path; anything that can't be one is a story that doesn't exist (404). */
class StoryIdPipe implements PipeTransform<unknown, string> {
  transform(value: unknown): string {
    if (typeof value !== 'string' || !UUID.test(value))
      throw new NotFoundException(STORY_NOT_FOUND);
    return value.toLowerCase();
  }
}

/** `?token=`: only a single string counts; anything else is treated as no token. */
class TokenQueryPipe implements PipeTransform<unknown, string | undefined> {
  transform(value: unknown): string | undefined {
    return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : undefined;
  }
}

/**
 * Create Together: a parent creates a story with a share link; whoever holds the link
 * (or the creator) reads it, its prompts and its parts, and adds parts.
 */
@Public()
@Controller('stories')
export class CollaborationController {
  constructor(
    private readonly collaboration: CollaborationService,
    private readonly rateLimiter: StoryRateLimiter,
  ) {}

  /** 201 with the story and the link to share; rate-limited together with story generation. */
  @Post('collaborative')
  @HttpCode(201)
  async create(
    @Body(new ZodPipe(createCollaborativeStorySchema)) input: CreateCollaborativeStoryRequest,
    @VisitorId() visitorId: string,
    @ClientIp() ip: string,
  ): Promise<CreatedCollaborativeStory> {
    await this.rateLimiter.consume(visitorId, ip);
    const { story, prompts } = await this.collaboration.create(input, visitorId);
    return {
      story: toCollaborativeStoryDto(story, prompts, visitorId),
      sharePath: collaboratePath(story.id, story.collaborativeToken!),
    };
  }

  @Get('collaborative/:id')
  async get(
    @Param('id', new StoryIdPipe()) id: string,
    @Query('token', new TokenQueryPipe()) token: string | undefined,
    @VisitorId() visitorId: string,
  ): Promise<CollaborativeStory> {
    const { story, prompts } = await this.collaboration.view(id, { visitorId, token });
    return toCollaborativeStoryDto(story, prompts, visitorId);
  }

  /**
   * The creator withdraws the share link and gets a new one (200); the old link then answers
   * the story's 404 everywhere. Anyone else, a holder of the link included, gets that 404 too.
   */
  @Post(':id/share-link')
  @HttpCode(200)
  async replaceShareLink(
    @Param('id', new StoryIdPipe()) id: string,
    @Body(new ZodPipe(replaceShareLinkSchema)) _input: unknown,
    @VisitorId() visitorId: string,
  ): Promise<ReplacedShareLink> {
    const token = await this.collaboration.replaceShareLink(id, visitorId);
    return { collaborativeToken: token, sharePath: collaboratePath(id, token) };
  }

  @Get('prompts/:id')
  async prompts(
    @Param('id', new StoryIdPipe()) id: string,
    @Query('token', new TokenQueryPipe()) token: string | undefined,
    @VisitorId() visitorId: string,
  ): Promise<PromptView[]> {
    return (await this.collaboration.prompts(id, { visitorId, token })).map(toPromptView);
  }

  @Get('contributions/:id')
  async contributions(
    @Param('id', new StoryIdPipe()) id: string,
    @Query('token', new TokenQueryPipe()) token: string | undefined,
    @VisitorId() visitorId: string,
  ): Promise<ContributionView[]> {
    return (await this.collaboration.contributions(id, { visitorId, token })).map(
      toContributionView,
    );
  }

  /** 201 with the added part; 409 when someone answered the same prompt first. */
  @Post('contribute')
  @HttpCode(201)
  async contribute(
    @Body(new ZodPipe(contributionInputSchema)) input: ContributionRequest,
    @VisitorId() visitorId: string,
  ): Promise<ContributionView> {
    return toContributionView(await this.collaboration.contribute(input, visitorId));
  }
}
