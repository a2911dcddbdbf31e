import {
  Controller,
  Get,
  Global,
  Inject,
  Module,
  NotFoundException,
  Param,
  Res,
} from '@nestjs/common';
import { CONFIG, type Config } from '@shop/config';
import { createStorage, type FileStorage, isStorageKey } from '@shop/storage';
import type { FastifyReply } from 'fastify';
import { Public } from '../admin-auth/public.decorator';

export const FILE_STORAGE = Symbol('FILE_STORAGE');

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

/** The storage driver (configuration: STORAGE_DRIVER, STORAGE_DIR) and the route serving its files. */
@Global()
@Module({
  controllers: [FilesController],
  providers: [
    {
      provide: FILE_STORAGE,
      inject: [CONFIG],
      useFactory: (config: Config) => createStorage(config),
    },
  ],
  exports: [FILE_STORAGE],
})
export class FilesModule {}
