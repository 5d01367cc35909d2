import type { pagesCalls } from '@afrimedia/contracts';
import type { CallOutput } from '../../server/api.server.ts';

export type AgendaEvent = CallOutput<typeof pagesCalls.event>;

/**
 * An event's title is written per language: the reader's, else English, else whichever the organiser wrote.
 * The language it is in comes along so the page can mark it (a screen reader then reads it with the right voice).
 */
export function eventTitle(
  event: Pick<AgendaEvent, 'title' | 'slug'>,
  lang: string,
): { text: string; lang: string } {
  for (const candidate of [lang, 'en']) {
    const text = event.title[candidate];
    if (text) return { text, lang: candidate };
  }
  const first = Object.entries(event.title).find(([, text]) => text);
  return first ? { text: first[1], lang: first[0] } : { text: event.slug, lang };
}
