import { describe, expect, it } from 'vitest';
import {
  acceptedLanguages,
  baseLanguage,
  direction,
  negotiateLanguage,
  resolveLanguage,
} from './languages.ts';

describe('language negotiation', () => {
  it('trims a region suffix to its first part', () => {
    expect(baseLanguage('fr-CA')).toBe('fr');
    expect(baseLanguage('ar_MA')).toBe('ar');
    expect(baseLanguage(' ES ')).toBe('es');
  });

  it('takes the lang query first, then the stored language, then the browser, then the default', () => {
    expect(negotiateLanguage({ query: 'ar', stored: 'fr', acceptLanguage: 'es' })).toBe('ar');
    expect(negotiateLanguage({ query: 'de', stored: 'fr-SN', acceptLanguage: 'es' })).toBe('fr');
    expect(negotiateLanguage({ acceptLanguage: 'de-DE,es;q=0.8,fr;q=0.9' })).toBe('fr');
    expect(negotiateLanguage({ query: 'zz', acceptLanguage: 'de' })).toBe('en');
    expect(negotiateLanguage({})).toBe('en');
  });

  it('honours a configured list and a forced default', () => {
    expect(negotiateLanguage({ query: 'ar', supported: ['fr', 'en'], fallback: 'fr' })).toBe('fr');
    expect(negotiateLanguage({ acceptLanguage: 'en-GB', supported: ['fr', 'en'], fallback: 'fr' })).toBe(
      'en',
    );
  });

  it('orders Accept-Language by weight and drops q=0 and wildcards', () => {
    expect(acceptedLanguages('fr;q=0.5, ar-MA, es;q=0, *;q=0.1, en;q=0.7')).toEqual(['ar-MA', 'en', 'fr']);
    expect(acceptedLanguages('')).toEqual([]);
    expect(acceptedLanguages('en;q=abc')).toEqual([]);
  });

  it('resolves any tag to a supported language or the default', () => {
    expect(resolveLanguage('fr-SN')).toBe('fr');
    expect(resolveLanguage('de')).toBe('en');
    expect(resolveLanguage(undefined)).toBe('en');
  });

  it('writes Arabic right to left', () => {
    expect(direction('ar')).toBe('rtl');
    expect(direction('ar-MA')).toBe('rtl');
    expect(direction('fr')).toBe('ltr');
    expect(direction('he')).toBe('ltr');
  });
});
