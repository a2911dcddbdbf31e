import { Inject, Module } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { CONFIG, type Config } from '@shop/config';
import type { FastifyInstance } from 'fastify';
import { FilesModule } from '../files/files.module';
import { StoriesModule } from '../stories/stories.module';
import { IllustrationsController, UPLOAD_ROUTE } from './illustrations.controller';
import { IllustrationsService } from './illustrations.service';

/**
 * Body limit of the upload route only: an image of UPLOAD_MAX_BYTES as base64 in JSON is about
 * 4/3 of it, plus the other fields. Past it Fastify answers 413 before reading the rest; an image
 * that fits the request but not UPLOAD_MAX_BYTES gets the service's own 413 naming the limit.
 */
function uploadBodyLimit(config: Pick<Config, 'UPLOAD_MAX_BYTES' | 'BODY_LIMIT_BYTES'>): number {
  return Math.max(
    config.BODY_LIMIT_BYTES,
    Math.ceil((config.UPLOAD_MAX_BYTES * 4) / 3) + 64 * 1024,
  );
}

@Module({
  imports: [StoriesModule, FilesModule],
  controllers: [IllustrationsController],
  providers: [IllustrationsService],
})
export class IllustrationsModule {
  constructor(adapterHost: HttpAdapterHost, @Inject(CONFIG) config: Config) {
    // Routes are added to Fastify when the app initialises, after this constructor: the hook sees them.
    const fastify = adapterHost.httpAdapter.getInstance<FastifyInstance>();
    const limit = uploadBodyLimit(config);
    fastify.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      if (route.url === UPLOAD_ROUTE.url && methods.includes(UPLOAD_ROUTE.method))
        route.bodyLimit = limit;
    });
  }
}
