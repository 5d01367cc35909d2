/** The console's languages, each named in itself, as the language picker offers them. */
export const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'fr', name: 'Français' },
  { locale: 'ar', name: 'العربية' },
  { locale: 'es', name: 'Español' },
] as const;

export type Locale = (typeof LOCALES)[number]['locale'];

export const isLocale = (value: string): value is Locale => LOCALES.some(({ locale }) => locale === value);

const RIGHT_TO_LEFT: ReadonlySet<string> = new Set<Locale>(['ar']);

/** Which way a language's text runs, as the document and the theme lay the console out. */
export const directionOf = (locale: string): 'rtl' | 'ltr' => (RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr');
