/** Stream names, `<category>-<id>` (ARCHITECTURE §3): each stream is the consistency boundary of one decision. */
export const userStream = (userId: string) => `user-${userId}`;
/** Keyed by the user's id: one application and one profile per user. */
export const authorStream = (userId: string) => `author-${userId}`;
export const publicationStream = (publicationId: string) => `publication-${publicationId}`;
export const contentStream = (contentId: string) => `content-${contentId}`;
export { readerStream } from './engagement/engagement.ts';
export { subscriptionStream } from './subscription/subscription.ts';
export { RATE_CARD_STREAM, incomeStream } from './income/income.ts';
export { agendaStream } from './agenda/agenda.ts';
