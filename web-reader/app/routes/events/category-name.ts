import { useTextOf } from '../../i18n/use-t.ts';

/** Events are filed under the platform's topics; a category without a translation shows its slug. */
export const useCategoryName = () => useTextOf('events.topic.');

export const categoryPath = (slug: string) => `/events/category/${encodeURIComponent(slug)}`;
export const eventPath = (slug: string) => `/events/${encodeURIComponent(slug)}`;
