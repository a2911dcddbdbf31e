import {
  Body,
  Controller,
  Delete,
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
  type StoryDeletion,
  storyExportFileName,
  type StorySummary,
  type StoryVersion,
} from '@shop/contracts';
import { StoryRateLimiter } from '../common/rate-limit';
import { ClientIp, VisitorId } from '../common/visitor';
import { UuidOr404Pipe } from '../common/uuid-param.pipe';
import { ZodPipe } from '../common/zod.pipe';
import { FamilyDataService } from '../family-data/family-data.service';
import { StoryExportService } from '../family-data/story-export.service';
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
    private readonly familyData: FamilyDataService,
    private readonly exports: StoryExportService,
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
    this.familyData.noteVisit(visitorId);
    return (await this.stories.listOwned(visitorId)).map(toStorySummaryDto);
  }

  /** The visitor's own copy: every story of theirs (text, pictures, book PDF where built) as one zip. */
  @Get('export')
  async export(@VisitorId() visitorId: string, @Res() reply: FastifyReply): Promise<void> {
    const zip = await this.exports.zip(visitorId);
    await reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${storyExportFileName(new Date())}"`)
      .header('cache-control', 'no-store')
      .send(zip);
  }

  /**
   * Its creator deletes the story: it goes with everything made from it, or, while an order
   * needs it, is kept for the order. The answer says which. Anyone else: 404.
   */
  @Delete(':id')
  @HttpCode(200)
  remove(
    @Param('id', new UuidOr404Pipe(STORY_NOT_FOUND)) id: string,
    @VisitorId() visitorId: string,
  ): Promise<StoryDeletion> {
    return this.familyData.deleteByOwner(id, visitorId);
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
    this.familyData.noteVisit(visitorId, id);
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
