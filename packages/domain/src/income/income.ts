import { z } from 'zod';
import { defineEvent, type EventsOf } from '../core/event-definition.ts';

const instant = z.iso.datetime({ offset: true });
const microEuros = z.number().int().nonnegative();
const day = z.iso.date();

/** The platform's rate cards: one stream, so a new card is decided against the ones before it. */
export const RATE_CARD_STREAM = 'ratecard-platform';
/** An author's earnings: one stream per author, so each read is paid once. */
export const incomeStream = (authorId: string) => `income-${authorId}`;

export const RateCardPublished = defineEvent(
  'RateCardPublished',
  z.object({
    rateCardId: z.string(),
    effectiveFrom: instant,
    /** Integer micro-euros: money is never a float. */
    microEurosPerRead: microEuros,
    microEurosPerClick: microEuros,
    publishedAt: instant,
  }),
);
/**
 * A month of an author's income closed for payout: the month's statement as the ledger gives it, in integer cents,
 * with the remainder under a cent carried into the next month.
 */
export const PayoutStatementIssued = defineEvent(
  'PayoutStatementIssued',
  z.object({
    authorId: z.string(),
    statementId: z.string(),
    /** First day of the month, `2026-11-01`, and first day of the next. */
    periodStart: day,
    periodEnd: day,
    reads: z.number().int().nonnegative(),
    clicks: z.number().int().nonnegative(),
    microEuros,
    carriedInMicroEuros: microEuros,
    cents: z.number().int().nonnegative(),
    carriedOutMicroEuros: microEuros,
    issuedAt: instant,
  }),
);

export const rateCardEventDefinitions = [RateCardPublished] as const;
export const incomeEventDefinitions = [PayoutStatementIssued] as const;

export type RateCardEvent = EventsOf<typeof rateCardEventDefinitions>;
export type IncomeEvent = EventsOf<typeof incomeEventDefinitions>;

export interface RateCard {
  readonly rateCardId: string;
  readonly effectiveFrom: string;
  readonly microEurosPerRead: number;
  readonly microEurosPerClick: number;
}

export interface RateCardState {
  readonly status: 'rate-cards';
  /** Ordered by effectiveFrom. */
  readonly cards: readonly RateCard[];
}

export const initialRateCardState = (): RateCardState => ({ status: 'rate-cards', cards: [] });

export function evolveRateCards(state: RateCardState, event: RateCardEvent): RateCardState {
  const { rateCardId, effectiveFrom, microEurosPerRead, microEurosPerClick } = event.data;
  return {
    ...state,
    cards: [...state.cards, { rateCardId, effectiveFrom, microEurosPerRead, microEurosPerClick }],
  };
}

/** The card in force at an instant: the latest one effective at or before it. */
export function rateCardAt(cards: readonly RateCard[], instantIso: string): RateCard | undefined {
  const at = Date.parse(instantIso);
  return cards.filter((card) => Date.parse(card.effectiveFrom) <= at).at(-1);
}

export interface IncomeState {
  readonly status: 'income';
  /** Months closed, by their first day. */
  readonly issued: ReadonlySet<string>;
}

export const initialIncomeState = (): IncomeState => ({ status: 'income', issued: new Set() });

export const evolveIncome = (state: IncomeState, event: IncomeEvent): IncomeState => ({
  ...state,
  issued: new Set([...state.issued, event.data.periodStart]),
});
