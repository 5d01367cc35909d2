/** Spec §1 / §9: interface languages, default and fallback en. */
export const SUPPORTED_LANGUAGES = ['en', 'fr', 'ar', 'es'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isSupportedLanguage(code: string): code is Language {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(code);
}

/**
 * Spec §1 / §5: a region suffix is trimmed to the first part ('fr-SN' → 'fr') and a language outside the
 * supported list becomes the default — never a refusal. Configuration may override the list and the default,
 * so both can be passed in; they default to the spec's values.
 */
export function resolveLanguage(
  code: string | undefined,
  supported: readonly string[] = SUPPORTED_LANGUAGES,
  fallback: string = DEFAULT_LANGUAGE,
): string {
  const primary = (code ?? '').trim().split(/[-_]/)[0]?.toLowerCase() ?? '';
  return supported.includes(primary) ? primary : fallback;
}
