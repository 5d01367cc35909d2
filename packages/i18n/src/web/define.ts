import type { Language } from '../languages.ts';

/**
 * One feature's interface texts in the four languages. English names the keys; each other language must give
 * exactly those keys (a missing or extra one is a type error, so the build fails before a reader sees a raw id).
 */
export function defineCatalogue<const En extends Record<string, string>>(catalogue: {
  readonly en: En;
  readonly fr: { readonly [Key in keyof En]: string };
  readonly ar: { readonly [Key in keyof En]: string };
  readonly es: { readonly [Key in keyof En]: string };
}): { readonly [L in Language]: { readonly [Key in keyof En]: string } } {
  return catalogue;
}
