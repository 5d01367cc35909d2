import type { WebMessageId } from '@afrimedia/i18n/web';
import { createIntl, createIntlCache } from 'react-intl';
import type { RootData } from '../../server/root-data.server.ts';

const cache = createIntlCache();

type Match = { id: string; data: unknown } | undefined;

/**
 * Texts for a page's meta tags, which are built outside React (no hooks): the root's language and compiled
 * messages, with the same fallbacks the page shows.
 */
export function metaText(matches: readonly Match[]) {
  const root = matches.find((match) => match?.id === 'root')?.data as RootData | undefined;
  const lang = root?.lang ?? 'en';
  const intl = createIntl({ locale: lang, messages: root?.messages ?? {} }, cache);
  const t = (id: WebMessageId, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const categoryName = (slug: string) => {
    const id = `events.topic.${slug}` as WebMessageId;
    return Object.hasOwn(intl.messages, id) ? t(id) : slug;
  };
  return { lang, t, categoryName };
}
