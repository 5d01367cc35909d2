import { randomUUID } from 'node:crypto';
import { demoIncome } from '@afrimedia/demo';
import {
  engagementDecider,
  noReaderFacts,
  readerStream,
  type ReaderFacts,
  type ViewContent,
} from '@afrimedia/domain';
import type { EventStore } from '@afrimedia/event-store';
import { publishRateCard } from '../use-cases/publish-rate-card.ts';
import { storePorts } from '../use-cases/store-ports.ts';

export interface DemoIncomeParties {
  readonly adminId: string;
  readonly authorId: string;
  /** The author's published contents, in the order they were published. */
  readonly contentIds: readonly string[];
  /** By demoIncome's reader keys. */
  readonly readerIds: ReadonlyMap<string, string>;
}

/**
 * The demo's rate card and paid reads and clicks, through the platform's own use case and commands: the card takes
 * effect when published, each read is a view and then, `seconds` later by the seed's clock, the reader app's report
 * that the content stayed on screen, which the engagement decider pays or refuses by the same rules as a real one.
 */
export async function seedDemoIncome(
  store: EventStore,
  clock: () => Date,
  { adminId, authorId, contentIds, readerIds }: DemoIncomeParties,
): Promise<void> {
  const correlationId = `demo-income-${randomUUID()}`;
  const { commands } = storePorts(store, { clock, correlationId });
  const later = storePorts(store, {
    clock: () => new Date(clock().getTime() + demoIncome.seconds * 1_000),
    correlationId,
  }).commands;
  const { rateCardId, microEurosPerRead, microEurosPerClick } = demoIncome;
  // The card takes effect at the instant it is published: the decider refuses one that starts in the past.
  const publishedAt = clock();
  await publishRateCard(
    storePorts(store, { clock: () => publishedAt, correlationId }).commands,
    { userId: adminId, isAdmin: true },
    { rateCardId, effectiveFrom: publishedAt.toISOString(), microEurosPerRead, microEurosPerClick },
  );
  /** A view, then the reader app's report that the content stayed on screen for the demo's seconds. */
  async function read(
    readerId: string,
    contentId: string,
    facts: ReaderFacts,
    click?: ViewContent['data']['click'],
  ) {
    await commands.run({
      stream: readerStream(readerId),
      decider: engagementDecider,
      actorId: readerId,
      command: {
        type: 'ViewContent',
        data: { readerId, contentId, viewId: randomUUID(), ...(click ? { click } : {}) },
      },
    });
    await later.run({
      stream: readerStream(readerId),
      decider: engagementDecider,
      actorId: readerId,
      command: {
        type: 'QualifyRead',
        data: { readerId, contentId, authorId, seconds: demoIncome.seconds, facts },
      },
    });
  }
  for (const readerKey of demoIncome.readers) {
    const readerId = readerIds.get(readerKey)!;
    const clicks = readerKey === 'reader' ? demoIncome.contentsClicked : 0;
    for (const [index, contentId] of contentIds.slice(0, demoIncome.contentsRead).entries()) {
      const click = index < clicks ? { via: 'list' as const, authorId, facts: noReaderFacts } : undefined;
      await read(readerId, contentId, noReaderFacts, click);
    }
  }
  const first = contentIds[0]!;
  await read(authorId, first, { ...noReaderFacts, byAuthor: true });
  await read(readerIds.get('reader')!, first, noReaderFacts);
}
