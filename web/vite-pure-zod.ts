import { parseAst, type Plugin } from 'vite';

/**
 * Lets the bundler drop the shared libs' zod schemas a page never uses.
 *
 * A libs module such as contracts/stories.ts exports both constants the home page uses and
 * schemas it doesn't; zod calls aren't known to be free of side effects, so the unused schemas
 * (and zod's core, ~15 KB gzip) would stay. `treeshake.manualPureFunctions` marks calls on the
 * listed names as pure, but matches the name in EVERY module: with `z`, it also dropped
 * preact's minified `z()` (its style setter), so no `style` prop reached the DOM. This plugin
 * renames the zod import bindings of libs modules to names nothing else uses, and only those
 * are listed as pure.
 */
export const PURE_ZOD_NAMES = ['__libs_zod_z', '__libs_zod_zm'] as const;

const ZOD_MODULES = new Set(['zod', 'zod/mini']);
const pureName = (local: string) => (local === 'zm' ? PURE_ZOD_NAMES[1] : PURE_ZOD_NAMES[0]);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (v: unknown): v is Node =>
  typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';

export function pureZod(): Plugin {
  return {
    name: 'shop:pure-zod',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]libs[\\/][a-z-]+[\\/]src[\\/].+\.ts$/, code: /from ["']zod/ },
      handler(code) {
        const program = parseAst(code) as unknown as Node;
        const locals = new Map<string, string>();
        const edits: { start: number; end: number; text: string }[] = [];
        for (const stmt of program.body as Node[]) {
          if (stmt.type !== 'ImportDeclaration') continue;
          const source = (stmt.source as { value: string }).value;
          if (!ZOD_MODULES.has(source)) continue;
          const specs = stmt.specifiers as { type: string; local: { name: string } }[];
          // Only the plain forms the libs use: `import * as zm` and `import { z }`.
          if (specs.length !== 1 || !['z', 'zm'].includes(specs[0]!.local.name)) continue;
          const [{ type, local }] = specs as [(typeof specs)[0]];
          const renamed = pureName(local.name);
          locals.set(local.name, renamed);
          const binding =
            type === 'ImportNamespaceSpecifier' ? `* as ${renamed}` : `{ z as ${renamed} }`;
          edits.push({
            start: stmt.start,
            end: stmt.end,
            text: `import ${binding} from ${JSON.stringify(source)};`,
          });
        }
        if (locals.size === 0) return null;

        // Every other reference to the bindings (not property names).
        const walk = (node: Node, parent?: Node, key?: string) => {
          if (node.type === 'ImportDeclaration') return;
          if (
            node.type === 'Property' &&
            node.shorthand &&
            locals.has((node.key as Node).name as string)
          ) {
            const name = (node.key as Node).name as string;
            edits.push({ start: node.start, end: node.end, text: `${name}: ${locals.get(name)}` });
            return;
          }
          if (node.type === 'Identifier' && locals.has(node.name as string)) {
            const isPropertyName =
              (parent?.type === 'MemberExpression' && key === 'property' && !parent.computed) ||
              (parent?.type === 'Property' && key === 'key' && !parent.computed);
            if (!isPropertyName)
              edits.push({
                start: node.start,
                end: node.end,
                text: locals.get(node.name as string)!,
              });
          }
          for (const [k, v] of Object.entries(node)) {
            if (Array.isArray(v)) v.forEach((c) => isNode(c) && walk(c, node, k));
            else if (isNode(v)) walk(v, node, k);
          }
        };
        walk(program);

        let out = code;
        for (const e of edits.sort((a, b) => b.start - a.start))
          out = out.slice(0, e.start) + e.text + out.slice(e.end);
        return { code: out, map: null };
      },
    },
  };
}
