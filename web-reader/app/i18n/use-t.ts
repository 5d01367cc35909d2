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
