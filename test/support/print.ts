import type { INestApplicationContext } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { BOOK_FILES_BUILDER, type BookFilesBuilder } from '@shop/book';
import type { Config } from '@shop/config';
import type { FakeLulu } from '@shop/testing';
import { WorkerModule } from '../../services/worker/src/worker.module';
import type { Harness } from './harness';

/**
 * A real worker for the harness's database and Redis whose BookFilesBuilder is the given one
 * (tests of print submission use libs/testing's small builder). Close it before the harness.
 */
export async function startWorkerWithBuilder(
  h: Harness,
  builder: BookFilesBuilder,
  overrides: Partial<Config> = {},
): Promise<INestApplicationContext> {
  const moduleRef = await Test.createTestingModule({
    imports: [WorkerModule.forRoot({ ...h.config, ...overrides })],
  })
    .overrideProvider(BOOK_FILES_BUILDER)
    .useValue(builder)
    .compile();
  moduleRef.useLogger(false);
  await moduleRef.init();
  return moduleRef;
}

/** The settings that point the shop at a fake Lulu; the tests run print.sync themselves. */
export function luluConfig(lulu: FakeLulu): Record<string, string> {
  return {
    PRINT_PROVIDER: 'lulu',
    LULU_API_URL: lulu.url,
    LULU_CLIENT_KEY: lulu.clientKey,
    LULU_CLIENT_SECRET: lulu.clientSecret,
    LULU_CONTACT_EMAIL: 'ops@shop.example',
    // The schedule stays out of the way.
    PRINT_SYNC_INTERVAL_MS: '86400000',
  };
}
