import { defineConfig } from '@playwright/test';
import { E2E_ADMIN_ENV } from './e2e/admin-credentials';
import { E2E_DATABASE_URL } from './e2e/shop-database';

/**
 * Browser journeys in Debian's Chromium (never a downloaded browser) against the shop started
 * the way `make start` starts it (scripts/serve.sh: migrations, then the built API and worker).
 * Needs `npm run build` first; `make test` does that.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const RUN = Date.now().toString(36);

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // One shop, one worker: journeys share the server and its rate limits.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'bash scripts/serve.sh',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    env: {
      // Only these settings: a developer's .env (Stripe keys, say) must not change the journeys.
      IGNORE_DOTENV: '1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE_URL,
      DATABASE_URL: E2E_DATABASE_URL,
      REDIS_URL: process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379',
      REDIS_PREFIX: `e2e-${RUN}`,
      STORAGE_DIR: `/tmp/storybook-e2e-${RUN}`,
      STORY_RATE_LIMIT_PER_VISITOR: '1000',
      STORY_RATE_LIMIT_PER_IP: '1000',
      // Not the default (180): the privacy journey checks the page quotes this shop's setting.
      RETENTION_UNORDERED_STORY_DAYS: process.env.E2E_RETENTION_UNORDERED_STORY_DAYS ?? '150',
      ...E2E_ADMIN_ENV,
    },
  },
});
