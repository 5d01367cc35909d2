import { LANGUAGES, negotiateLanguage, type Language } from '@afrimedia/i18n';
import { readCookies } from '../../server/session.server.ts';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Codes ICU names that ISO 3166-1 does not assign: groupings, placeholders and reserved codes. */
const NOT_COUNTRIES = new Set([
  'AC',
  'CP',
  'CQ',
  'DG',
  'EA',
  'EU',
  'EZ',
  'IC',
  'QO',
  'TA',
  'UN',
  'XA',
  'XB',
  'ZZ',
]);

export interface CountryOption {
  readonly code: string;
  readonly name: string;
}

const byLanguage = new Map<string, readonly CountryOption[]>();

/**
 * Every ISO 3166 alpha-2 region the platform's ICU can name, in the reader's language and alphabetical order:
 * the API keeps a country as such a code (spec §5 'Wrong country' otherwise).
 */
export function countryOptions(lang: string): readonly CountryOption[] {
  let options = byLanguage.get(lang);
  if (!options) {
    const names = new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' });
    const collator = new Intl.Collator(lang);
    options = [...LETTERS]
      .flatMap((first) => [...LETTERS].map((second) => first + second))
      // A retired code (UK, RH, ZR…) canonicalises to its successor, which is listed under its own code.
      .filter((code) => !NOT_COUNTRIES.has(code) && new Intl.Locale(`und-${code}`).region === code)
      .flatMap((code) => {
        const name = names.of(code);
        return name && name !== code ? [{ code: code.toLowerCase(), name }] : [];
      })
      .sort((left, right) => collator.compare(left.name, right.name));
    byLanguage.set(lang, options);
  }
  return options;
}

/**
 * The language the root renders this page in, by the root's own rule (query, then the saved choice, then the
 * browser), so country names match the rest of the page without waiting for the root's data.
 */
export function pageLanguage(request: Request, query: string | undefined, saved: string): Language {
  return negotiateLanguage({
    query,
    stored: readCookies(request).lang ?? saved,
    acceptLanguage: request.headers.get('accept-language'),
    supported: LANGUAGES,
    fallback: 'en',
  });
}
