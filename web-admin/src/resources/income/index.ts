import incomeVerifications from './income-verifications.tsx';
import payouts from './payouts.tsx';
import rateCards from './rate-cards.tsx';
import refusedReads from './refused-reads.tsx';
import statementsDue from './statements-due.tsx';

/** Authors' income as the platform team runs it, in menu order: rates, what is due, what was issued, checks. */
export const incomeResources = {
  'rate-cards': rateCards,
  'statements-due': statementsDue,
  payouts,
  'refused-reads': refusedReads,
  'income-verifications': incomeVerifications,
};
