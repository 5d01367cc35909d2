import { z } from 'zod';
import { defineEvent, type EventsOf } from '../core/event-definition.ts';

const instant = z.iso.datetime({ offset: true });
const microEuros = z.number().int().nonnegative();

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
export const IncomeAccrued = defineEvent(
  'IncomeAccrued',
  z.object({
    authorId: z.string(),
    /** The ContentRead event this income pays for. */
    readEventId: z.string(),
    contentId: z.string(),
    rateCardId: z.string(),
    amountMicroEuros: microEuros,
    readAt: instant,
  }),
);
export const PayoutStatementIssued = defineEvent(
  'PayoutStatementIssued',
  z.object({
    authorId: z.string(),
    statementId: z.string(),
    periodStart: instant,
    periodEnd: instant,
    totalMicroEuros: microEuros,
    lines: z.number().int().nonnegative(),
    issuedAt: instant,
  }),
);

export const rateCardEventDefinitions = [RateCardPublished] as const;
export const incomeEventDefinitions = [IncomeAccrued, PayoutStatementIssued] as const;

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

interface Accrual {
  readonly readAt: string;
  readonly amountMicroEuros: number;
}

export interface IncomeState {
  readonly status: 'income';
  readonly paidReads: ReadonlySet<string>;
  readonly accruals: readonly Accrual[];
  /** End of the last statement's period: the next statement starts there. */
  readonly statedUntil: string | null;
}

export const initialIncomeState = (): IncomeState => ({
  status: 'income',
  paidReads: new Set(),
  accruals: [],
  statedUntil: null,
});

export function evolveIncome(state: IncomeState, event: IncomeEvent): IncomeState {
  switch (event.type) {
    case 'IncomeAccrued':
      return {
        ...state,
        paidReads: new Set([...state.paidReads, event.data.readEventId]),
        accruals: [
          ...state.accruals,
          { readAt: event.data.readAt, amountMicroEuros: event.data.amountMicroEuros },
        ],
      };
    case 'PayoutStatementIssued':
      return { ...state, statedUntil: event.data.periodEnd };
  }
}
