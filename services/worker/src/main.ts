import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { loadConfigOrExit } from '@shop/config';
import { Logger } from 'nestjs-pino';
import { WorkerModule } from './worker.module';

async function bootstrap(): Promise<void> {
  const config = loadConfigOrExit();
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), {
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  // SIGTERM/SIGINT: workers finish the job in hand, then queues and connections close.
  app.enableShutdownHooks();
  await app.init();
}

void bootstrap().catch((err: unknown) => {
  console.error('Worker failed to start:', err);
  process.exit(1);
});
