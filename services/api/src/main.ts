import 'reflect-metadata';
import { loadConfigOrExit } from '@shop/config';
import { Logger } from 'nestjs-pino';
import { createApp } from './app';

async function bootstrap(): Promise<void> {
  const config = loadConfigOrExit();
  const app = await createApp(config);
  await app.listen({ port: config.PORT, host: config.HOST });
  app.get(Logger).log(`API listening on ${config.HOST}:${config.PORT} (${config.PUBLIC_URL})`);
}

void bootstrap().catch((err: unknown) => {
  console.error('API failed to start:', err);
  process.exit(1);
});
