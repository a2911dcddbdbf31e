import { Controller, Get, Inject, NotFoundException, Param, Res } from '@nestjs/common';
import { PRINT_TEXTS } from '@shop/contracts';
import { PrintFileLinks } from '@shop/print';
import type { FileStorage } from '@shop/storage';
import type { FastifyReply } from 'fastify';
import { Public } from '../admin-auth/public.decorator';
import { FILE_STORAGE } from '../files/files.module';

/**
 * Print files for the print service to download (`GET /api/print-files/<token>`). Public, but
 * the signed token is the credential: it names one file and expires (PRINT_FILE_URL_TTL_SECONDS).
 */
@Public()
@Controller('print-files')
export class PrintFilesController {
  constructor(
    private readonly links: PrintFileLinks,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  @Get(':token')
  async get(@Param('token') token: string, @Res() reply: FastifyReply): Promise<void> {
    const key = typeof token === 'string' && token.length < 512 ? this.links.verify(token) : null;
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
