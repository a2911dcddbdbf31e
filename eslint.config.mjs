import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
  {
    // Command-line programs print their results.
    files: ['**/*.js', '**/*.cjs', 'scripts/**', 'bench/**', 'test/faults/**', 'libs/*/src/cli/**'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
