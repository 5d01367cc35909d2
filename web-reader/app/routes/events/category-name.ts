import type { WebMessageId } from '@afrimedia/i18n/web';
import { useIntl } from 'react-intl';
import { useT } from '../../i18n/use-t.ts';

/** Events are filed under the platform's topics; a category without a translation shows its slug. */
export function useCategoryName() {
  const intl = useIntl();
  const t = useT();
  return (slug: string) => {
    const id = `events.topic.${slug}` as WebMessageId;
    return Object.hasOwn(intl.messages, id) ? t(id) : slug;
  };
}

export const categoryPath = (slug: string) => `/events/category/${encodeURIComponent(slug)}`;
export const eventPath = (slug: string) => `/events/${encodeURIComponent(slug)}`;
