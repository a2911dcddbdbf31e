import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The web app's features (web/src/features/<name>) and who each may use. A feature's index.ts
 * is its only public face; the arrows run one way, so no import cycle can form between features:
 *
 *   app, pages -> any feature      admin -> book, illustrations, stories
 *   order-status -> checkout       checkout -> book, collaborate, illustrations, stories
 *   book -> collaborate, stories   collaborate -> stories     stories -> illustrations, read-aloud
 *   blog -> newsletter             the rest (about, contact, illustrations, legal, newsletter,
 *                                  read-aloud, seo) use no other feature
 *
 * Below every feature: api, components, styles and the store (app/store.ts, app/hooks.ts);
 * those never import a feature, a page or the app shell. A piece two features share moves
 * down (into the lower feature, or into components) rather than adding an arrow back up.
 */
export const WEB_FEATURE_DEPENDENCIES = {
  about: [],
  admin: ['book', 'illustrations', 'stories'],
  blog: ['newsletter'],
  book: ['collaborate', 'stories'],
  checkout: ['book', 'collaborate', 'illustrations', 'stories'],
  collaborate: ['legal', 'stories'],
  contact: [],
  illustrations: [],
  legal: [],
  newsletter: [],
  'order-status': ['checkout'],
  'read-aloud': [],
  seo: [],
  stories: ['illustrations', 'read-aloud'],
};

const otherThan = (names) => (names.length ? `!(${names.join('|')})` : '*');

const webBoundaries = {
  files: ['web/src/**/*.{ts,tsx}', 'web/test/**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    'boundaries/elements': [
      { type: 'feature', pattern: 'web/src/features/*', capture: ['feature'] },
      { type: 'app', pattern: 'web/src/app' },
      { type: 'page', pattern: 'web/src/pages' },
      { type: 'shared', pattern: 'web/src/{api,components,styles}' },
      { type: 'test-support', pattern: 'web/test' },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        policies: [
          {
            disallow: { to: { element: { type: 'feature', fileInternalPath: '!index.ts' } } },
            message: 'Another feature is used through its index.ts only, never its files.',
          },
          ...Object.entries(WEB_FEATURE_DEPENDENCIES).map(([feature, allowed]) => ({
            from: { element: { type: 'feature', captured: { feature } } },
            disallow: {
              to: {
                element: {
                  type: 'feature',
                  captured: { feature: otherThan([feature, ...allowed]) },
                },
              },
            },
            message: `The ${feature} feature may use only: ${allowed.join(', ') || 'no other feature'} (eslint.config.mjs lists the allowed direction).`,
          })),
          {
            from: { element: { type: 'feature' } },
            disallow: {
              to: [
                { element: { type: 'page' } },
                { element: { type: 'app', fileInternalPath: '!{store,hooks}.ts' } },
              ],
            },
            message:
              'A feature never imports a page or the app shell (the store and its hooks are fine).',
          },
          {
            from: { element: { types: ['shared', 'test-support'] } },
            disallow: {
              to: [
                { element: { types: ['feature', 'page'] } },
                { element: { type: 'app', fileInternalPath: '!{store,hooks}.ts' } },
              ],
            },
            message:
              'api, components, styles and test helpers sit below every feature: they import no feature, page or app shell (the store and its hooks are fine).',
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'node_modules/**',
      'coverage/**',
      'playwright-report/**',
      'test-results/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Nest resolves constructor parameters from emitted metadata: a type-only import erases the
    // class and breaks injection, so server code keeps value imports.
    files: [
      'services/**/*.ts',
      'libs/db/**/*.ts',
      'libs/queue/**/*.ts',
      'libs/config/**/*.ts',
      'libs/mail/**/*.ts',
      'libs/print/**/*.ts',
    ],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    // Database code has one home: the repositories of libs/db, which own each table's SQL, its
    // locks and its transactions. Everything else asks a repository, so no other code imports
    // TypeORM. Tests (and the test kit and benchmarks) may still open a DataSource to set up and
    // check rows directly, which is how they see what the code really wrote.
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    ignores: [
      'libs/db/**',
      '**/*.spec.ts',
      '**/*.int-spec.ts',
      'test/**',
      '**/test/**',
      'libs/testing/**',
      'bench/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['typeorm', 'typeorm/*', '@nestjs/typeorm', '@nestjs/typeorm/*'],
              message:
                'Database code lives in libs/db: add or use a repository there (libs/db/src/repositories).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  webBoundaries,
  {
    // Command-line programs print their results.
    files: ['**/*.js', '**/*.cjs', 'scripts/**', 'bench/**', 'test/faults/**', 'libs/*/src/cli/**'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
