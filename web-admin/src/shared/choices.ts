/** Select choices whose names are i18n keys under `prefix`, which react-admin translates. */
export const choicesOf = (prefix: string, values: readonly string[]) =>
  values.map((id) => ({ id, name: `${prefix}.${id}` }));

export const LANGUAGES = ['en', 'fr', 'ar', 'es'] as const;
export const languageChoices = choicesOf('afrimedia.languages', LANGUAGES);
