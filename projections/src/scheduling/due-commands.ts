import {
  contentDecider,
  contentStream,
  DomainError,
  subscriptionDecider,
  subscriptionStream,
  SYSTEM_ACTOR,
} from '@afrimedia/domain';
import { runCommand, type EventStore } from '@afrimedia/event-store';
import type { ReadModels } from '@afrimedia/read-models';
import { sql, type Kysely } from 'kysely';

export interface DueReport {
  readonly published: number;
  readonly expired: number;
  /** Due work a decider refused this time (e.g. a publication not validated yet); tried again next tick. */
  readonly refused: number;
}

/**
 * Issues the commands that are due at `now`. The deciders make them idempotent (publishing a published content,
 * expiring an expired subscription change nothing), so a tick repeated after a crash is harmless.
 */
export async function runDueCommands(options: {
  db: Kysely<ReadModels>;
  store: EventStore;
  now: Date;
  correlationId?: string;
}): Promise<DueReport> {
  const { db, store, now } = options;
  const eventMeta = options.correlationId
    ? { correlationId: options.correlationId, causationId: options.correlationId }
    : undefined;
  const system = { actorId: SYSTEM_ACTOR, now, ...(eventMeta ? { eventMeta } : {}) };
  let published = 0;
  let expired = 0;
  let refused = 0;

  const contents = await db
    .selectFrom('scheduling.contents as c')
    .leftJoin('scheduling.publications as p', 'p.publication_id', 'c.publication_id')
    .select(['c.content_id', sql<boolean>`coalesce(p.validated, false)`.as('validated')])
    .where(({ or, and, eb }) =>
      or([
        eb('c.publish_at', '<=', now),
        and([eb('c.waiting', '=', true), eb('c.publish_at', 'is', null), eb('p.validated', '=', true)]),
      ]),
    )
    .execute();
  for (const content of contents) {
    const result = await runCommand(store, {
      stream: contentStream(content.content_id),
      decider: contentDecider,
      command: {
        type: 'PublishContent',
        data: { contentId: content.content_id, publicationValidated: content.validated },
      },
      ...system,
    });
    if (result instanceof DomainError) refused += 1;
    else if (result.events.length > 0) published += 1;
  }

  const subscriptions = await db
    .selectFrom('scheduling.subscriptions')
    .select(['subscription_id', 'user_id'])
    .where('period_end', '<', now)
    .execute();
  for (const subscription of subscriptions) {
    const result = await runCommand(store, {
      stream: subscriptionStream(subscription.user_id),
      decider: subscriptionDecider,
      command: { type: 'ExpireSubscription', data: { subscriptionId: subscription.subscription_id } },
      ...system,
    });
    if (result instanceof DomainError) refused += 1;
    else if (result.events.length > 0) expired += 1;
  }
  return { published, expired, refused };
}

/** Runs the due commands every `intervalMs` until stopped. */
export function startScheduler(options: {
  db: Kysely<ReadModels>;
  store: EventStore;
  intervalMs?: number;
  clock?: () => Date;
  onError?: (error: unknown) => void;
}): { stop(): Promise<void> } {
  const clock = options.clock ?? (() => new Date());
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running
      .then(() => runDueCommands({ db: options.db, store: options.store, now: clock() }))
      .catch((error: unknown) => options.onError?.(error));
  }, options.intervalMs ?? 15_000);
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
