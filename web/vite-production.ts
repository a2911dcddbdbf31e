import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Alias, Plugin } from 'vite';

/**
 * Text that only the development builds of the web app's libraries contain: React's and
 * react-dom's development warnings, Redux Toolkit's state checks (immutability and
 * serializability middlewares) and react-router's development warnings.
 */
export const DEVELOPMENT_MARKERS: readonly { library: string; text: string }[] = [
  { library: 'react-dom (development build)', text: 'Cannot update a component' },
  { library: 'react (development build)', text: 'Each child in a list should have a unique' },
  { library: "Redux Toolkit's immutability check", text: 'A state mutation was detected' },
  {
    library: "Redux Toolkit's serializability check",
    text: 'A non-serializable value was detected',
  },
  { library: "react-router's development warnings", text: 'No routes matched location' },
];

/** The development markers found in a built chunk's code. */
export function developmentMarkersIn(code: string): string[] {
  return DEVELOPMENT_MARKERS.filter((m) => code.includes(m.text)).map((m) => m.library);
}

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
