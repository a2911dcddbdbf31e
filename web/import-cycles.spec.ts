import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// No import cycle anywhere in the web app: not between features (eslint.config.mjs keeps
// their arrows one way) and not between any two files (type-only imports count too: they are
// how a cycle starts).
const SRC = join(__dirname, 'src');
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
}

/** The app's relative imports, file to files. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const targets = [...readFileSync(file, 'utf8').matchAll(IMPORT)]
      .map((m) => m[1] ?? m[2] ?? '')
      .filter((spec) => spec.startsWith('.'))
      .map((spec) => resolveImport(file, spec))
      .filter((target): target is string => target !== undefined && /\.tsx?$/.test(target));
    graph.set(file, targets);
  }
  return graph;
}

/** One cycle per strongly connected group of more than one file (or a file importing itself). */
export function cyclesOf(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(group.reverse());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

describe('web import graph', () => {
  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(cyclesOf(graph)).toEqual([['a', 'b', 'c']]);
  });

  it('has no import cycle between the files of web/src', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(100);
    const cycles = cyclesOf(graph).map((group) => group.map((file) => relative(SRC, file)));
    expect(cycles).toEqual([]);
  });

  it('has no import cycle between the features', () => {
    const featureOf = (file: string) => /^features\/([^/]+)\//.exec(relative(SRC, file))?.[1];
    const features = new Map<string, string[]>();
    for (const [file, targets] of importGraph()) {
      const from = featureOf(file);
      if (!from) continue;
      const uses = features.get(from) ?? [];
      for (const to of targets.map(featureOf))
        if (to && to !== from && !uses.includes(to)) uses.push(to);
      features.set(from, uses);
    }
    expect(features.size).toBeGreaterThan(10);
    expect(cyclesOf(features)).toEqual([]);
  });
});
