import { euroDecimal } from '@afrimedia/domain/money';
import { useMessages } from '../i18n/MessagesProvider.tsx';

const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<T>(formats: Map<string, T>, key: string, make: () => T): T {
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/**
 * Numbers and euro amounts as the reader's language writes them. Kept out of the shell every page loads: only
 * the profile, the agenda and the studio write them. Dates are written by the loaders instead
 * (i18n/dates.server.ts): a browser would write them in its own time zone and with its own ICU data, and React
 * refuses a page whose text changes while it hydrates (#418).
 */
export function useFormats() {
  const { locale } = useMessages();
  const number = (options: Intl.NumberFormatOptions, key: string) =>
    cached(numberFormats, `${locale}|${key}`, () => new Intl.NumberFormat(locale, options));
  return {
    number: (value: number) => number({}, 'number').format(value),
    /** An amount of integer cents, written exactly. */
    euros: (cents: number) =>
      number({ style: 'currency', currency: 'EUR' }, 'euros').format(euroDecimal(cents)),
  };
}
