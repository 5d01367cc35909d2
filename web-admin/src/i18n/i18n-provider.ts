import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { resolveBrowserLocale, type TranslationMessages } from 'react-admin';
import { ar } from './ar.ts';
import type { Catalogue, RaTexts } from './catalogue.ts';
import { en } from './en.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { isLocale, LOCALES, type Locale } from './locales.ts';
import { raAr } from './ra-ar.ts';
import { raEs } from './ra-es.ts';

/**
 * A published pack's texts, its sign-in form asking for the e-mail it takes. The pack's declared type leaves
 * optional some keys it holds; the catalogue test reads them all.
 */
function packTexts(pack: TranslationMessages, email: string): RaTexts {
  const ra = pack.ra as RaTexts;
  return { ...ra, auth: { ...ra.auth, username: email } };
}

export const catalogues: Record<Locale, Catalogue> = {
  en: { ...en, ra: packTexts(englishMessages, 'E-mail') },
  fr: { ...fr, ra: packTexts(frenchMessages, 'E-mail') },
  ar: { ...ar, ra: raAr },
  es: { ...es, ra: raEs },
};

export function createI18nProvider(initial: string = resolveBrowserLocale('en')) {
  return polyglotI18nProvider(
    (locale) => catalogues[isLocale(locale) ? locale : 'en'] as unknown as TranslationMessages,
    isLocale(initial) ? initial : 'en',
    [...LOCALES],
  );
}
