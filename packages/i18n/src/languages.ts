/** Interface languages (spec §1, §9); Arabic is written right to left. */
export const LANGUAGES = ['en', 'fr', 'ar', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Any tag ('ar-MA', 'de', '') resolves like a lang query: a supported language or the default. */
export function resolveLanguage(tag: string | null | undefined): Language {
  return negotiateLanguage({ query: tag });
}

export function direction(tag: string): 'ltr' | 'rtl' {
  return resolveLanguage(tag) === 'ar' ? 'rtl' : 'ltr';
}

export interface Negotiation {
  /** `lang` query parameter: wins when supported. */
  readonly query?: string | null;
  /** The language stored with the signed-in user or in the client. */
  readonly stored?: string | null;
  /** The browser's Accept-Language header. */
  readonly acceptLanguage?: string | null;
  /** The configured list (spec §1: "can be overridden by configuration"). */
  readonly supported?: readonly Language[];
  /** The configured default (spec §1: "the default can be forced"). */
  readonly fallback?: Language;
}

/** 'fr-CA' → 'fr', 'ar_MA' → 'ar' (spec §1: a region suffix is trimmed to the first part). */
export function baseLanguage(tag: string): string {
  return tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
}

/** The language to answer in: query, then stored, then the browser's preferences by weight, then the default. */
export function negotiateLanguage(negotiation: Negotiation): Language {
  const supported = negotiation.supported ?? LANGUAGES;
  const fallback = negotiation.fallback ?? DEFAULT_LANGUAGE;
  const pick = (tag: string | null | undefined): Language | undefined => {
    if (!tag) return undefined;
    const base = baseLanguage(tag);
    return supported.find((language) => language === base);
  };
  return (
    pick(negotiation.query) ??
    pick(negotiation.stored) ??
    acceptedLanguages(negotiation.acceptLanguage).map(pick).find(Boolean) ??
    fallback
  );
}

/** The tags of an Accept-Language header, most wanted first (q=0 means "not this one"). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters
        .map((parameter) => /^\s*q\s*=(.*)$/i.exec(parameter)?.[1])
        .find((value) => value !== undefined);
      return { tag: tag.trim(), quality: quality === undefined ? 1 : Number(quality), index };
    })
    .filter(({ tag, quality }) => tag !== '' && tag !== '*' && Number.isFinite(quality) && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ tag }) => tag);
}
