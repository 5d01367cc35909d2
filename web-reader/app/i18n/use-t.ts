import type { WebMessageId } from '@afrimedia/i18n/web';
import { useIntl } from 'react-intl';

export type Translate = (id: WebMessageId, values?: Record<string, string | number>) => string;

/** Every visible string goes through here, so an id missing from the catalogues is a type error. */
export function useT(): Translate {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}

/** Locale formats: numbers, dates and euro amounts as the reader's language writes them. */
export function useFormats() {
  const intl = useIntl();
  return {
    number: (value: number) => intl.formatNumber(value),
    euros: (value: number) => intl.formatNumber(value, { style: 'currency', currency: 'EUR' }),
    date: (iso: string) => intl.formatDate(iso, { dateStyle: 'medium' }),
    dateTime: (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' }),
  };
}
