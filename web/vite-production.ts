import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Alias, Plugin } from 'vite';
import { developmentMarkersIn } from './build-markers';

/**
 * react-router's package exports its development build to browsers (no "production" export
 * condition), with its warnings switched on; these point a production build at its production
 * build instead.
 */
export function reactRouterProductionAliases(): Alias[] {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve('react-router/package.json'));
  return [
    { find: /^react-router$/, replacement: join(root, 'dist/production/index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(root, 'dist/production/dom-export.mjs') },
  ];
}

/**
 * A build of the web app is always a production build, whatever NODE_ENV the server's `.env`
 * sets: `vite build` runs with mode and NODE_ENV `production`, and fails if a chunk still holds
 * a development build of a library.
 */
export function productionBuild(): Plugin {
  return {
    name: 'shop:production-build',
    apply: 'build',
    config() {
      // Read by Vite after the config hooks (isProduction) and by the libraries' NODE_ENV checks.
      process.env.NODE_ENV = 'production';
      return {
        define: {
          'process.env.NODE_ENV': JSON.stringify('production'),
          'import.meta.env.DEV': 'false',
          'import.meta.env.PROD': 'true',
          'import.meta.env.MODE': JSON.stringify('production'),
        },
      };
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const found = developmentMarkersIn(chunk.code);
        if (found.length)
          this.error(
            `${chunk.fileName} holds development code (${found.join(', ')}): the web app must be built for production`,
          );
      }
    },
  };
}
