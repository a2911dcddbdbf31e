import { readFileSync, readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import ts from 'typescript';

// The server images install `dependencies` only (`npm prune --omit=dev`). So every production
// dependency must be something the server loads at runtime, and everything the server loads must
// be a production dependency. Browser-only packages belong in devDependencies: the web app is
// built in the image's build stage, where devDependencies are installed.

const ROOT = join(__dirname, '..');

interface PackageJson {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as PackageJson;
const production = new Set(Object.keys(pkg.dependencies ?? {}));
const development = new Set(Object.keys(pkg.devDependencies ?? {}));
const declared = new Set([...production, ...development]);
const builtins = new Set(builtinModules);

/** The files `npm run build:server` compiles into dist/ (tsconfig.build.json decides). */
function serverFiles(): string[] {
  const configPath = join(ROOT, 'tsconfig.build.json');
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile) as { config: unknown };
  return ts.parseJsonConfigFileContent(config, ts.sys, ROOT, undefined, configPath).fileNames;
}

/** The browser app's sources. */
function webFiles(dir = join(ROOT, 'web', 'src')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return webFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** `@scope/name/sub/path` → `@scope/name`; `name/sub` → `name`. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/**
 * The packages a file needs at runtime: every string that names a declared package or a file in
 * one (imports, require, require.resolve, a font's path in a table), except type-only imports.
 */
function packagesIn(file: string): Set<string> {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && node.importClause?.isTypeOnly) return;
    if (ts.isExportDeclaration(node) && node.isTypeOnly) return;
    if (ts.isImportTypeNode(node)) return;
    if (ts.isStringLiteralLike(node)) {
      const text = node.text.replace(/^node:/, '');
      const name = packageOf(text);
      if (declared.has(name) && !builtins.has(text)) found.add(name);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function usedBy(files: string[]): Map<string, string[]> {
  const users = new Map<string, string[]>();
  for (const file of files) {
    for (const name of packagesIn(file)) {
      users.set(name, [...(users.get(name) ?? []), relative(ROOT, file)]);
    }
  }
  return users;
}

/** A package's required peer dependencies, which it loads itself (nestjs-pino → pino-http). */
function peersOf(name: string): string[] {
  const manifest = JSON.parse(
    readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8'),
  ) as PackageJson;
  const optional = manifest.peerDependenciesMeta ?? {};
  return Object.keys(manifest.peerDependencies ?? {}).filter((peer) => !optional[peer]?.optional);
}

/** Named in server code but loaded only when it runs from the TypeScript sources (tests, tsx). */
const SOURCES_ONLY = new Set(['tsx']);

const server = usedBy(serverFiles());
const web = usedBy(webFiles());

/** What the server loads: its imports and, transitively, their declared peers. */
function serverRuntime(): Set<string> {
  const needed = new Set([...server.keys()].filter((name) => !SOURCES_ONLY.has(name)));
  const queue = [...needed];
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    for (const peer of peersOf(name)) {
      if (declared.has(peer) && !needed.has(peer)) {
        needed.add(peer);
        queue.push(peer);
      }
    }
  }
  return needed;
}

describe('package.json dependencies', () => {
  it('finds the imports it judges by (the scan is not empty)', () => {
    expect(server.get('@nestjs/core')).toBeDefined();
    expect(server.get('@expo-google-fonts/andika')).toBeDefined();
    expect(web.get('react')).toBeDefined();
  });

  it('lists as production dependencies only what the server loads', () => {
    const runtime = serverRuntime();
    const notLoaded = [...production].filter((name) => !runtime.has(name));
    const webOnly = notLoaded.filter((name) => web.has(name));
    expect({ webOnly, unused: notLoaded.filter((name) => !web.has(name)) }).toEqual({
      webOnly: [],
      unused: [],
    });
  });

  it('lists everything the server loads as a production dependency', () => {
    const devOnly = [...serverRuntime()]
      .filter((name) => !production.has(name))
      .map((name) => `${name} (${(server.get(name) ?? ['a peer']).join(', ')})`);
    expect(devOnly).toEqual([]);
  });
});
