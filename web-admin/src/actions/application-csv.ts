import { text, translated, waiting } from '../shared/csv.ts';

/** What both application queues export of where an application stands and what was decided. */
export const APPLICATION_DECISION_CSV = [
  translated('status', 'afrimedia.status'),
  text('submittedAt'),
  text('decidedAt'),
  text('reason'),
  waiting('waitingSeconds'),
];
