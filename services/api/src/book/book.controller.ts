import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Patch,
  Put,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import {
  BOOK_TEXTS,
  escapeHtml,
  type BookFileStatus,
  type Story,
  type UpdateStoryTextRequest,
  updateDedicationSchema,
  type UpdateDedicationRequest,
  updateStoryTextSchema,
} from '@shop/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AdminSessionService } from '../admin-auth/admin-sessions.service';
import { Public } from '../admin-auth/public.decorator';
import { UuidOr404Pipe } from '../common/uuid-param.pipe';
import { VisitorId } from '../common/visitor';
import { ZodPipe } from '../common/zod.pipe';
import { STORY_NOT_FOUND } from '../stories/stories.service';
import { StoryAccessService } from '../stories/story-access.service';
import { StoryRules } from '../stories/story-rules.service';
import { toStoryDto } from '../stories/story.mapper';
import { BookService } from './book.service';
import { StoryEditRateLimiter } from './story-edit-rate-limiter';
import { StoryTextService } from './story-text.service';

const wantsHtml = (request: FastifyRequest) =>
  String(request.headers.accept ?? '').includes('text/html');

/** A small page for the admin's new tab while the PDF is built; it reloads itself. */
function waitingPage(message: string, retryHref?: string): string {
  const refresh = retryHref ? '' : '<meta http-equiv="refresh" content="2">';
  const retry = retryHref ? `<p><a href="${retryHref}">Try again</a></p>` : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">${refresh}<title>Story PDF</title><meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="font-family: system-ui, sans-serif; padding: 2rem"><p role="status">${message}</p>${retry}</body></html>`;
}

const HTML_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
};

/** A PDF file name from the title: letters, digits and dashes only. */
function pdfFileName(title: string): string {
  return `${titleSlug(title)}.pdf`;
}

/** A story's title as a file name: ASCII letters, digits and hyphens ("story" if none are left). */
export function titleSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .slice(0, 60)
    .toLowerCase();
  return slug || 'story';
}

/**
 * The book files of a story (`GET /api/stories/{id}/pdf`, admin) and the family's preview and
 * text corrections.
 */
@Controller('stories')
export class BookController {
  constructor(
    private readonly books: BookService,
    private readonly text: StoryTextService,
    private readonly access: StoryAccessService,
    private readonly sessions: AdminSessionService,
    private readonly editLimit: StoryEditRateLimiter,
    private readonly rules: StoryRules,
  ) {}

  /**
   * The print interior, opened in the admin's new tab. While it is built (a `book.build` job) the
   * answer is 202: a page that reloads itself for a browser, `{status: "building"}` otherwise.
   */
  @Get(':id/pdf')
  async pdf(
    @Param('id', new UuidOr404Pipe(STORY_NOT_FOUND)) id: string,
    @VisitorId() visitorId: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Query('retry') retry?: unknown,
  ): Promise<void> {
    const story = await this.access.findAccessible(id, { visitorId, isAdmin: true });
    const state = await this.books.state(story, 'print', { retry: retry === '1' });
    const bytes = state.status === 'ready' ? await this.books.read(state.key!) : null;
    if (bytes) {
      await reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${pdfFileName(story.title)}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
      return;
    }
    const failed = state.status === 'failed';
    const body: BookFileStatus = failed
      ? { status: 'failed', error: state.error, message: state.message }
      : { status: 'building' };
    const code = failed ? 500 : 202;
    if (wantsHtml(request)) {
      await reply
        .code(code)
        .headers(HTML_HEADERS)
        .send(
          failed
            ? waitingPage(
                `The book PDF could not be built. ${escapeHtml(state.message ?? '')}`,
                '?retry=1',
              )
            : waitingPage(BOOK_TEXTS.pdfBuilding),
        );
      return;
    }
    await reply.code(code).header('cache-control', 'no-store').send(body);
  }

  /** The family's preview of the interior: its owner, a collaborative-link holder or the admin. */
  @Public()
  @Get(':id/preview')
  async preview(
    @Param('id', new UuidOr404Pipe(STORY_NOT_FOUND)) id: string,
    @VisitorId() visitorId: string,
    @Req() request: FastifyRequest,
    @Query('token') token?: unknown,
    @Query('retry') retry?: unknown,
  ): Promise<BookFileStatus> {
    const collaborativeToken = typeof token === 'string' && token ? token : undefined;
    const isAdmin = await this.sessions.isAdmin(request);
    const story = await this.access.findAccessible(id, { visitorId, collaborativeToken, isAdmin });
    const { status, url, pageCount, message, error } = await this.books.state(story, 'preview', {
      retry: retry === '1',
    });
    const editable =
      story.ownerVisitorId === visitorId && !collaborativeToken && !(await this.rules.isFrozen(id));
    return { status, url, pageCount, message, error, editable };
  }

  /** Corrections before ordering: the owner only; 409 once the story is ordered. */
  @Public()
  @Patch(':id')
  @HttpCode(200)
  async update(
    @Param('id', new UuidOr404Pipe(STORY_NOT_FOUND)) id: string,
    @VisitorId() visitorId: string,
    @Body(new ZodPipe(updateStoryTextSchema)) body: UpdateStoryTextRequest,
  ): Promise<Story> {
    await this.editLimit.consume(visitorId);
    return toStoryDto(await this.text.update(id, visitorId, body));
  }

  /** The dedication on the book's first page: the owner only; 409 once the story is ordered. */
  @Public()
  @Put(':id/dedication')
  @HttpCode(200)
  async dedication(
    @Param('id', new UuidOr404Pipe(STORY_NOT_FOUND)) id: string,
    @VisitorId() visitorId: string,
    @Body(new ZodPipe(updateDedicationSchema)) body: UpdateDedicationRequest,
  ): Promise<Story> {
    await this.editLimit.consume(visitorId);
    return toStoryDto(await this.text.setDedication(id, visitorId, body.dedication));
  }
}
