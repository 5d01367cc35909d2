import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { resolveLanguage, type Language } from './languages.ts';
import { ar } from './messages/ar.ts';
import { en, type MessageId, type Translation } from './messages/en.ts';
import { es } from './messages/es.ts';
import { fr } from './messages/fr.ts';

export type { MessageId, Translation } from './messages/en.ts';

export const catalogues: Readonly<Record<Language, Translation>> = { en, fr, ar, es };

const cache = createIntlCache();
const intls = new Map<Language, IntlShape>();

function intlFor(language: Language): IntlShape {
  let intl = intls.get(language);
  if (!intl) {
    intl = createIntl(
      {
        locale: language,
        defaultLocale: 'en',
        messages: { ...en, ...catalogues[language] },
        // The default handler logs and then renders the raw ICU source; a broken message or a missing value is a bug.
        onError: (error) => {
          throw error;
        },
      },
      cache,
    );
    intls.set(language, intl);
  }
  return intl;
}

/** The message in `lang` (any tag: 'fr-SN' reads French, an unsupported one English). */
export function translate(lang: string, id: MessageId, values?: Record<string, string | number>): string {
  return intlFor(resolveLanguage(lang)).formatMessage({ id }, values);
}

function isMessageId(id: string): id is MessageId {
  return Object.hasOwn(en, id);
}

/** The text for an error code; a code with no message (another service's, a typo) reads as INTERNAL_ERROR. */
export function translateError(lang: string, code: string): string {
  const id = `error.${code}`;
  return translate(lang, isMessageId(id) ? id : 'error.INTERNAL_ERROR');
}
