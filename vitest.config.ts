import { defineConfig } from 'vitest/config';

const ignored = ['**/node_modules/**', '**/dist/**', '.data/**'];

/**
 * Tiers by file name: *.unit.spec.ts (pure, no I/O), *.int.spec.ts (real PostgreSQL: DATABASE_URL's server,
 * else one embedded server for the whole run, one database per spec file), *.dom.spec.tsx (React in happy-dom).
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
          globalSetup: ['packages/postgres/src/vitest-global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
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
