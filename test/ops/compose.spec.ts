import Ajv from 'ajv';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parse } from 'yaml';

// No Docker engine runs the tests: the compose files are checked as data, against the Compose
// Specification's JSON Schema (shipped with the docker-compose package Testcontainers uses) and
// against the production rules below.

const root = resolve(__dirname, '../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  profiles?: string[];
  ports?: (string | { host_ip?: string; target: number; published?: string })[];
  volumes?: (string | { type: string; source?: string })[];
  environment?: Record<string, string | number | null>;
  command?: string[] | string;
}
interface ComposeFile {
  services: Record<string, Service>;
}

const load = (path: string) => parse(read(path), { merge: true }) as ComposeFile;
const production = load('docker-compose.yml');
const development = load('deploy/compose.dev.yml');

// Its "$schema" names draft 07 by an https address Ajv does not know: Ajv's default is draft 07.
const { $schema: _draft, ...composeSchema } = JSON.parse(
  readFileSync(require.resolve('docker-compose/schema/compose-spec.json'), 'utf8'),
) as Record<string, unknown>;

/** A port mapping such as "127.0.0.1:${PORT:-3000}:3000" -> { ip, container }. */
function binding(port: string | { host_ip?: string; target: number }) {
  if (typeof port !== 'string') return { ip: port.host_ip ?? '', container: String(port.target) };
  const match = /^(?:(\d{1,3}(?:\.\d{1,3}){3}):)?(?:\$\{[^}]+\}|\d+):(\d+)(?:\/(?:tcp|udp))?$/.exec(
    port,
  );
  if (!match) throw new Error(`unexpected port mapping: ${port}`);
  return { ip: match[1] ?? '', container: match[2]! };
}

const bindMounts = (service: Service) =>
  (service.volumes ?? [])
    .map((v) => (typeof v === 'string' ? v.split(':')[0]! : (v.source ?? '')))
    .filter((source) => source.startsWith('./'));

describe.each([
  ['docker-compose.yml', production],
  ['deploy/compose.dev.yml', development],
])('%s', (path, compose) => {
  it('is a valid Compose file', () => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    const validate = ajv.compile(composeSchema);
    // The file as written (anchors and merge keys resolved, as Compose does).
    expect(validate(compose) ? [] : validate.errors).toEqual([]);
  });

  it('pins every image to an exact version', () => {
    expect(read(path)).not.toMatch(/:latest\b/);
    for (const [name, service] of Object.entries(compose.services)) {
      if (service.build) continue; // built here from this repository
      expect({ name, image: service.image }).toEqual({
        name,
        image: expect.stringMatching(/^[a-z0-9./-]+:\d+\.\d+(\.\d+)?(-[a-z0-9.]+)?$/),
      });
    }
  });

  it('publishes ports on 127.0.0.1 only (Caddy excepted: it serves the public)', () => {
    const open = Object.entries(compose.services).flatMap(([name, service]) =>
      (service.ports ?? [])
        .map(binding)
        .filter(({ ip }) => ip !== '127.0.0.1')
        .map(({ container }) => `${name}:${container}`),
    );
    expect(open.sort()).toEqual(
      path === 'docker-compose.yml' ? ['caddy:443', 'caddy:443', 'caddy:80'] : [],
    );
  });

  it('mounts only files of this repository that exist', () => {
    for (const service of Object.values(compose.services))
      for (const source of bindMounts(service)) expect(existsSync(join(root, source))).toBe(true);
  });
});

describe('docker-compose.yml (production)', () => {
  const { services } = production;
  const text = read('docker-compose.yml');

  it('gives Postgres a password from the environment, required, and never trusts', () => {
    expect(text).not.toMatch(/\btrust\b/i);
    expect(services.postgres!.environment).not.toHaveProperty('POSTGRES_HOST_AUTH_METHOD');
    expect(services.postgres!.environment!.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?/);
    for (const name of ['migrate', 'api', 'worker', 'backup', 'restore'])
      expect({ name, url: services[name]!.environment!.DATABASE_URL }).toEqual({
        name,
        url: expect.stringMatching(
          /^postgres:\/\/postgres:\$\{POSTGRES_PASSWORD:\?[^}]*\}@postgres:5432\//,
        ),
      });
  });

  it('reads its client rules from deploy/postgres/pg_hba.conf: a password over the network', () => {
    expect(services.postgres!.command).toEqual([
      'postgres',
      '-c',
      'hba_file=/etc/postgresql/pg_hba.conf',
    ]);
    expect(services.postgres!.volumes).toContain(
      './deploy/postgres/pg_hba.conf:/etc/postgresql/pg_hba.conf:ro',
    );
    const rules = read('deploy/postgres/pg_hba.conf')
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#'))
      .map((line) => line.trim().split(/\s+/));
    expect(rules).toEqual([
      ['local', 'all', 'all', 'peer'],
      ['host', 'all', 'all', 'all', 'scram-sha-256'],
    ]);
  });

  it('puts Caddy (TLS), SeaweedFS, backup and restore behind profiles', () => {
    const profiles = Object.fromEntries(
      Object.entries(services)
        .filter(([, service]) => service.profiles)
        .map(([name, service]) => [name, service.profiles]),
    );
    expect(profiles).toEqual({
      caddy: ['tls'],
      seaweedfs: ['s3'],
      's3-bucket': ['s3'],
      backup: ['backup'],
      restore: ['restore'],
    });
  });

  it('has Caddy serve SHOP_DOMAIN from deploy/Caddyfile, in front of the API', () => {
    const caddyfile = read('deploy/Caddyfile');
    expect(caddyfile).toMatch(/^\{\$SHOP_DOMAIN\} \{$/m);
    expect(caddyfile).toMatch(/^\s+reverse_proxy api:3000$/m);
    expect(services.caddy!.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
    // Caddy replaces X-Forwarded-For with the client's address: the API trusts that one hop.
    expect(services.api!.environment!.TRUST_PROXY).toBe(1);
  });

  it('backs up with scripts/backup.sh from the same Postgres image as the server', () => {
    expect(services.backup!.image).toBe(services.postgres!.image);
    expect(services.restore!.image).toBe(services.postgres!.image);
    expect(services.backup!.volumes).toContain('./scripts/backup.sh:/scripts/backup.sh:ro');
    expect(services.backup!.volumes).toContain('storage:/app/storage:ro');
    expect(services.restore!.volumes).toContain('./scripts/restore.sh:/scripts/restore.sh:ro');
  });

  it('names in .env.example every variable it reads from the environment', () => {
    const used = new Set([...text.matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]!));
    const example = read('.env.example');
    const missing = [...used].filter((name) => !new RegExp(`^#? ?${name}=`, 'm').test(example));
    expect(missing).toEqual([]);
  });
});

describe('deploy/compose.dev.yml (development)', () => {
  it('runs only the servers scripts/services.sh starts', () => {
    expect(Object.keys(development.services).sort()).toEqual(['postgres', 'redis']);
    expect(read('scripts/services.sh')).toContain('-f deploy/compose.dev.yml');
  });
});
