// Imports nothing, so the reader's browser build can take the list without the rest of the domain (and zod).

/** Spec §3: the closed list of topics. */
export const TOPICS = [
  'comedy',
  'music',
  'culture',
  'sport',
  'climate',
  'health',
  'education',
  'tech',
  'business',
  'innovation',
  'food',
  'startup',
  'finance',
  'fashion',
  'art',
  'crypto',
  'design',
  'literature',
  'science',
  'economy',
] as const;

export type Topic = (typeof TOPICS)[number];

/** Spec §5 / §9: up to 3 topics per publication (and at least one: 'Topic are required'). */
export const MAX_TOPICS = 3;

export function isTopic(value: string | null | undefined): value is Topic {
  return (TOPICS as readonly (string | null | undefined)[]).includes(value);
}
