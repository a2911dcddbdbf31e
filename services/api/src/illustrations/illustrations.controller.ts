import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  Query,
  Req,
} from '@nestjs/common';
import {
  type AssignIllustrationPageInput,
  assignIllustrationPageSchema,
  type BulkIllustrationInput,
  bulkIllustrationSchema,
  type BulkIllustrationRun,
  generateIllustrationSchema,
  type GenerateIllustrationResponse,
  type Illustration,
  illustrationSequenceSchema,
  uploadIllustrationSchema,
} from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AdminSessionService } from '../admin-auth/admin-sessions.service';
import { Public } from '../admin-auth/public.decorator';
import { UuidOr404Pipe } from '../common/uuid-param.pipe';
import { VisitorId } from '../common/visitor';
import { ZodPipe } from '../common/zod.pipe';
import { STORY_NOT_FOUND } from '../stories/stories.service';
import { StoryAccessService } from '../stories/story-access.service';
import {
  BULK_RUN_NOT_FOUND,
  ILLUSTRATION_NOT_FOUND,
  IllustrationsService,
} from './illustrations.service';

/** The upload route: the only one with a body limit above BODY_LIMIT_BYTES (see IllustrationsModule). */
export const UPLOAD_ROUTE = {
  method: 'POST',
  url: '/api/stories/:id/custom-illustrations',
} as const;

const jobIdSchema = z.string().regex(/^illustration-generate-[0-9a-zA-Z-]{1,200}$/);

/**
 * The illustration calls. Admin-only (the global guard), except reading a story's pictures,
 * which its owner (or a holder of its collaborative link) may do for the story view.
 */
@Controller()
export class IllustrationsController {
  constructor(
    private readonly illustrations: IllustrationsService,
    private readonly access: StoryAccessService,
    private readonly sessions: AdminSessionService,
  ) {}

  @Public()
  @Get('stories/:id/illustrations')
  async list(
    @Param('id', new UuidOr404Pipe(STORY_NOT_FOUND)) id: string,
    @VisitorId() visitorId: string,
    @Req() request: FastifyRequest,
    @Query('token') token?: unknown,
  ): Promise<Illustration[]> {
    const isAdmin = await this.sessions.isAdmin(request);
    const collaborativeToken = typeof token === 'string' && token ? token : undefined;
    const story = await this.access.findAccessible(id, {
      visitorId,
      collaborativeToken,
      isAdmin,
    });
    return this.illustrations.list(id, isAdmin ? undefined : story.revision);
  }

  @Post('stories/:id/custom-illustrations')
  @HttpCode(201)
  upload(
    @Param('id', new UuidOr404Pipe(STORY_NOT_FOUND)) id: string,
    @Body(new ZodPipe(uploadIllustrationSchema)) body: z.output<typeof uploadIllustrationSchema>,
  ): Promise<Illustration> {
    return this.illustrations.upload(id, body);
  }

  @Patch('illustrations/:id/page')
  assignPage(
    @Param('id', new UuidOr404Pipe(ILLUSTRATION_NOT_FOUND)) id: string,
    @Body(new ZodPipe(assignIllustrationPageSchema)) body: AssignIllustrationPageInput,
  ): Promise<Illustration> {
    return this.illustrations.assignPage(
      id,
      body as { pageNumber: number | null; pageContent?: string | null },
    );
  }

  @Patch('illustrations/:id/sequence')
  setSequence(
    @Param('id', new UuidOr404Pipe(ILLUSTRATION_NOT_FOUND)) id: string,
    @Body(new ZodPipe(illustrationSequenceSchema)) body: { sequenceOrder: number },
  ): Promise<Illustration> {
    return this.illustrations.setSequence(id, body.sequenceOrder);
  }

  @Delete('illustrations/:id')
  @HttpCode(200)
  remove(
    @Param('id', new UuidOr404Pipe(ILLUSTRATION_NOT_FOUND)) id: string,
  ): Promise<{ success: true; id: string }> {
    return this.illustrations.remove(id);
  }

  /** Queues one AI illustration; 202, the picture is drawn by the worker. */
  @Post('admin/stories/:id/illustrations')
  @HttpCode(202)
  generate(
    @Param('id', new UuidOr404Pipe(STORY_NOT_FOUND)) id: string,
    @Body(new ZodPipe(generateIllustrationSchema)) body: { pageNumber?: number },
  ): Promise<GenerateIllustrationResponse> {
    return this.illustrations.generate(id, body.pageNumber);
  }

  @Get('admin/illustrations/jobs/:jobId')
  generationJob(@Param('jobId', new ZodPipe(jobIdSchema)) jobId: string) {
    return this.illustrations.generationJob(jobId);
  }

  @Post('admin/illustrations/bulk')
  @HttpCode(202)
  startBulk(
    @Body(new ZodPipe(bulkIllustrationSchema)) body: BulkIllustrationInput,
  ): Promise<BulkIllustrationRun> {
    return this.illustrations.startBulk(
      body as { storyIds: string[] } | { filter: 'paid-without-full-set' },
    );
  }

  @Get('admin/illustrations/bulk/:runId')
  bulkRun(
    @Param('runId', new UuidOr404Pipe(BULK_RUN_NOT_FOUND)) runId: string,
  ): Promise<BulkIllustrationRun> {
    return this.illustrations.bulkRun(runId);
  }

  @Post('admin/illustrations/bulk/:runId/cancel')
  @HttpCode(200)
  cancelBulk(
    @Param('runId', new UuidOr404Pipe(BULK_RUN_NOT_FOUND)) runId: string,
  ): Promise<BulkIllustrationRun> {
    return this.illustrations.cancelBulk(runId);
  }
}
