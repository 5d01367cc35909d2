import { dateText } from '../../../i18n/dates.server.ts';
import type { AuthorContent } from './studio-state.ts';

/** An author's content as the studio's lists show it: with the day it last changed, as the page writes it. */
export type ListedContent = AuthorContent & { readonly updatedOn: string | null };

export const listedContent = (lang: string, item: AuthorContent): ListedContent => ({
  ...item,
  updatedOn: item.updated_at ? dateText(lang, item.updated_at) : null,
});
