import { describe, expect, it } from 'vitest';
import { isSupportedLanguage, resolveLanguage, SUPPORTED_LANGUAGES } from './languages.ts';

describe('languages', () => {
  it('supports en, fr, ar and es', () => {
    expect(SUPPORTED_LANGUAGES).toEqual(['en', 'fr', 'ar', 'es']);
    expect(isSupportedLanguage('ar')).toBe(true);
    expect(isSupportedLanguage('de')).toBe(false);
  });

  it('trims a region suffix to the first part', () => {
    expect(resolveLanguage('fr-SN')).toBe('fr');
    expect(resolveLanguage('es_ES')).toBe('es');
    expect(resolveLanguage('AR')).toBe('ar');
  });

  it('falls back to the default for an unsupported or missing language', () => {
    expect(resolveLanguage('de-DE')).toBe('en');
    expect(resolveLanguage(undefined)).toBe('en');
  });

  it('honours a configured list and default', () => {
    expect(resolveLanguage('pt-BR', ['fr', 'pt'], 'fr')).toBe('pt');
    expect(resolveLanguage('en', ['fr', 'pt'], 'fr')).toBe('fr');
  });
});
