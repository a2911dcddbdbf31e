// One jest run, three projects: fast unit tests, integration tests against real Postgres/Redis,
// and web component tests in jsdom. `make test` runs them all.
/** @param {{ tsx?: boolean }} o */
const swc = ({ tsx = false } = {}) => [
  '@swc/jest',
  {
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true, tsx },
      transform: {
        legacyDecorator: true,
        decoratorMetadata: true,
        react: { runtime: 'automatic' },
      },
    },
    module: { type: 'commonjs' },
  },
];

const aliases = { '^@shop/([a-z-]+)$': '<rootDir>/libs/$1/src' };

// content-disposition 3 (loaded by @fastify/static) is ESM-only. Node 20 requires it fine, but
// Jest's module system needs --experimental-vm-modules or Node 24.9 for that: compile it to
// CommonJS for the tests instead. (@fastify/cookie is pinned to 11.1.0, whose cookie is CommonJS.)
const ESM_DEPS = ['content-disposition'];
const esmDeps = {
  transform: { [`/node_modules/(${ESM_DEPS.join('|')})/.+\\.js$`]: swc() },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_DEPS.join('|')})/)`],
};

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/{libs,services,scripts,bench}/**/*.spec.ts',
        '<rootDir>/test/ops/*.spec.ts',
        '<rootDir>/web/*.spec.ts',
      ],
      transform: { '^.+\\.ts$': swc() },
      moduleNameMapper: aliases,
    },
    {
      displayName: 'integration',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{libs,services,test}/**/*.int-spec.ts'],
      transform: { '^.+\\.ts$': swc(), ...esmDeps.transform },
      transformIgnorePatterns: esmDeps.transformIgnorePatterns,
      moduleNameMapper: aliases,
      globalSetup: '<rootDir>/libs/testing/src/global-setup.ts',
      globalTeardown: '<rootDir>/libs/testing/src/global-teardown.ts',
      setupFilesAfterEnv: ['<rootDir>/libs/testing/src/setup-integration.ts'],
    },
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/web/src/**/*.spec.{ts,tsx}'],
      transform: { '^.+\\.tsx?$': swc({ tsx: true }) },
      moduleNameMapper: {
        ...aliases,
        '\\.(css)$': '<rootDir>/web/test/style-stub.js',
        '\\.(svg|png|jpg|webp)(\\?.*)?$': '<rootDir>/web/test/file-stub.js',
      },
      setupFilesAfterEnv: ['<rootDir>/web/test/setup.ts'],
    },
  ],
};
