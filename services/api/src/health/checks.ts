import type pg from 'pg';
import type { ProjectorStatus } from '@afrimedia/projections';
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

/** Healthy while every projection applies events; reports each one's lag so operators see a slow one. */
export function projectionsCheck(statuses: () => readonly ProjectorStatus[]): HealthCheck {
  return {
    name: 'projections',
    async check() {
      const all = statuses();
      const failing = all.filter((status) => status.lastError !== null);
      const details = Object.fromEntries(
        all.map((status) => [
          status.name,
          {
            caughtUp: status.caughtUp,
            lagMs: status.lagMs,
            eventsHandled: Number(status.eventsHandled),
            lastError: status.lastError,
          },
        ]),
      );
      if (failing.length > 0) {
        throw new Error(failing.map((status) => `${status.name}: ${status.lastError}`).join('; '));
      }
      return details;
    },
  };
}
