import type pg from 'pg';
import type { HealthCheck } from './health-check.ts';

export function databaseCheck(pool: pg.Pool): HealthCheck {
  return {
    name: 'database',
    async check() {
      await pool.query('select 1');
    },
  };
}

export function eventStoreCheck(store: { ping(): Promise<void> }): HealthCheck {
  return {
    name: 'eventStore',
    async check() {
      await store.ping();
    },
  };
}
