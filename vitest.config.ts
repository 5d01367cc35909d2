import { defineConfig } from 'vitest/config';

const ignored = ['**/node_modules/**', '**/dist/**', '.data/**'];

const postgres = {
  globalSetup: ['packages/postgres/src/vitest-global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 120_000,
};

/**
 * Tiers by file name: *.unit.spec.ts (pure, no I/O), *.int.spec.ts (real PostgreSQL: DATABASE_URL's server,
 * else one embedded server per project, one database per spec file), *.dom.spec.tsx (React in happy-dom),
 * *.load.spec.ts (PostgreSQL under heavy concurrent load). Load files run one at a time after the others: on
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
        },
      },
      {
        test: {
          name: 'int',
          include: ['**/*.int.spec.ts'],
          exclude: ignored,
          environment: 'node',
          ...postgres,
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
          name: 'dom',
          include: ['**/*.dom.spec.tsx'],
          exclude: ignored,
          environment: 'happy-dom',
        },
      },
    ],
  },
});
