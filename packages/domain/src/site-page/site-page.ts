import { z } from 'zod';
import { defineEvent, type EventsOf } from '../core/event-definition.ts';
import { SUPPORTED_LANGUAGES, type Language } from '../rules/languages.ts';

const instant = z.iso.datetime({ offset: true });

/** One stream per page: its versions in every language are decided together. */
export const sitePageStream = (slug: string) => `sitepage-${slug}`;

/** Spec §2: the static pages the reader app links to (/page/{slug}). */
export const STATIC_PAGE_SLUGS = [
  'who-are-we',
  'terms-of-use',
  'privacy-policy',
  'become-author',
  'become-author-pending',
] as const;

/** The text of a page in one language; the body is plain text, paragraphs separated by blank lines. */
export const SitePagePublished = defineEvent(
  'SitePagePublished',
  z.object({
    slug: z.string().min(1),
    language: z.enum(SUPPORTED_LANGUAGES),
    title: z.string().min(1),
    body: z.string().min(1),
    publishedAt: instant,
  }),
);

export const sitePageEventDefinitions = [SitePagePublished] as const;
export type SitePageEvent = EventsOf<typeof sitePageEventDefinitions>;

export interface SitePageState {
  readonly versions: Readonly<Partial<Record<Language, { readonly title: string; readonly body: string }>>>;
}

export const initialSitePageState = (): SitePageState => ({ versions: {} });

export function evolveSitePage(state: SitePageState, event: SitePageEvent): SitePageState {
  const { language, title, body } = event.data;
  return { versions: { ...state.versions, [language]: { title, body } } };
}
