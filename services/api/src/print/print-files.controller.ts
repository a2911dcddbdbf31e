import { Controller, Get, Inject, NotFoundException, Param, Res } from '@nestjs/common';
import { CONFIG, type Config } from '@shop/config';
import { PRINT_TEXTS } from '@shop/contracts';
import { PrintFileLinks } from '@shop/print';
import { FILE_STORAGE, type FileStorage } from '@shop/storage';
import type { FastifyReply } from 'fastify';
import { Public } from '../admin-auth/public.decorator';

/**
 * Print files for the print service to download (`GET /api/print-files/<token>`). Public, but
 * the signed token is the credential: it names one file and expires (PRINT_FILE_URL_TTL_SECONDS).
 * An object store hands the file out itself: a redirect to its own short-lived signed URL
 * (S3_SIGNED_URL_TTL_SECONDS), so the PDFs never pass through the API.
 */
@Public()
@Controller('print-files')
export class PrintFilesController {
  constructor(
    private readonly links: PrintFileLinks,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(CONFIG) private readonly config: Config,
  ) {}

  @Get(':token')
  async get(@Param('token') token: string, @Res() reply: FastifyReply): Promise<void> {
    const key = typeof token === 'string' && token.length < 512 ? this.links.verify(token) : null;
    const direct = key
      ? await this.storage.signedUrl(key, this.config.S3_SIGNED_URL_TTL_SECONDS)
      : null;
    if (key && direct) {
      if (!(await this.storage.exists(key)))
        throw new NotFoundException(PRINT_TEXTS.fileLinkInvalid);
      await reply.header('cache-control', 'private, no-store').redirect(direct, 302);
      return;
    }
    const file = key ? await this.storage.get(key) : null;
    if (!file) throw new NotFoundException(PRINT_TEXTS.fileLinkInvalid);
    await reply
      .header('content-type', file.contentType)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(file.bytes);
  }
}
