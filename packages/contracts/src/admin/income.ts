import { readRefusals } from '@afrimedia/domain';
import { z } from 'zod';
import { adminInstant, adminResource, defineAdminResource, listFilter } from './simple-rest.ts';

/*
 * Authors' income as the platform team runs it: the rate cards that price paid reads and clicks, the months due
 * for payout and those issued, the reads that earned nothing and why, and the check of the income read model
 * against the events. Every amount is an integer: micro-euros for rates and ledger totals, cents for what is paid.
 */

/**
 * The most a read or a click may be paid, in micro-euros (one euro): a slip of the keyboard (digits typed in the
 * wrong place) is refused, not paid to every author.
 */
export const MAX_RATE_MICRO_EUROS = 1_000_000;

const count = z.int().min(0);
const microEuros = z.int().min(0);
const day = z.iso.date();

/** A rate card: what a qualified read and a click earn from its effective instant until the next card's. */
export const adminRateCardRecord = z.object({
  id: z.string(),
  effectiveFrom: adminInstant,
  microEurosPerRead: microEuros,
  microEurosPerClick: microEuros,
  publishedAt: adminInstant,
});
export type AdminRateCardRecord = z.output<typeof adminRateCardRecord>;

const rate = z.int('FIELDS_REQUIRED').min(0, 'FIELDS_REQUIRED').max(MAX_RATE_MICRO_EUROS, 'FIELDS_REQUIRED');

/**
 * POST /api/admin/rate-cards: a card from `effectiveFrom` on. The console takes euros with up to six decimals and
 * sends integer micro-euros, so no amount is ever a binary fraction.
 */
export const adminRateCard = z.object({
  effectiveFrom: z.iso.datetime({ offset: true, error: 'FIELDS_REQUIRED' }),
  microEurosPerRead: rate,
  microEurosPerClick: rate,
});

const rateCards = adminResource('rate-cards', adminRateCardRecord);

export const adminRateCardsCalls = defineAdminResource({
  list: rateCards.list('The rate cards, the latest effective first', {
    sortable: ['id', 'effectiveFrom', 'publishedAt'],
    defaultSort: ['effectiveFrom', 'desc'],
    filter: listFilter(),
  }),
  getOne: rateCards.getOne('One rate card'),
  create: rateCards.create(
    'Publishes a rate card (RateCardPublished). An amount that is not whole micro-euros between 0 and ' +
      `${MAX_RATE_MICRO_EUROS} is 400 FIELDS_REQUIRED; a card effective in the past, or not after the latest ` +
      'card, is 409 INVALID_STATE_TRANSITION',
    adminRateCard,
  ),
});

/** A month of an author's income, as the ledger totals it: what was earned, carried in, paid in cents and carried on. */
const monthStatement = {
  authorId: z.string(),
  /** First day of the month (`2026-10-01`), and first day of the next. */
  periodStart: day,
  periodEnd: day,
  reads: count,
  clicks: count,
  microEuros,
  carriedInMicroEuros: microEuros,
  cents: count,
  carriedOutMicroEuros: microEuros,
};

/** A month that is over, whose author earned at least a cent and has no payout statement for it yet. */
export const adminStatementDueRecord = z.object({
  /** `<authorId>:<periodStart>`. */
  id: z.string(),
  ...monthStatement,
});
export type AdminStatementDueRecord = z.output<typeof adminStatementDueRecord>;

const statementsDue = adminResource('statements-due', adminStatementDueRecord);

export const adminStatementsDueCalls = defineAdminResource({
  list: statementsDue.list('Months over with cents earned and no payout statement yet, oldest first', {
    sortable: ['id', 'periodStart', 'cents'],
    defaultSort: ['periodStart', 'asc'],
    filter: listFilter({ authorId: z.string().max(200).optional() }),
  }),
  getOne: statementsDue.getOne('One month due'),
});

/** A month closed for payout (PayoutStatementIssued): the statement the payout port is to pay. */
export const adminPayoutRecord = z.object({
  /** The statement's id: one per author and month, the payout provider's idempotency key. */
  id: z.string(),
  authorId: z.string(),
  periodStart: day,
  periodEnd: day,
  cents: count,
  microEuros,
  issuedAt: adminInstant,
});
export type AdminPayoutRecord = z.output<typeof adminPayoutRecord>;

/** POST /api/admin/payouts: closes an author's month, with its statement as the income read model holds it. */
export const adminIssuePayout = z.object({
  authorId: z.string().trim().min(1, 'FIELDS_REQUIRED').max(200, 'FIELDS_REQUIRED'),
  periodStart: z.iso.date('FIELDS_REQUIRED'),
});

const payouts = adminResource('payouts', adminPayoutRecord);

export const adminPayoutsCalls = defineAdminResource({
  list: payouts.list('Payout statements issued, the latest first', {
    sortable: ['id', 'periodStart', 'cents', 'issuedAt'],
    defaultSort: ['issuedAt', 'desc'],
    filter: listFilter({ authorId: z.string().max(200).optional() }),
  }),
  getOne: payouts.getOne('One payout statement'),
  create: payouts.create(
    'Issues the payout statement of an author and month (PayoutStatementIssued) from its statement in the read ' +
      'model: a month without one is 404 NOT_FOUND; a month not over, a day that is not the first of a month, or ' +
      'a month already issued is 409 INVALID_STATE_TRANSITION',
    adminIssuePayout,
  ),
});

/** A read or click that earned nothing, and why. */
export const adminRefusedReadRecord = z.object({
  /** The refused event's id. */
  id: z.string(),
  readerId: z.string(),
  contentId: z.string(),
  authorId: z.string(),
  reason: z.enum(readRefusals),
  seconds: count,
  at: adminInstant,
});
export type AdminRefusedReadRecord = z.output<typeof adminRefusedReadRecord>;

const refusedReads = adminResource('refused-reads', adminRefusedReadRecord);

export const adminRefusedReadsCalls = defineAdminResource({
  list: refusedReads.list('Reads that earned nothing with the reason, the latest first', {
    sortable: ['id', 'at', 'reason'],
    defaultSort: ['at', 'desc'],
    filter: listFilter({
      reason: z.enum(readRefusals).optional(),
      authorId: z.string().max(200).optional(),
    }),
  }),
  getOne: refusedReads.getOne('One refused read'),
});

export const incomeVerificationStatuses = ['running', 'matched', 'differs', 'failed'] as const;

/** The first place the income read model and the events disagree. */
export const adminIncomeDifference = z.object({
  authorId: z.string(),
  period: z.enum(['ledger', 'week', 'month', 'year', 'payout']),
  periodStart: z.string(),
  what: z.string(),
  expected: z.string(),
  actual: z.string(),
});

/**
 * A check of the income read model against the events (verify-income), run in the API's background one at a
 * time: its progress while it runs, then whether every line and statement matched, or the first difference.
 */
export const adminIncomeVerificationRecord = z.object({
  id: z.string(),
  status: z.enum(incomeVerificationStatuses),
  startedAt: adminInstant,
  finishedAt: adminInstant.nullable(),
  eventsRead: count,
  eventsTotal: count,
  /** What was checked, once finished. */
  lines: count.nullable(),
  statements: count.nullable(),
  authors: count.nullable(),
  microEuros: microEuros.nullable(),
  difference: adminIncomeDifference.nullable(),
});
export type AdminIncomeVerificationRecord = z.output<typeof adminIncomeVerificationRecord>;

const verifications = adminResource('income-verifications', adminIncomeVerificationRecord);

export const adminIncomeVerificationsCalls = defineAdminResource({
  list: verifications.list('The checks of income run since the API started, the latest first', {
    sortable: ['id', 'startedAt'],
    defaultSort: ['startedAt', 'desc'],
    filter: listFilter({ status: z.enum(incomeVerificationStatuses).optional() }),
  }),
  getOne: verifications.getOne('One check of income, with its progress'),
  create: verifications.create(
    'Starts recomputing every ledger line and statement from the events and comparing them with the read model, ' +
      'in the background; answers at once with its progress. While one runs, 409 INVALID_STATE_TRANSITION',
    z.object({}),
  ),
});
