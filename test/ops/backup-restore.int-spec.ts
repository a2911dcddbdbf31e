import { createTestDatabase, type TestDatabase, testDatabaseAdminUrl } from '@shop/testing';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { insertOrder, insertStory, withPg } from '../support/admin';

const root = resolve(__dirname, '../..');

interface Run {
  code: number;
  output: string;
}

/**
 * Runs a script with bash; its exit code and everything it printed. `path` is scripts/<name>, or
 * a copy standing alone, as the compose backup and restore services run it (no lib.sh, no .env).
 */
function run(path: string, args: string[], env: Record<string, string>): Promise<Run> {
  return new Promise((done) => {
    execFile(
      'bash',
      [path, ...args],
      // IGNORE_DOTENV: a developer's .env must not choose the database or the storage.
      { env: { ...process.env, IGNORE_DOTENV: '1', STORAGE_DRIVER: 'local', ...env } },
      (err, stdout, stderr) =>
        done({ code: err ? ((err.code as number | undefined) ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

const script = (name: string) => join(root, 'scripts', name);

/** A copy of scripts/<name> alone in a directory of its own. */
function standalone(dir: string, name: string): string {
  const copy = join(dir, 'standalone', name);
  mkdirSync(join(dir, 'standalone'), { recursive: true });
  copyFileSync(script(name), copy);
  return copy;
}

/** A database URL on the test server that no test has created yet (the restore creates it). */
function scratchDatabase(): { name: string; url: string } {
  const name = `storybook_test_restore_${randomBytes(5).toString('hex')}`;
  const url = new URL(testDatabaseAdminUrl());
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

/** Names of the databases on the test server that start with `prefix`. */
const databasesLike = (prefix: string) =>
  withPg(testDatabaseAdminUrl(), async (c) =>
    (
      await c.query('SELECT datname FROM pg_database WHERE starts_with(datname, $1) ORDER BY 1', [
        prefix,
      ])
    ).rows.map((r: { datname: string }) => r.datname),
  );

/** Drops `name` and the databases a restore kept or made beside it. */
async function dropDatabases(name: string): Promise<void> {
  for (const db of await databasesLike(name))
    await withPg(testDatabaseAdminUrl(), (c) =>
      c.query(`DROP DATABASE IF EXISTS "${db}" WITH (FORCE)`),
    );
}

const readOrder = (url: string, id: string) =>
  withPg(url, async (c) => {
    const res = await c.query(
      `SELECT o."recipientName", o."amountCents", o.status, s.title
       FROM orders o JOIN stories s ON s.id = o."storyId" WHERE o.id = $1`,
      [id],
    );
    return res.rows[0] as Record<string, unknown> | undefined;
  });

describe('scripts/backup.sh and scripts/restore.sh', () => {
  let source: TestDatabase;
  let dir: string;
  let storage: string;
  let orderId: string;
  const created: string[] = [];

  beforeAll(async () => {
    source = await createTestDatabase();
    dir = mkdtempSync(join(tmpdir(), 'shop-backup-'));
    storage = join(dir, 'storage');
    mkdirSync(join(storage, 'stories', 'abc'), { recursive: true });
    writeFileSync(join(storage, 'stories', 'abc', 'cover.png'), Buffer.from([0x89, 0x50, 1, 2]));
    orderId = await withPg(source.url, async (c) => {
      const storyId = await insertStory(c, { title: 'Ada and the Brave Owl' });
      return insertOrder(c, {
        storyId,
        status: 'paid',
        recipientName: 'Grace Hopper',
        amountCents: 3198,
      });
    });
  });

  afterAll(async () => {
    for (const name of created) await dropDatabases(name);
    await source?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  async function backup(env: Record<string, string> = {}, alone = false): Promise<string> {
    const dest = join(dir, 'backups');
    const before = new Set(readdirSync(dest, { withFileTypes: true }).map((d) => d.name));
    const path = alone ? standalone(dir, 'backup.sh') : script('backup.sh');
    const result = await run(path, [dest], {
      DATABASE_URL: source.url,
      STORAGE_DIR: storage,
      ...env,
    });
    expect(result).toMatchObject({ code: 0 });
    const made = readdirSync(dest).filter((name) => !before.has(name));
    expect(made).toEqual([expect.stringMatching(/^storybook-\d{8}T\d{6}Z$/)]);
    return join(dest, made[0]!);
  }

  beforeEach(() => mkdirSync(join(dir, 'backups'), { recursive: true }));

  it('backs up an order and its files, and restores them into another database', async () => {
    const folder = await backup();
    expect(readdirSync(folder).sort()).toEqual([
      'SHA256SUMS',
      'backup.txt',
      'database.dump',
      'storage.tar',
    ]);
    expect(readFileSync(join(folder, 'backup.txt'), 'utf8')).toContain('storage_driver: local');

    const target = scratchDatabase();
    created.push(target.name);
    const restoredFiles = join(dir, 'restored-storage');
    const result = await run(
      script('restore.sh'),
      ['--database', target.name, '--storage-dir', restoredFiles, folder],
      { DATABASE_URL: source.url },
    );
    expect(result).toMatchObject({ code: 0 });

    expect(await readOrder(target.url, orderId)).toEqual({
      recipientName: 'Grace Hopper',
      amountCents: 3198,
      status: 'paid',
      title: 'Ada and the Brave Owl',
    });
    // The migrations are recorded too, so `npm run migrate` has nothing left to apply.
    const migrations = (url: string) =>
      withPg(url, async (c) => (await c.query('SELECT name FROM migrations ORDER BY id')).rows);
    expect(await migrations(target.url)).toEqual(await migrations(source.url));
    expect(readFileSync(join(restoredFiles, 'stories', 'abc', 'cover.png'))).toEqual(
      Buffer.from([0x89, 0x50, 1, 2]),
    );
  });

  it('replaces a database that holds tables only with --yes, whole, keeping the old one', async () => {
    const folder = await backup();
    const target = scratchDatabase();
    created.push(target.name);
    const restore = (...flags: string[]) =>
      run(standalone(dir, 'restore.sh'), ['--database', target.name, ...flags, folder], {
        DATABASE_URL: source.url,
      });
    expect(await restore()).toMatchObject({ code: 0 });
    // The target moved on since the backup: a changed row, and a table a newer migration added.
    await withPg(target.url, async (c) => {
      await c.query(`UPDATE orders SET "recipientName" = 'Changed' WHERE id = $1`, [orderId]);
      await c.query('CREATE TABLE added_later (id int)');
    });

    const refused = await restore();
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain(`database ${target.name} is not empty`);
    expect(await readOrder(target.url, orderId)).toMatchObject({ recipientName: 'Changed' });

    // In use (an API still connected): the swap is refused and nothing changes.
    const inUse = await withPg(target.url, () => restore('--yes'));
    expect(inUse.code).not.toBe(0);
    expect(inUse.output).toContain('still in use?');
    expect(await readOrder(target.url, orderId)).toMatchObject({ recipientName: 'Changed' });
    expect(await databasesLike(target.name)).toEqual([target.name]);

    expect(await restore('--yes')).toMatchObject({ code: 0 });
    expect(await readOrder(target.url, orderId)).toMatchObject({ recipientName: 'Grace Hopper' });
    const tables = await withPg(
      target.url,
      async (c) =>
        (await c.query("SELECT 1 FROM pg_tables WHERE tablename = 'added_later'")).rowCount,
    );
    expect(tables).toBe(0);
    const [, previous, ...others] = await databasesLike(target.name);
    expect(others).toEqual([]);
    expect(previous).toMatch(new RegExp(`^${target.name}_before_\\d{14}$`));
    const url = new URL(target.url);
    url.pathname = `/${previous}`;
    expect(await readOrder(url.toString(), orderId)).toMatchObject({ recipientName: 'Changed' });
  });

  it('refuses a backup whose files do not match SHA256SUMS', async () => {
    const folder = await backup();
    const dump = join(folder, 'database.dump');
    const bytes = readFileSync(dump);
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 0xff, bytes.length - 1);
    writeFileSync(dump, bytes);
    const target = scratchDatabase();
    created.push(target.name);

    const result = await run(script('restore.sh'), ['--database', target.name, folder], {
      DATABASE_URL: source.url,
    });
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('does not match its SHA256SUMS');
    const exists = await withPg(
      testDatabaseAdminUrl(),
      async (c) =>
        (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [target.name])).rowCount,
    );
    expect(exists).toBe(0);
  });

  it('notes, with the s3 storage driver, that the files are in the bucket', async () => {
    const folder = await backup({ STORAGE_DRIVER: 's3', S3_BUCKET: 'shop-files' });
    expect(readdirSync(folder).sort()).toEqual(['SHA256SUMS', 'backup.txt', 'database.dump']);
    expect(readFileSync(join(folder, 'backup.txt'), 'utf8')).toContain(
      's3_bucket: shop-files (not in this backup)',
    );
  });

  it('keeps the newest BACKUP_KEEP backups', async () => {
    const dest = join(dir, 'backups');
    rmSync(dest, { recursive: true, force: true });
    mkdirSync(dest);
    const first = await backup();
    // Backups are named by the second they were taken.
    await new Promise((r) => setTimeout(r, 1100));
    const second = await backup({ BACKUP_KEEP: '1' }, true);
    expect(readdirSync(dest)).toEqual([second.split('/').pop()]);
    expect(first).not.toEqual(second);
  });
});
