import { defineConfig } from 'vitest/config';

const ignored = ['**/node_modules/**', '**/dist/**', '.data/**'];

/**
 * On two cores a test that renders a page or runs a property many times can take several times its quiet-machine
 * time (CI, a developer's build beside it), with nothing wrong.
 */
const SHARED_MACHINE_TIMEOUT_MS = 30_000;

const postgres = {
  globalSetup: ['packages/postgres/src/vitest-global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
};

/**
 * Tiers by file name: *.unit.spec.ts (pure, no I/O), *.int.spec.ts (real PostgreSQL: DATABASE_URL's server,
 * else one embedded server per project, one database per spec file), *.dom.spec.tsx (React in happy-dom),
 * *.load.spec.ts (PostgreSQL under heavy concurrent load), *.browser.spec.ts (Chromium against the platform). Load files run one at a time after the others: on
 * two cores, sharing the machine with other files made them time out, and their timing proves nothing then.
 */
export default defineConfig({
  test: {
    reporters: ['default', './scripts/test-summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['**/*.unit.spec.ts'],
          exclude: ignored,
          environment: 'node',
          testTimeout: SHARED_MACHINE_TIMEOUT_MS,
        },
      },
      {
        test: {
          name: 'int',
          include: ['**/*.int.spec.ts'],
          exclude: ignored,
          environment: 'node',
          ...postgres,
          globalSetup: [...postgres.globalSetup, 'web-reader/testing/build-reader.global-setup.ts'],
        },
      },
      {
        test: {
          name: 'load',
          include: ['**/*.load.spec.ts'],
          exclude: ignored,
          environment: 'node',
          ...postgres,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          // Headless Chromium against the platform with its demo content; one file at a time (one browser each).
          name: 'browser',
          include: ['**/*.browser.spec.ts'],
          exclude: ignored,
          environment: 'node',
          ...postgres,
          globalSetup: [...postgres.globalSetup, 'web-reader/testing/build-reader.global-setup.ts'],
          testTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'dom',
          include: ['**/*.dom.spec.tsx'],
          exclude: ignored,
          environment: 'happy-dom',
          testTimeout: SHARED_MACHINE_TIMEOUT_MS,
          setupFiles: ['web-reader/testing/dom-setup.ts'],
        },
      },
    ],
  },
});
