import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AdminSessionService } from '../admin-auth/admin-sessions.service';
import { Public } from '../admin-auth/public.decorator';
import {
  generateStoryRequestSchema,
  type GenerateStoryRequest,
  type Story,
  type StorySummary,
} from '@shop/contracts';
import { StoryRateLimiter } from '../common/rate-limit';
import { ClientIp, VisitorId } from '../common/visitor';
import { UuidOr404Pipe } from '../common/uuid-param.pipe';
import { ZodPipe } from '../common/zod.pipe';
import { toStoryDto, toStorySummaryDto } from './story.mapper';
import { STORY_NOT_FOUND, StoriesService } from './stories.service';
import { StoryAccessService } from './story-access.service';
import { StoryRules } from './story-rules.service';
import { StoryPicturesSummaryService } from './story-pictures-summary.service';

@Public()
@Controller('stories')
export class StoriesController {
  constructor(
    private readonly stories: StoriesService,
    private readonly rateLimiter: StoryRateLimiter,
    private readonly access: StoryAccessService,
    private readonly sessions: AdminSessionService,
    private readonly rules: StoryRules,
    private readonly pictures: StoryPicturesSummaryService,
  ) {}

  /** 202: the story is queued; poll `GET /api/stories/{id}` until it is ready. */
  @Post('generate')
  @HttpCode(202)
  async generate(
    @Body(new ZodPipe(generateStoryRequestSchema)) input: GenerateStoryRequest,
    @VisitorId() visitorId: string,
    @ClientIp() ip: string,
  ): Promise<Story> {
    await this.rateLimiter.consume(visitorId, ip);
    return toStoryDto(await this.stories.create(input, visitorId));
  }

  @Get()
  async list(@VisitorId() visitorId: string): Promise<StorySummary[]> {
    return (await this.stories.listOwned(visitorId)).map(toStorySummaryDto);
  }

  /**
   * Its creator, a holder of its collaborative link (`?token=`), or the operator (the admin story
   * dialog); anyone else 404. The share link goes to the creator and the link's holder only.
   */
  @Get(':id')
  async get(
    @Param('id', new UuidOr404Pipe(STORY_NOT_FOUND)) id: string,
    @VisitorId() visitorId: string,
    @Req() request: FastifyRequest,
    @Query('token') token?: unknown,
  ): Promise<Story> {
    const collaborativeToken = typeof token === 'string' && token ? token : undefined;
    const isAdmin = await this.sessions.isAdmin(request);
    const story = await this.access.findAccessible(id, { visitorId, collaborativeToken, isAdmin });
    const withShareLink =
      story.ownerVisitorId === visitorId ||
      (!!collaborativeToken && this.access.mayUse(story, { visitorId, collaborativeToken }));
    return toStoryDto(story, {
      ordered: await this.rules.isFrozen(story.id),
      withShareLink,
      illustrations: await this.pictures.of(story),
    });
  }

  @Post(':id/regenerate')
  @HttpCode(202)
  async regenerate(
    @Param('id', new UuidOr404Pipe(STORY_NOT_FOUND)) id: string,
    @VisitorId() visitorId: string,
    @ClientIp() ip: string,
  ): Promise<Story> {
    await this.stories.findOwned(id, visitorId);
    await this.rateLimiter.consume(visitorId, ip);
    return toStoryDto(await this.stories.regenerate(id, visitorId));
  }
}
