import { ledgerLineOf, type LedgerLine, type RateCard } from '@afrimedia/domain';
import type { ReadModels } from '@afrimedia/read-models';
import type { Insertable, Transaction } from 'kysely';
import { defineProjection } from '../runtime/define-projection.ts';
import { together, type ProjectedEventOf } from '../runtime/event-handlers.ts';
import { inChunks } from '../runtime/in-chunks.ts';
import { updateStatements } from './statement-rows.ts';

type Trx = Transaction<ReadModels>;

const incomeTypes = [
  'RateCardPublished',
  'ContentReadQualified',
  'ContentClicked',
  'ContentReadRefused',
  'PayoutStatementIssued',
] as const;
type IncomeProjected = ProjectedEventOf<(typeof incomeTypes)[number]>;

/**
 * Authors' income: the rate cards, a ledger line per paid read or click priced by the cards published before it,
 * statements per author and week, month and year kept exact as lines arrive, the reads refused and the months
 * closed for payout. Every type is applied in one run, so a card published mid-batch prices the lines after it.
 */
export const incomeProjection = defineProjection('income', {
  tables: [
    'income.rate_cards',
    'income.ledger',
    'income.statements',
    'income.refused_reads',
    'income.payouts',
  ],
  handlers: together(incomeTypes, applyBatch),
});

async function applyBatch(trx: Trx, events: readonly IncomeProjected[]): Promise<void> {
  const cards = await rateCardsOf(trx);
  const rows = incomeRows(events, cards);
  await inChunks(rows.rateCards, (chunk) =>
    trx
      .insertInto('income.rate_cards')
      .values(chunk)
      .onConflict((conflict) => conflict.column('rate_card_id').doNothing())
      .execute(),
  );
  // Only the lines written now count into the statements, so a line met again is never counted twice.
  const written = new Set<string>();
  await inChunks(rows.ledger, async (chunk) => {
    const inserted = await trx
      .insertInto('income.ledger')
      .values(
        chunk.map(({ line, readerId, viewId }) => ({
          source_event_id: line.sourceEventId,
          author_id: line.authorId,
          content_id: line.contentId,
          reader_id: readerId,
          kind: line.kind,
          view_id: viewId,
          at: line.at,
          rate_card_id: line.rateCardId,
          micro_euros: line.microEuros,
        })),
      )
      .onConflict((conflict) => conflict.column('source_event_id').doNothing())
      .returning('source_event_id')
      .execute();
    for (const { source_event_id } of inserted) written.add(source_event_id);
  });
  await updateStatements(
    trx,
    rows.ledger.map(({ line }) => line).filter((line) => written.has(line.sourceEventId)),
  );
  await inChunks(rows.refused, (chunk) =>
    trx
      .insertInto('income.refused_reads')
      .values(chunk)
      .onConflict((conflict) => conflict.column('event_id').doNothing())
      .execute(),
  );
  await inChunks(rows.payouts, (chunk) =>
    trx
      .insertInto('income.payouts')
      .values(chunk)
      .onConflict((conflict) => conflict.column('statement_id').doNothing())
      .execute(),
  );
}

/** The cards stored so far, in the order they were published (each takes effect after the one before it). */
async function rateCardsOf(trx: Trx): Promise<RateCard[]> {
  const rows = await trx
    .selectFrom('income.rate_cards')
    .select(['rate_card_id', 'effective_from', 'micro_euros_per_read', 'micro_euros_per_click'])
    .orderBy('effective_from')
    .execute();
  return rows.map((row) => ({
    rateCardId: row.rate_card_id,
    effectiveFrom: row.effective_from.toISOString(),
    microEurosPerRead: Number(row.micro_euros_per_read),
    microEurosPerClick: Number(row.micro_euros_per_click),
  }));
}

/** The batch's rows, each ledger line priced by the cards before it: those stored and those earlier in the batch. */
function incomeRows(events: readonly IncomeProjected[], cardsBefore: readonly RateCard[]) {
  const cards = [...cardsBefore];
  const rateCards: Insertable<ReadModels['income.rate_cards']>[] = [];
  const ledger: Array<{ line: LedgerLine; readerId: string; viewId: string }> = [];
  const refused: Insertable<ReadModels['income.refused_reads']>[] = [];
  const payouts: Insertable<ReadModels['income.payouts']>[] = [];
  for (const { id, event } of events) {
    switch (event.type) {
      case 'RateCardPublished': {
        const { rateCardId, effectiveFrom, microEurosPerRead, microEurosPerClick, publishedAt } = event.data;
        cards.push({ rateCardId, effectiveFrom, microEurosPerRead, microEurosPerClick });
        rateCards.push({
          rate_card_id: rateCardId,
          effective_from: effectiveFrom,
          micro_euros_per_read: microEurosPerRead,
          micro_euros_per_click: microEurosPerClick,
          published_at: publishedAt,
        });
        break;
      }
      case 'ContentReadQualified':
      case 'ContentClicked': {
        const line = ledgerLineOf({ id, type: event.type, data: event.data }, cards);
        if (line) ledger.push({ line, readerId: event.data.readerId, viewId: event.data.viewId });
        break;
      }
      case 'ContentReadRefused':
        refused.push({
          event_id: id,
          reader_id: event.data.readerId,
          content_id: event.data.contentId,
          author_id: event.data.authorId,
          reason: event.data.reason,
          seconds: event.data.seconds,
          at: event.data.at,
        });
        break;
      case 'PayoutStatementIssued':
        payouts.push({
          statement_id: event.data.statementId,
          author_id: event.data.authorId,
          period_start: event.data.periodStart,
          period_end: event.data.periodEnd,
          cents: event.data.cents,
          micro_euros: event.data.microEuros,
          issued_at: event.data.issuedAt,
        });
        break;
      default:
        break;
    }
  }
  return { rateCards, ledger, refused, payouts };
}
