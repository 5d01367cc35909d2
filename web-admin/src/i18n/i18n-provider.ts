import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { resolveBrowserLocale, type TranslationMessages } from 'react-admin';
import type { Catalogue } from './catalogue.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';

/** react-admin's own texts with the console's; the sign-in form asks for an e-mail, which is what it takes. */
function messagesOf(base: TranslationMessages, own: Catalogue, email: string): TranslationMessages {
  return { ...base, ra: { ...base.ra, auth: { ...base.ra.auth, username: email } }, ...own };
}

export const catalogues = {
  en: messagesOf(englishMessages, en, 'E-mail'),
  fr: messagesOf(frenchMessages, fr, 'E-mail'),
} as const;

export type Locale = keyof typeof catalogues;

const isLocale = (value: string): value is Locale => Object.hasOwn(catalogues, value);

export function createI18nProvider(initial: string = resolveBrowserLocale('en')) {
  return polyglotI18nProvider(
    (locale) => catalogues[isLocale(locale) ? locale : 'en'],
    isLocale(initial) ? initial : 'en',
    [
      { locale: 'en', name: 'English' },
      { locale: 'fr', name: 'Français' },
    ],
  );
}
