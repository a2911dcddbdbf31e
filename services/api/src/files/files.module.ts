import { Controller, Get, Inject, Module, NotFoundException, Param, Res } from '@nestjs/common';
import { FILE_STORAGE, type FileStorage, isStorageKey, StorageModule } from '@shop/storage';
import type { FastifyReply } from 'fastify';
import { Public } from '../admin-auth/public.decorator';

const NOT_FOUND = 'File not found';

/**
 * Stored files (illustrations, later PDFs) at unguessable URLs: `/api/files/<folder>/<random>.<ext>`.
 * A key is never reused, so what it names never changes: browsers and proxies may keep it for a year.
 */
@Public()
@Controller('files')
export class FilesController {
  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  @Get('*')
  async get(@Param('*') key: string, @Res() reply: FastifyReply): Promise<void> {
    if (typeof key !== 'string' || !isStorageKey(key)) throw new NotFoundException(NOT_FOUND);
    const file = await this.storage.get(key);
    if (!file) throw new NotFoundException(NOT_FOUND);
    await reply
      .header('content-type', file.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cross-origin-resource-policy', 'same-origin')
      .send(file.bytes);
  }
}

/** The configured storage (StorageModule: STORAGE_DRIVER) and the route serving its files. */
@Module({
  imports: [StorageModule],
  controllers: [FilesController],
})
export class FilesModule {}
