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

/** Unique keys, reserved with the append that claims them (ARCHITECTURE §6). */
export const reservations = {
  email: (email: string) => ({ scope: 'email', key: email.trim().toLowerCase() }),
  publicationSlug: (slug: string) => ({ scope: 'publication-slug', key: slug.toLowerCase() }),
  contentSlug: (slug: string) => ({ scope: 'content-slug', key: slug.toLowerCase() }),
  agendaSlug: (slug: string) => ({ scope: 'agenda-slug', key: slug.toLowerCase() }),
} as const;
