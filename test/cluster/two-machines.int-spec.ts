import { hashPassword } from '@shop/auth';
import {
  type BookFileStatus,
  type BulkIllustrationRun,
  FULL_SET_PAGES,
  type Illustration,
  type Story,
} from '@shop/contracts';
import { PrintFileLinks } from '@shop/print';
import {
  createTestDatabase,
  deleteRedisPrefix,
  type FakeS3,
  freePort,
  startFakeS3,
  type TestDatabase,
  testRedisUrl,
  uniquePrefix,
  waitFor,
} from '@shop/testing';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withPg } from '../support/admin';
import {
  API_MAIN,
  assertServicesBuilt,
  CookieBrowser as Browser,
  type ServiceProcess,
  startService,
  stopServices,
  untilReady as ready,
  WORKER_MAIN,
} from '../support/built-services';
import { VALID_STORY } from '../support/stories';

/**
 * The shop on "two machines": two API processes and two worker processes (the built services,
 * each a child process with a storage directory of its own that must stay empty) against one
 * Postgres, one Redis prefix and one S3-compatible store. Whatever process answers, stories,
 * pictures, books and sessions work. Needs `npm run build:server` first (make test builds).
 */
const PASSWORD = 'two machines, one shop';

/** A service with its own storage directory (which must stay empty: files go to the store). */
type Proc = ServiceProcess & { storageDir: string };

describe('two API and two worker processes, one Postgres, Redis and object store', () => {
  let db: TestDatabase;
  let s3: FakeS3;
  let prefix: string;
  let env: Record<string, string>;
  const procs: Proc[] = [];
  let api1: string;
  let api2: string;
  const apis = () => [api1, api2];

  function start(name: string, main: string, extra: Record<string, string>, storageDir: string) {
    // The same object: its output keeps growing as the service writes.
    const proc: Proc = Object.assign(
      startService(name, main, { ...env, ...extra, STORAGE_DIR: storageDir }),
      { storageDir },
    );
    procs.push(proc);
    return proc;
  }

  /** Job ids each worker logged as completed. */
  function completedBy(proc: Proc): { job: string; jobId: string }[] {
    return proc.output
      .split('\n')
      .filter((line) => line.includes('"Job completed"'))
      .map((line) => JSON.parse(line) as { job: string; jobId: string });
  }

  beforeAll(async () => {
    assertServicesBuilt();
    [db, s3] = await Promise.all([createTestDatabase(), startFakeS3()]);
    prefix = uniquePrefix('cluster');
    const [port1, port2] = [await freePort(), await freePort()];
    api1 = `http://127.0.0.1:${port1}`;
    api2 = `http://127.0.0.1:${port2}`;
    env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      DATABASE_URL: db.url,
      DATABASE_POOL_SIZE: '3',
      REDIS_URL: testRedisUrl(),
      REDIS_PREFIX: prefix,
      // One secret for every process: a cookie signed by one API is read by the other.
      COOKIE_SECRET: randomBytes(32).toString('hex'),
      ADMIN_PASSWORD_HASH: await hashPassword(PASSWORD),
      PUBLIC_URL: api1,
      WEB_DIST_DIR: '/nonexistent-web-dist',
      WORKER_CONCURRENCY: '2',
      JOB_BACKOFF_MS: '100',
      ...s3.env(),
    };
    const dirs = await Promise.all(
      [1, 2, 3, 4].map(() => mkdtemp(join(tmpdir(), 'cluster-storage-'))),
    );
    const apiProcs = [
      start('api-1', API_MAIN, { PORT: String(port1) }, dirs[0]!),
      start('api-2', API_MAIN, { PORT: String(port2) }, dirs[1]!),
    ];
    const workerProcs = [
      start('worker-1', WORKER_MAIN, {}, dirs[2]!),
      start('worker-2', WORKER_MAIN, {}, dirs[3]!),
    ];
    await Promise.all([
      ready(apiProcs[0]!, async () => (await fetch(`${api1}/api/health`)).status === 200),
      ready(apiProcs[1]!, async () => (await fetch(`${api2}/api/health`)).status === 200),
      ...workerProcs.map((w) => ready(w, async () => w.output.includes('Worker ready'))),
    ]);
  }, 120_000);

  afterAll(async () => {
    await stopServices(procs);
    await Promise.all(procs.map((p) => rm(p.storageDir, { recursive: true, force: true })));
    if (prefix) await deleteRedisPrefix(prefix);
    await s3?.close();
    await db?.drop();
  });

  const owner = new Browser();
  const admin = new Browser();
  let story: Story;

  it('writes stories whichever API takes the request and whichever asks', async () => {
    const ids: string[] = [];
    for (const base of apis()) {
      const created = await owner.json<Story>(base, '/api/stories/generate', VALID_STORY);
      expect(created.status).toBe(202);
      ids.push(created.body.id);
    }
    let turn = 0;
    const stories = await Promise.all(
      ids.map((id) =>
        waitFor(
          async () => {
            const base = apis()[turn++ % 2]!;
            const res = await owner.json<Story>(base, `/api/stories/${id}`);
            expect(res.status).toBe(200);
            return res.body.generationStatus === 'ready' ? res.body : undefined;
          },
          { timeoutMs: 60_000, what: `story ${id}` },
        ),
      ),
    );
    story = stories[0]!;
    expect(story.content.length).toBeGreaterThan(500);
    // The visitor cookie from API 1 is the owner's on API 2; another browser sees nothing.
    expect((await owner.json<Story[]>(api2, '/api/stories')).body.map((s) => s.id).sort()).toEqual(
      [...ids].sort(),
    );
    expect((await new Browser().json(api2, `/api/stories/${ids[0]}`)).status).toBe(404);
  });

  it('keeps an admin session signed in on one API valid on the other, and ends it everywhere', async () => {
    const login = await admin.json(api1, '/api/admin/login', { password: PASSWORD });
    expect(login.status).toBe(200);
    expect((await admin.fetch(api2, '/api/admin/session')).status).toBe(200);
    expect((await new Browser().fetch(api2, '/api/admin/session')).status).toBe(401);

    const other = new Browser();
    expect((await other.json(api2, '/api/admin/login', { password: PASSWORD })).status).toBe(200);
    expect((await other.fetch(api1, '/api/admin/session')).status).toBe(200);
    const stale = new Browser();
    for (const [k, v] of other.cookies) stale.cookies.set(k, v);
    expect((await other.fetch(api1, '/api/admin/logout', { method: 'POST' })).status).toBe(204);
    expect((await stale.fetch(api2, '/api/admin/session')).status).toBe(401);
  });

  it('draws a full set of pictures on both workers, stored in the object store, served by either API', async () => {
    const started = await admin.json<BulkIllustrationRun>(api2, '/api/admin/illustrations/bulk', {
      storyIds: [story.id],
    });
    expect(started.status).toBe(202);
    const run = await waitFor(
      async () => {
        const res = await admin.json<BulkIllustrationRun>(
          api1,
          `/api/admin/illustrations/bulk/${started.body.runId}`,
        );
        return res.body.state === 'completed' ? res.body : undefined;
      },
      { timeoutMs: 120_000, intervalMs: 500, what: 'the bulk illustration run' },
    );
    expect(run.failed).toBe(0);

    // The story's automatic pictures and the bulk run's together make the full set.
    const pictures = await waitFor(
      async () => {
        const res = await owner.json<Illustration[]>(
          api1,
          `/api/stories/${story.id}/illustrations`,
        );
        return res.body.length === FULL_SET_PAGES.length ? res.body : undefined;
      },
      { timeoutMs: 120_000, intervalMs: 500, what: 'the full set of pictures' },
    );
    for (const picture of pictures) {
      for (const [url, type] of [
        [picture.imageUrl, picture.printReady ? 'image/png' : 'image/webp'],
        [picture.previewUrl, 'image/webp'],
      ] as const) {
        const key = url.replace('/api/files/', '');
        expect(s3.requests).toContainEqual({
          method: 'PUT',
          path: `/${s3.bucket}/${key}`,
          presigned: false,
        });
        for (const base of apis()) {
          const res = await fetch(`${base}${url}`);
          expect({ url, status: res.status, type: res.headers.get('content-type') }).toEqual({
            url,
            status: 200,
            type,
          });
          expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(1000);
        }
      }
    }

    // Both workers drew pictures.
    const drawn = procs
      .filter((p) => p.name.startsWith('worker'))
      .map((w) => completedBy(w).filter((j) => j.job === 'illustration.generate').length);
    expect(drawn.every((n) => n > 0)).toBe(true);
    expect(drawn.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(FULL_SET_PAGES.length);
  });

  it('builds the preview and the print PDF on a worker and serves them from either API', async () => {
    const preview = await waitFor(
      async () => {
        const res = await owner.json<BookFileStatus>(api2, `/api/stories/${story.id}/preview`);
        expect(res.status).toBe(200);
        return res.body.status === 'ready' ? res.body : undefined;
      },
      { timeoutMs: 90_000, intervalMs: 500, what: 'the preview' },
    );
    const bytes: Buffer[] = [];
    for (const base of apis()) {
      const res = await fetch(`${base}${preview.url!}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      bytes.push(Buffer.from(await res.arrayBuffer()));
    }
    expect(bytes[0]!.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes[0]!.equals(bytes[1]!)).toBe(true);

    const pdf = await waitFor(
      async () => {
        const res = await admin.fetch(api1, `/api/stories/${story.id}/pdf`);
        return res.status === 200 ? res : undefined;
      },
      { timeoutMs: 90_000, intervalMs: 500, what: 'the print PDF' },
    );
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const interior = Buffer.from(await pdf.arrayBuffer());
    expect(interior.subarray(0, 5).toString()).toBe('%PDF-');

    // A signed print-file link (as handed to the print service) from either API: a redirect to
    // the store's own short-lived signed URL, which serves the same bytes.
    const key = await withPg(db.url, async (c) => {
      const rows = await c.query(
        `SELECT "interiorKey" FROM book_files WHERE "storyId" = $1 AND variant = 'print'`,
        [story.id],
      );
      return rows.rows[0].interiorKey as string;
    });
    const links = new PrintFileLinks(env.COOKIE_SECRET!, api1, 3600);
    const token = links.token(key);
    for (const base of apis()) {
      const res = await fetch(`${base}/api/print-files/${token}`, { redirect: 'manual' });
      expect(res.status).toBe(302);
      const location = res.headers.get('location')!;
      expect(location.startsWith(`${s3.endpoint}/${s3.bucket}/${key}?`)).toBe(true);
      expect(location).toContain('X-Amz-Signature=');
      const direct = await fetch(location);
      expect(direct.status).toBe(200);
      expect(Buffer.from(await direct.arrayBuffer()).equals(interior)).toBe(true);
    }
    // A longer key (the preview's folder) makes a token past 100 characters: still served.
    const previewKey = preview.url!.replace('/api/files/', '');
    const longToken = links.token(previewKey);
    expect(longToken.length).toBeGreaterThan(100);
    const viaLong = await fetch(`${api2}/api/print-files/${longToken}`, { redirect: 'manual' });
    expect(viaLong.status).toBe(302);
    expect(
      Buffer.from(await (await fetch(viaLong.headers.get('location')!)).arrayBuffer()),
    ).toEqual(bytes[0]);
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await fetch(`${api2}/api/print-files/${forged}`, { redirect: 'manual' })).status).toBe(
      404,
    );
  });

  it('keeps nothing on any process’s local disk, and reports the cluster’s jobs from either API', async () => {
    for (const p of procs)
      expect({ proc: p.name, files: await readdir(p.storageDir) }).toEqual({
        proc: p.name,
        files: [],
      });
    const counts: number[] = [];
    for (const base of apis()) {
      const text = await (await fetch(`${base}/metrics`)).text();
      const line = text
        .split('\n')
        .find((l) =>
          l.startsWith(
            'shop_job_duration_seconds_count{queue="illustration",job="illustration.generate",outcome="completed"}',
          ),
        );
      counts.push(Number(line?.split(' ').pop()));
    }
    const drawn = procs
      .flatMap((p) => completedBy(p))
      .filter((j) => j.job === 'illustration.generate');
    expect(counts).toEqual([drawn.length, drawn.length]);
  });
});
