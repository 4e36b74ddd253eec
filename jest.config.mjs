import { availableParallelism } from 'node:os';
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// got and its helpers, and kysely, ship ESM only; let SWC transform them instead of ignoring node_modules.
const esmOnly = [
  'got',
  '@sindresorhus',
  '@szmarczak',
  'cacheable-lookup',
  'cacheable-request',
  'decompress-response',
  'form-data-encoder',
  'http2-wrapper',
  'lowercase-keys',
  'mimic-response',
  'normalize-url',
  'p-cancelable',
  'responselike',
  'keyv',
  'byte-counter',
  'chunk-data',
  'type-fest',
  'is-stream',
  'char-regex',
  'uint8array-extras',
  '@keyv',
  'quick-lru',
  'resolve-alpn',
  'defer-to-connect',
  'use-session-storage-state',
];
const transformIgnorePatterns = [`/node_modules/(?!(${esmOnly.join('|')})/)`];

const moduleNameMapper = {
  // src/lib/mui-no-vars.ts imports two of Material's files by path (its package exports neither):
  // the ESM file for the bundler, its CommonJS twin here, as jest loads the rest of Material.
  '/node_modules/@mui/material/styles/(\\w+)\\.mjs$': '<rootDir>/node_modules/@mui/material/styles/$1.js',
  '^@/(.*)$': '<rootDir>/src/$1',
  '^@contracts/(.*)$': '<rootDir>/src/contracts/$1',
};

// A PGlite start or a heavy dialog render can take several seconds on a loaded 2-core CI
// machine; the default 5 s limit turned load into failures. Assertions are unchanged.
const TEST_TIMEOUT_MS = 30_000;
const shared = { moduleNameMapper, testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next'] };

async function project(name, environment, match, extra = {}) {
  const config = await createJestConfig({
    ...shared,
    displayName: name,
    testEnvironment: environment,
    testMatch: match,
    ...extra,
  })();
  // Under --experimental-vm-modules jest loads these `"type": "module"` packages as ESM, so
  // SWC must emit ESM for them too (it emits CommonJS for the project's own files).
  const esmTransform = {
    [`/node_modules/(${esmOnly.join('|')})/.+\\.m?js$`]: [
      'next/dist/build/swc/jest-transformer.js',
      { isEsmProject: true },
    ],
  };
  return { ...config, transform: { ...esmTransform, ...config.transform }, transformIgnorePatterns };
}

export default async function config() {
  return {
    testTimeout: TEST_TIMEOUT_MS,
    globalSetup: '<rootDir>/tests/setup/global-setup.mjs',
    // Jest's default (cores − 1) is one worker on a 2-core CI machine, which left a core
    // idle while PGlite and jsdom suites, both CPU-bound, ran one after another.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A worker keeps what every file it ran left behind (its heap grew to 2.7 GB over a full
    // run), and its garbage collector then took a core of its own: files ran 2-5 times slower
    // late in the run than alone. A worker past this much heap after a file is replaced.
    workerIdleMemoryLimit: '700MB',
    projects: [
      await project('web', 'jsdom', ['<rootDir>/tests/web/**/*.test.ts?(x)'], {
        setupFilesAfterEnv: ['<rootDir>/tests/web/setup.ts'],
      }),
      await project('node', 'node', [
        '<rootDir>/tests/bff/**/*.test.ts',
        '<rootDir>/tests/lib/**/*.test.ts',
        '<rootDir>/tests/upstream/**/*.test.ts',
        '<rootDir>/tests/fuzz/**/*.test.ts',
      ]),
    ],
  };
}
