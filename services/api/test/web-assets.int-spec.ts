import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startHarness, type Harness } from '../../../test/support/harness';

const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(500))};\n`;

describe('the built web app’s assets', () => {
  let h: Harness;
  let dist: string;

  beforeAll(async () => {
    // A build as web/vite-precompress.ts leaves it: each asset with its .br and .gz beside it.
    dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Shop</title><div id="root">');
    // The home page's first paint, prerendered by the build (web/prerender.ts).
    writeFileSync(
      join(dist, 'home.html'),
      '<!doctype html><title>Shop</title><div id="root"><h1>Bedtime stories</h1></div>',
    );
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), SCRIPT);
    writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(SCRIPT));
    writeFileSync(join(dist, 'assets', 'plain-def456.css'), 'body { margin: 0 }\n');
    h = await startHarness({ worker: false, config: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await h.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    h.visitor().request({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends the Brotli file to a browser that accepts it, as JavaScript cached for a year', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip file when Brotli is not accepted, and the plain file when neither is', async () => {
    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends an asset that has no compressed copy as it is', async () => {
    const res = await get('/assets/plain-def456.css', 'gzip, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('body { margin: 0 }\n');
  });

  it('serves the prerendered home page for / and the plain index.html for every other page', async () => {
    const home = await get('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<div id="root"><h1>Bedtime stories</h1></div>');
    for (const path of ['/about', '/stories/00000000-0000-4000-8000-000000000000']) {
      const other = await get(path);
      expect(other.body).not.toContain('Bedtime stories');
      expect(other.body).toContain('<div id="root">');
    }
  });
});
