import {
  Body,
  Controller,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  ParseIntPipe,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AdminSessionService } from '../admin-auth/admin-sessions.service';
import { Public } from '../admin-auth/public.decorator';
import {
  generateStoryRequestSchema,
  type GenerateStoryRequest,
  type Story,
  type StorySummary,
  type StoryVersion,
} from '@shop/contracts';
import { StoryRateLimiter } from '../common/rate-limit';
import { ClientIp, VisitorId } from '../common/visitor';
import { UuidOr404Pipe } from '../common/uuid-param.pipe';
import { ZodPipe } from '../common/zod.pipe';
import { toStoryDto, toStorySummaryDto } from './story.mapper';
import { STORY_NOT_FOUND, StoriesService } from './stories.service';
import { sendStoryBody } from './story-read-cache';
import { StoryReadService } from './story-read.service';

@Public()
@Controller('stories')
export class StoriesController {
  constructor(
    private readonly stories: StoriesService,
    private readonly rateLimiter: StoryRateLimiter,
    private readonly sessions: AdminSessionService,
    private readonly reads: StoryReadService,
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
   * With a strong ETag; `If-None-Match` with it gets 304. (Its creator's and link holders' reads
   * of a cached story are answered before this, by registerStoryReadFastPath.)
   */
  @Get(':id')
  async get(
    @Param('id', new UuidOr404Pipe(STORY_NOT_FOUND)) id: string,
    @VisitorId() visitorId: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Query('token') token?: unknown,
  ): Promise<void> {
    const collaborativeToken = typeof token === 'string' && token ? token : undefined;
    const body = await this.reads.read(id, { visitorId, collaborativeToken }, () =>
      this.sessions.isAdmin(request),
    );
    sendStoryBody(request, reply, body);
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

  /** The owner's earlier versions ("Write another version" keeps each one), newest first. */
  @Get(':id/versions')
  versions(
    @Param('id', new UuidOr404Pipe(STORY_NOT_FOUND)) id: string,
    @VisitorId() visitorId: string,
  ): Promise<StoryVersion[]> {
    return this.stories.versions(id, visitorId);
  }

  /** Makes an earlier version the story again; the text it replaces is kept as a version. */
  @Post(':id/versions/:revision/restore')
  @HttpCode(200)
  async restoreVersion(
    @Param('id', new UuidOr404Pipe(STORY_NOT_FOUND)) id: string,
    @Param(
      'revision',
      new ParseIntPipe({ exceptionFactory: () => new NotFoundException(STORY_NOT_FOUND) }),
    )
    revision: number,
    @VisitorId() visitorId: string,
  ): Promise<Story> {
    return toStoryDto(await this.stories.restoreVersion(id, visitorId, revision));
  }
}
