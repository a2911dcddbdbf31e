import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const contracts = fileURLToPath(new URL('../libs/contracts/src/index.ts', import.meta.url));
const content = fileURLToPath(new URL('../libs/content/src/index.ts', import.meta.url));

/** react → preact/compat, in the order the matches must be tried (most specific first). */
const PREACT_COMPAT = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

// Vite 8 transforms TSX with Oxc itself; @vitejs/plugin-react is not used (no Fast Refresh).
export default defineConfig({
  root: webRoot,
  publicDir: 'public',
  plugins: [precompress()],
  resolve: {
    alias: [
      { find: '@shop/contracts', replacement: contracts },
      { find: '@shop/content', replacement: content },
      // The app is written against React's API and ships on preact/compat: react-dom alone is
      // ~60 KB gzip, over a third of the home route's 150 KB budget (issue 3). The web component
      // tests run on the same runtime (jest.config.js maps these the same way).
      ...PREACT_COMPAT,
    ],
  },
  oxc: {
    jsx: { runtime: 'automatic', importSource: 'react' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 0,
    rollupOptions: {
      // The shared libs are plain declarations: a module none of whose exports the page uses
      // (a server-only schema, the blog's articles) is left out of the bundle.
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]libs[\\/]/.test(id),
      },
      // Radix ships "use client" markers for React Server Components; meaningless in an SPA.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        // react-router reads React 19's `use` and `useOptimistic` if present; preact/compat has
        // neither and react-router falls back.
        if (
          warning.code === 'IMPORT_IS_UNDEFINED' &&
          /[\\/]react-router[\\/]/.test(warning.id ?? '')
        )
          return;
        warn(warning);
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  preview: { port: 4173 },
});
