import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Config, ConfigInput } from '@shop/config';
import {
  createTestDatabase,
  deleteRedisPrefix,
  type TestDatabase,
  testConfig,
} from '@shop/testing';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createApp } from '../../services/api/src/app';
import { WorkerModule } from '../../services/worker/src/worker.module';

export interface Harness {
  db: TestDatabase;
  config: Config;
  api: NestFastifyApplication;
  worker?: INestApplicationContext;
  /** A browser: keeps its own cookies between requests, like a real visitor. */
  visitor(): Visitor;
  startWorker(overrides?: ConfigInput): Promise<INestApplicationContext>;
  close(): Promise<void>;
}

export interface Visitor {
  request(opts: InjectOptions): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  cookies: Record<string, string>;
}

/** The real API (and optionally a real worker) on a database and Redis prefix of the test file's own. */
export async function startHarness({
  worker = true,
  config: overrides = {} as ConfigInput,
} = {}): Promise<Harness> {
  const db = await createTestDatabase();
  const config = testConfig(db.url, overrides);
  const api = await createApp(config);
  await api.init();
  await api.getHttpAdapter().getInstance().ready();
  const workers: INestApplicationContext[] = [];

  const harness: Harness = {
    db,
    config,
    api,
    visitor() {
      const cookies: Record<string, string> = {};
      const request = async (opts: InjectOptions) => {
        const res = await api.inject({
          ...opts,
          cookies: { ...cookies, ...(opts.cookies ?? {}) },
        } as InjectOptions);
        for (const c of res.cookies) cookies[c.name] = c.value;
        return res;
      };
      return {
        cookies,
        request,
        get: (url) => request({ method: 'GET', url }),
        post: (url, payload) =>
          request({ method: 'POST', url, payload: payload as InjectOptions['payload'] }),
      };
    },
    async startWorker(workerOverrides = {}) {
      const ctx = await NestFactory.createApplicationContext(
        WorkerModule.forRoot({ ...config, ...(workerOverrides as Partial<Config>) }),
        { logger: false },
      );
      await ctx.init();
      workers.push(ctx);
      harness.worker = ctx;
      return ctx;
    },
    async close() {
      for (const w of workers) await w.close();
      await api.close();
      await deleteRedisPrefix(config.REDIS_PREFIX);
      await db.drop();
    },
  };
  if (worker) await harness.startWorker();
  return harness;
}
