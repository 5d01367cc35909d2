import type pg from 'pg';
import type { PostgresEventStore } from '@afrimedia/event-store';
import type { ProjectorStatus } from '@afrimedia/projections';
import { CheckFailed, type HealthCheck } from './health-check.ts';

type FeedHorizon = Awaited<ReturnType<PostgresEventStore['feedHorizon']>>;

/** How long committed events may wait out of the feed before health reports the platform degraded. */
export const FEED_HELD_BACK_DEGRADED_MS = 5_000;

export function databaseCheck(pool: pg.Pool): HealthCheck {
  return {
    name: 'database',
    gatesReadiness: true,
    async check() {
      await pool.query('select 1');
    },
  };
}

export function eventStoreCheck(store: { ping(): Promise<void> }): HealthCheck {
  return {
    name: 'eventStore',
    gatesReadiness: true,
    async check() {
      await store.ping();
    },
  };
}

/**
 * Healthy while every projection applies events; reports each one's lag so operators see a slow one, and the event
 * a failing one is blocked on. `caughtUp` and `lagMs` are measured against the feed, which can itself lag the
 * store: see the feed horizon check.
 */
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
            blockedOn: status.blockedOn,
          },
        ]),
      );
      if (failing.length > 0) {
        const message = failing.map((status) => `${status.name}: ${status.lastError}`).join('; ');
        throw new CheckFailed(message, details);
      }
      return details;
    },
  };
}

/**
 * How long committed events have waited out of the feed because an older transaction is still open somewhere in the
 * cluster (docs/feed-horizon.md). Past `degradedAfterMs` the platform still serves, but projections and the
 * commands waiting for them (read-your-writes) are stalled: degraded, naming the transaction that holds them.
 */
export function feedHorizonCheck(store: object, degradedAfterMs = FEED_HELD_BACK_DEGRADED_MS): HealthCheck {
  return {
    name: 'feedHorizon',
    async check() {
      if (!hasFeedHorizon(store)) return { tracked: false };
      const horizon = await store.feedHorizon();
      return { ...horizon, degradedAfterMs, degraded: horizon.heldBackMs > degradedAfterMs };
    },
  };
}

function hasFeedHorizon(store: object): store is { feedHorizon(): Promise<FeedHorizon> } {
  return typeof (store as { feedHorizon?: unknown }).feedHorizon === 'function';
}
