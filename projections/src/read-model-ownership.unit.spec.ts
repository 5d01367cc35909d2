import type { ReadModels } from '@afrimedia/read-models';
import { describe, expect, it } from 'vitest';
import { projections } from './index.ts';
import type { ReadModelTable } from './runtime/projection.ts';

/** Every read-model table: the typecheck fails here when a table is added to ReadModels or taken out of it. */
const everyTable = {
  'projections.checkpoints': true,
  'projections.kafka_offsets': true,
  'accounts.users': true,
  'engagement.relations': true,
  'engagement.counts': true,
  'engagement.watched': true,
  'stats.content_authors': true,
  'stats.daily': true,
  'stats.daily_readers': true,
  'admin_queues.people': true,
  'admin_queues.author_applications': true,
  'admin_queues.publications': true,
  'admin_queues.reports': true,
  'search.authors': true,
  'pages.authors': true,
  'pages.publications': true,
  'pages.contents': true,
  'pages.agenda': true,
  'pages.site_pages': true,
  'search.documents': true,
  'search.popularity': true,
  'search.words': true,
  'notifications.people': true,
  'notifications.outbox': true,
  'notifications.followers': true,
  'notifications.contents': true,
  'notifications.publications': true,
  'scheduling.publications': true,
  'scheduling.contents': true,
  'scheduling.subscriptions': true,
  'operations.contact_messages': true,
  'operations.site_config': true,
  'operations.legal_versions': true,
  'operations.subscriptions': true,
  'operations.payments': true,
  'plans.prices': true,
  'ad_breaks.ads': true,
  'income.rate_cards': true,
  'income.ledger': true,
  'income.statements': true,
  'income.refused_reads': true,
  'income.payouts': true,
} as const satisfies Record<keyof ReadModels, true>;

/** Tables no projection writes: a rebuild must leave them be. */
const notProjected: readonly ReadModelTable[] = ['projections.checkpoints', 'projections.kafka_offsets'];

describe('the projections', () => {
  it('own every read-model table once, but for the tables no projection writes', () => {
    const owners = new Map<string, string[]>();
    for (const { name, tables } of projections)
      for (const table of tables) owners.set(table, [...(owners.get(table) ?? []), name]);
    const unowned = (Object.keys(everyTable) as ReadModelTable[]).filter(
      (table) => !owners.has(table) && !notProjected.includes(table),
    );
    const shared = [...owners].filter(([, names]) => names.length > 1);
    expect({ unowned, shared }).toEqual({ unowned: [], shared: [] });
    expect(notProjected.filter((table) => owners.has(table))).toEqual([]);
  });

  it('keep a checkpoint each: no two share a name', () => {
    const names = projections.map((projection) => projection.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
