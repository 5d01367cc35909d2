import { LANGUAGES, type Language } from '@afrimedia/i18n/languages';

/** The languages the reader offers: the configured ones it has, or all of them when the configuration names none. */
export function offeredLanguages(config: {
  readonly available_langs: readonly { readonly id: string }[];
}): Language[] {
  const configured = LANGUAGES.filter((language) =>
    config.available_langs.some((available) => available.id === language),
  );
  return configured.length > 0 ? configured : [...LANGUAGES];
}
