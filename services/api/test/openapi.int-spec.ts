import { hashPassword } from '@shop/auth';
import { compileErrors, validate } from '@readme/openapi-parser';
import { adminOrderSchema, generateStoryRequestSchema } from '@shop/contracts';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { toJSONSchema } from 'zod';
import { registeredRoutes } from '../src/app';
import { QUEUE_DASHBOARD_PATH } from '../src/admin/queue-dashboard';
import { toOpenApiPath } from '../src/docs/openapi';
import { signInAdmin } from '../../../test/support/admin';
import { startHarness, type Harness } from '../../../test/support/harness';

const PASSWORD = 'the operator reads the docs';

type Doc = {
  openapi: string;
  paths: Record<string, Record<string, Record<string, unknown>>>;
};

/**
 * Validates with @seriousme/openapi-schema-validator (the OpenAPI 2.0-3.2 JSON Schemas). It is
 * ES-module only, which Jest's CommonJS runtime cannot load: it runs in a Node process of its own.
 */
async function validateOpenApi(
  doc: unknown,
): Promise<{ valid: boolean; version: string; errors: unknown }> {
  const dir = await mkdtemp(join(tmpdir(), 'openapi-'));
  try {
    const file = join(dir, 'openapi.json');
    await writeFile(file, JSON.stringify(doc));
    const script = `
      import { Validator } from '@seriousme/openapi-schema-validator';
      const validator = new Validator();
      const res = await validator.validate(${JSON.stringify(file)});
      console.log(JSON.stringify({ valid: res.valid, version: validator.version, errors: res.errors ?? null }));`;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--input-type=module', '-e', script],
      { cwd: join(__dirname, '../../..') },
    );
    return JSON.parse(stdout) as { valid: boolean; version: string; errors: unknown };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('GET /api/docs (OpenAPI 3.1 from the zod contracts)', () => {
  let h: Harness;
  let doc: Doc;

  beforeAll(async () => {
    h = await startHarness({
      worker: false,
      config: { ADMIN_PASSWORD_HASH: await hashPassword(PASSWORD) },
    });
    const res = await h.visitor().get('/api/docs/openapi.json');
    expect(res.statusCode).toBe(200);
    doc = res.json() as Doc;
  });
  afterAll(() => h?.close());

  it('validates as OpenAPI 3.1', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await validateOpenApi(doc);
    expect(result).toEqual({ valid: true, version: '3.1', errors: null });
    // A full validator: path parameters declared, operation ids unique, $refs resolvable.
    const full = await validate(structuredClone(doc) as unknown as Parameters<typeof validate>[0]);
    expect(full.valid ? 'valid' : compileErrors(full)).toBe('valid');
    // The validator does refuse a broken document.
    const broken = structuredClone(doc);
    broken.paths['/api/health']!.get!.responses = 'none';
    expect((await validateOpenApi(broken)).valid).toBe(false);
  });

  it('lists exactly the routes the API registered (the queue dashboard aside)', () => {
    const registered = registeredRoutes
      .get(h.api)!
      .filter(
        (r) =>
          r.url.startsWith('/api/') &&
          r.method !== 'HEAD' &&
          !r.url.startsWith(QUEUE_DASHBOARD_PATH),
      )
      .map((r) => `${r.method.toLowerCase()} ${toOpenApiPath(r.url)}`);
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method} ${path}`),
    );
    expect(registered.length).toBeGreaterThan(50);
    expect([...documented].sort()).toEqual([...new Set(registered)].sort());
  });

  it('declares every path parameter and the schema of every success response', () => {
    for (const [path, methods] of Object.entries(doc.paths)) {
      const inPath = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
      for (const [method, op] of Object.entries(methods)) {
        const declared = ((op.parameters ?? []) as { name: string; in: string }[])
          .filter((p) => p.in === 'path')
          .map((p) => p.name)
          .sort();
        expect(`${method} ${path}: ${declared.join(',')}`).toBe(
          `${method} ${path}: ${inPath.join(',')}`,
        );
        const responses = op.responses as Record<string, { content?: Record<string, unknown> }>;
        for (const [status, response] of Object.entries(responses)) {
          if (!/^2/.test(status) || status === '204') continue;
          const content = Object.values(response.content ?? {}) as { schema?: unknown }[];
          expect(
            `${method} ${path} ${status}: ${content.length > 0 && content.every((c) => c.schema) ? 'schema' : 'none'}`,
          ).toBe(`${method} ${path} ${status}: schema`);
        }
      }
    }
  });

  it('describes bodies, parameters and access from the contracts the routes validate with', () => {
    const generate = doc.paths['/api/stories/generate']!.post!;
    const expected = toJSONSchema(generateStoryRequestSchema, {
      io: 'input',
      unrepresentable: 'any',
    });
    delete (expected as Record<string, unknown>).$schema;
    expect(generate).toMatchObject({
      security: [],
      requestBody: { content: { 'application/json': { schema: expected } } },
      responses: { '202': expect.anything(), '400': expect.anything() },
    });
    expect(doc.paths['/api/stories/{id}']!.get!.parameters).toEqual(
      expect.arrayContaining([
        { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
        { name: 'token', in: 'query', required: false, schema: { type: 'string' } },
      ]),
    );
    // Path parameters of `@Param(new ZodPipe(schema))` and answers from the contracts.
    const order = doc.paths['/api/admin/orders/{id}']!.get!;
    expect(order.parameters).toEqual([
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    ]);
    const answer = toJSONSchema(adminOrderSchema, { io: 'output', unrepresentable: 'any' });
    delete (answer as Record<string, unknown>).$schema;
    expect(order.responses).toMatchObject({
      '200': { content: { 'application/json': { schema: answer } } },
    });
    const outbox = Object.entries(doc.paths).find(([p]) => p === '/api/admin/outbox')![1].get!;
    expect(outbox.security).toEqual([{ adminSession: [] }]);
    expect((outbox.parameters as { name: string }[]).map((p) => p.name)).toEqual(
      expect.arrayContaining(['page', 'pageSize', 'status']),
    );
  });

  it('has a page for people', async () => {
    const res = await h.visitor().get('/api/docs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('/api/stories/generate');
    expect(res.body).toContain('/api/docs/openapi.json');
  });

  it('in production, answers only the signed-in operator', async () => {
    const prod = await startHarness({
      worker: false,
      config: {
        NODE_ENV: 'production',
        COOKIE_SECRET: 'a-production-cookie-secret-of-enough-length',
        ADMIN_PASSWORD_HASH: await hashPassword(PASSWORD),
      },
    });
    try {
      expect((await prod.visitor().get('/api/docs/openapi.json')).statusCode).toBe(401);
      expect((await prod.visitor().get('/api/docs')).statusCode).toBe(401);
      const admin = await signInAdmin(prod, PASSWORD);
      const res = await admin.get('/api/docs/openapi.json');
      expect(res.statusCode).toBe(200);
      expect((res.json() as Doc).paths).toEqual(doc.paths);
    } finally {
      await prod.close();
    }
  });
});
