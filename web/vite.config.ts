import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress';
import { productionBuild, reactRouterProductionAliases } from './vite-production';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const contracts = fileURLToPath(new URL('../libs/contracts/src/index.ts', import.meta.url));
const content = fileURLToPath(new URL('../libs/content/src/index.ts', import.meta.url));

// Vite 8 transforms TSX with Oxc itself; @vitejs/plugin-react is not used (no Fast Refresh).
export default defineConfig(({ command }) => ({
  root: webRoot,
  publicDir: 'public',
  // `vite build` is always a production build (the server's NODE_ENV does not reach it).
  mode: command === 'build' ? 'production' : undefined,
  plugins: [productionBuild(), precompress()],
  resolve: {
    alias: [
      { find: '@shop/contracts', replacement: contracts },
      { find: '@shop/content', replacement: content },
      ...(command === 'build' ? reactRouterProductionAliases() : []),
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
      // (a server-only schema, the blog's articles) is left out of the bundle. A feature's
      // index.ts only re-exports: a page that takes one piece of a feature gets that piece (and
      // its styles), not the rest of the feature (the home page's story pictures, not the
      // admin's picture manager).
      treeshake: {
        moduleSideEffects: (id: string) =>
          !/[\\/]libs[\\/]/.test(id) &&
          !/[\\/]web[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/.test(id),
      },
      output: {
        // The runtime every page needs (React, the router, the store) in one file: fewer
        // requests before the home page is interactive than one chunk per package.
        codeSplitting: {
          groups: [
            {
              name: 'runtime',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@reduxjs[\\/]toolkit|redux|redux-thunk|immer|reselect|react-redux|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
      // Radix ships "use client" markers for React Server Components; meaningless in an SPA.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  preview: { port: 4173 },
}));
