import type { Command, Decider, Decision } from '../core/decider.ts';
import { reject } from '../core/domain-error.ts';
import { isSupportedLanguage } from '../rules/languages.ts';
import { checkAdmin } from '../rules/ownership.ts';
import { checkSlug } from '../rules/slug.ts';
import { isBlank } from '../rules/text.ts';
import { evolveSitePage, initialSitePageState, type SitePageEvent, type SitePageState } from './site-page.ts';

/** The platform team writes the static pages, one language at a time. */
export type PublishSitePage = Command<
  'PublishSitePage',
  { slug: string; language: string; title: string; body: string; actorIsAdmin: boolean }
>;
export type SitePageCommand = PublishSitePage;

export function decideSitePage(command: SitePageCommand, state: SitePageState): Decision<SitePageEvent> {
  const notAdmin = checkAdmin(command.data.actorIsAdmin);
  if (notAdmin) return notAdmin;
  const { slug, language } = command.data;
  const badSlug = checkSlug(slug);
  if (badSlug) return badSlug;
  if (!isSupportedLanguage(language)) return reject('FIELDS_REQUIRED', 'language');
  if (isBlank(command.data.title)) return reject('NAME_REQUIRED', 'title');
  if (isBlank(command.data.body)) return reject('FIELDS_REQUIRED', 'body');
  const title = command.data.title.trim();
  const body = command.data.body.trim();
  const current = state.versions[language];
  // Saving the same text again is not a new version of the page.
  if (current?.title === title && current.body === body) return [];
  return [
    { type: 'SitePagePublished', data: { slug, language, title, body, publishedAt: command.metadata.now } },
  ];
}

export const sitePageDecider: Decider<SitePageState, SitePageCommand, SitePageEvent> = {
  initialState: initialSitePageState,
  evolve: evolveSitePage,
  decide: decideSitePage,
};
