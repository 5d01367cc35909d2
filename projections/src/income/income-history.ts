import {
  engagementDecider,
  isRejection,
  noReaderFacts,
  rateCardDecider,
  RATE_CARD_STREAM,
  readerStream,
  schemaVersionOf,
  type EngagementCommand,
  type EngagementEvent,
  type EngagementState,
  type RateCardState,
  type ReaderFacts,
} from '@afrimedia/domain';
import type { NewEvent } from '@afrimedia/event-store';

export interface IncomeHistoryOptions {
  readonly authors: number;
  readonly readers: number;
  /** Views, reads (qualified or refused) and clicks, all together. */
  readonly events: number;
  readonly contentsPerAuthor?: number;
  /** Rate cards published: the first before any read, each later one a rate change part-way through. */
  readonly rateCards?: number;
  readonly seed?: number;
  /** The first instant; a reader's session starts every ten minutes after it. */
  readonly from?: string;
}

export interface StreamAppend {
  readonly stream: string;
  readonly events: readonly NewEvent[];
}

/** Appended one after the other, so a rate card is stored after every read of the era before it. */
/** Long enough for a session's view and reads, so a reader's instants never go back. */
const SESSION_MS = 10 * 60_000;

export type IncomeHistory = ReadonlyArray<readonly StreamAppend[]>;

/** Deterministic choices (mulberry32), so two runs decide the same history. */
function chooser(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, index: (length: number) => Math.floor(next() * length) };
}

/**
 * A platform's readers viewing, reading and clicking authors' contents, each command decided by the engagement
 * decider against the reader's stream folded so far, so the events are the ones the platform would store: qualified
 * reads and paid clicks, and reads refused as too short, without a view, repeated the same day, by the author
 * (authors read their own contents too), on an author's device, by bots or past the client's rate. Rate cards are
 * decided by the rate-card decider and cut the history in eras.
 */
export function incomeHistory(options: IncomeHistoryOptions): IncomeHistory {
  const pick = chooser(options.seed ?? 7);
  const contentsPerAuthor = options.contentsPerAuthor ?? 8;
  const eras = options.rateCards ?? 3;
  const started = Date.parse(options.from ?? '2025-06-01T00:00:00.000Z');
  const authors = Array.from({ length: options.authors }, (_, n) => `author-${String(n).padStart(4, '0')}`);
  const readers = [
    ...Array.from({ length: options.readers }, (_, n) => `reader-${String(n).padStart(6, '0')}`),
    ...authors,
  ];
  const contents = authors.flatMap((authorId) =>
    Array.from({ length: contentsPerAuthor }, (_, k) => ({
      contentId: `${authorId}-content-${k}`,
      authorId,
    })),
  );
  const states = new Map<string, EngagementState>();
  let ids = 0;
  const newEvent = (event: { type: string; data: unknown }, actorId: string, now: string): NewEvent => {
    ids += 1;
    return {
      id: `00000000-0000-4000-a000-${ids.toString(16).padStart(12, '0')}`,
      type: event.type,
      data: event.data,
      metadata: {
        correlationId: `income-history-${ids}`,
        causationId: `income-history-${ids}`,
        actorId,
        occurredAt: now,
        schemaVersion: schemaVersionOf(event.type),
      },
    };
  };
  const facts = (readerId: string, authorId: string): ReaderFacts => {
    const roll = pick.next();
    return {
      ...noReaderFacts,
      byAuthor: readerId === authorId,
      onAuthorsDevice: roll < 0.01,
      bot: roll >= 0.01 && roll < 0.04,
      rateLimited: roll >= 0.04 && roll < 0.05,
    };
  };

  let cards: RateCardState = rateCardDecider.initialState();
  const history: StreamAppend[][] = [];
  let written = 0;
  let session = 0;
  for (let era = 0; era < eras; era += 1) {
    const now = new Date(started + session * SESSION_MS).toISOString();
    const decision = rateCardDecider.decide(
      {
        type: 'PublishRateCard',
        data: {
          rateCardId: `rate-card-${era + 1}`,
          effectiveFrom: now,
          // Rates that leave a remainder under a cent, so statements carry it.
          microEurosPerRead: 4_567 + era * 1_234,
          microEurosPerClick: 789 + era * 111,
          actorIsAdmin: true,
        },
        metadata: { now, actorId: 'admin' },
      },
      cards,
    );
    if (isRejection(decision)) throw new Error(`rate card ${era + 1}: ${decision.code}`);
    for (const event of decision) cards = rateCardDecider.evolve(cards, event);
    history.push([
      { stream: RATE_CARD_STREAM, events: decision.map((event) => newEvent(event, 'admin', now)) },
    ]);

    const byReader = new Map<string, NewEvent[]>();
    const eraEnd = Math.round((options.events * (era + 1)) / eras);
    while (written < eraEnd) {
      session += 1;
      const reader = pick.index(readers.length);
      const readerId = readers[reader]!;
      // Readers keep to a few contents, so they come back to them; authors often open their own.
      const own = reader >= options.readers && pick.next() < 0.5;
      const { contentId, authorId } = own
        ? contents[(reader - options.readers) * contentsPerAuthor + pick.index(contentsPerAuthor)]!
        : contents[(reader * 31 + pick.index(4) * 97) % contents.length]!;
      let at = started + session * SESSION_MS + pick.index(20_000);
      const decide = (command: EngagementCommand) => {
        const state = states.get(readerId) ?? engagementDecider.initialState();
        const events = engagementDecider.decide(command, state);
        if (isRejection(events)) throw new Error(`${command.type}: ${events.code}`);
        states.set(
          readerId,
          events.reduce(
            (folded: EngagementState, event: EngagementEvent) => engagementDecider.evolve(folded, event),
            state,
          ),
        );
        const stored = byReader.get(readerId) ?? [];
        byReader.set(readerId, stored);
        for (const event of events) stored.push(newEvent(event, readerId, command.metadata.now));
        written += events.length;
      };
      const read = () => {
        const seconds = 10 + pick.index(170);
        at += seconds * 1_000 + pick.index(3_000);
        decide({
          type: 'QualifyRead',
          data: { readerId, contentId, authorId, seconds, facts: facts(readerId, authorId) },
          metadata: { now: new Date(at).toISOString(), actorId: readerId },
        });
      };
      // A read now and then cites no view of the content (the reader app lost it, or someone forged the call).
      if (pick.next() < 0.04) {
        read();
        continue;
      }
      const click = pick.next() < 0.3;
      decide({
        type: 'ViewContent',
        data: {
          readerId,
          contentId,
          viewId: `view-${session}`,
          ...(click
            ? {
                click: {
                  via: pick.next() < 0.5 ? ('list' as const) : ('share' as const),
                  authorId,
                  facts: facts(readerId, authorId),
                },
              }
            : {}),
        },
        metadata: { now: new Date(at).toISOString(), actorId: readerId },
      });
      if (pick.next() < 0.7) read();
      // Read again at once: paid once a day.
      if (pick.next() < 0.12) read();
    }
    history.push([...byReader].map(([readerId, events]) => ({ stream: readerStream(readerId), events })));
  }
  return history;
}
