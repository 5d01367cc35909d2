import { isRejection, type Command, type Decider, type Decision } from '../core/decider.ts';
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
/**
 * The console's edit of a page: its text in several languages at once, decided together so a refused language
 * stores none of them. Only the languages whose text changed become new versions.
 */
export type EditSitePage = Command<
  'EditSitePage',
  {
    slug: string;
    versions: Readonly<Record<string, { title: string; body: string } | undefined>>;
    actorIsAdmin: boolean;
  }
>;
export type SitePageCommand = PublishSitePage | EditSitePage;

function version(
  state: SitePageState,
  slug: string,
  language: string,
  text: { title: string; body: string },
  now: string,
): Decision<SitePageEvent> {
  if (!isSupportedLanguage(language)) return reject('FIELDS_REQUIRED', 'language');
  if (isBlank(text.title)) return reject('NAME_REQUIRED', 'title');
  if (isBlank(text.body)) return reject('FIELDS_REQUIRED', 'body');
  const title = text.title.trim();
  const body = text.body.trim();
  const current = state.versions[language];
  // Saving the same text again is not a new version of the page.
  if (current?.title === title && current.body === body) return [];
  return [{ type: 'SitePagePublished', data: { slug, language, title, body, publishedAt: now } }];
}

function edit(command: EditSitePage, state: SitePageState): Decision<SitePageEvent> {
  const events: SitePageEvent[] = [];
  for (const [language, text] of Object.entries(command.data.versions)) {
    if (text === undefined) continue;
    const decision = version(state, command.data.slug, language, text, command.metadata.now);
    if (isRejection(decision)) return decision;
    events.push(...decision);
  }
  return events;
}

export function decideSitePage(command: SitePageCommand, state: SitePageState): Decision<SitePageEvent> {
  const notAdmin = checkAdmin(command.data.actorIsAdmin);
  if (notAdmin) return notAdmin;
  const badSlug = checkSlug(command.data.slug);
  if (badSlug) return badSlug;
  switch (command.type) {
    case 'PublishSitePage':
      return version(state, command.data.slug, command.data.language, command.data, command.metadata.now);
    case 'EditSitePage':
      return edit(command, state);
    default: {
      const _never: never = command;
      return _never;
    }
  }
}

export const sitePageDecider: Decider<SitePageState, SitePageCommand, SitePageEvent> = {
  initialState: initialSitePageState,
  evolve: evolveSitePage,
  decide: decideSitePage,
};
