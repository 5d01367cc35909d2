import { euroDecimal } from '@afrimedia/domain/money';
import type { WebMessageId } from '@afrimedia/i18n/web';
import { useMessages } from './MessagesProvider.tsx';
import type { Values } from './messages.ts';

export type Translate = (id: WebMessageId, values?: Values) => string;

/** Every visible string goes through here, so an id missing from the catalogues is a type error. */
export function useT(): Translate {
  return useMessages().text;
}

/**
 * The text of `prefix` + `key` (a genre, a topic, a refusal code), or `fallback` when the catalogue has none: a
 * genre added later shows its slug, an unknown refusal a generic failure.
 */
export function useTextOf(prefix: string, fallback: (key: string) => string = (key) => key) {
  const { has, text } = useMessages();
  return (key: string) => {
    const id = `${prefix}${key}`;
    return has(id) ? text(id) : fallback(key);
  };
}

/** A refusal's code in the reader's language; a code the catalogue does not know reads as a generic failure. */
export function useErrorText(): (code: string) => string {
  const { text } = useMessages();
  return useTextOf('error.', () => text('error.SOMETHING_WENT_WRONG'));
}

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
 * Numbers and euro amounts as the reader's language writes them. Dates are written by the loaders instead
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
