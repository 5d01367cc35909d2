import { catalogueAt } from '../../i18n/catalogues.ts';
import { createMessages } from '../../i18n/messages.ts';
import type { RootData } from '../../server/root-data.server.ts';

type Match = { id: string; data: unknown } | undefined;

/**
 * Texts for a page's meta tags, which are built outside React (no hooks): the root's language and compiled
 * messages, with the same fallbacks the page shows.
 */
export function metaText(matches: readonly Match[]) {
  const root = matches.find((match) => match?.id === 'root')?.data as RootData | undefined;
  const lang = root?.lang ?? 'en';
  const { has, text: t } = createMessages(lang, (root && catalogueAt(root.catalogue)) ?? {});
  const categoryName = (slug: string) => {
    const id = `events.topic.${slug}`;
    return has(id) ? t(id) : slug;
  };
  return { lang, t, categoryName };
}
