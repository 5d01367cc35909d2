import { describe, expect, it } from 'vitest';
import { resources } from '../resources/index.ts';
import { createI18nProvider, catalogues } from './i18n-provider.ts';
import { LOCALES } from './locales.ts';

const keys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'string'
    ? [prefix]
    : Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
        keys(child, prefix ? `${prefix}.${key}` : key),
      );

const textAt = (catalogue: unknown, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);

describe("the console's catalogues", () => {
  it('exist for each language the picker offers, and no other', () => {
    expect(Object.keys(catalogues).sort()).toEqual(LOCALES.map(({ locale }) => locale).sort());
  });

  it('name every resource of the console in each language', () => {
    for (const catalogue of Object.values(catalogues)) {
      expect(Object.keys(catalogue.resources).sort()).toEqual(Object.keys(resources).sort());
    }
  });

  it("hold the same keys in every language, react-admin's own included, none left empty", () => {
    const english = keys(catalogues.en).sort();
    expect(english.filter((key) => key.startsWith('ra.')).length).toBeGreaterThan(150);
    for (const [locale, catalogue] of Object.entries(catalogues)) {
      expect(keys(catalogue).sort(), locale).toEqual(english);
      // react-admin's blank for an unset yes/no is one space: an empty text would show its key instead.
      for (const key of english) expect(textAt(catalogue, key), `${locale} ${key}`).not.toBe('');
    }
  });

  it('keep every placeholder of the English text in each translation', () => {
    const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map(([, name]) => name).sort();
    for (const key of keys(catalogues.en)) {
      const english = new Set(placeholders(textAt(catalogues.en, key) as string));
      for (const [locale, catalogue] of Object.entries(catalogues)) {
        // A form that counts in words («one item») may leave the count out; no form may bring a new one.
        for (const name of placeholders(textAt(catalogue, key) as string))
          expect(english.has(name) || name === 'smart_count', `${locale} ${key} %{${name}}`).toBe(true);
      }
    }
  });

  it('say one and several of a resource in Arabic, whose plural forms run zero, one, two and on', () => {
    const arabic = createI18nProvider('ar');
    expect(arabic.translate('resources.users.name', { smart_count: 1 })).toBe('مستخدم');
    expect(arabic.translate('resources.users.name', { smart_count: 2 })).toBe('المستخدمون');
    expect(arabic.translate('ra.action.bulk_actions', { smart_count: 2 })).toBe('عنصران محدّدان');
    expect(arabic.translate('ra.action.bulk_actions', { smart_count: 5 })).toBe('5 عناصر محدّدة');
    expect(arabic.translate('ra.action.bulk_actions', { smart_count: 11 })).toBe('11 عنصرًا محدّدًا');
  });

  it('ask for the e-mail at sign-in, in every language', () => {
    expect(Object.values(catalogues).map((catalogue) => catalogue.ra.auth.username)).toEqual([
      'E-mail',
      'E-mail',
      'البريد الإلكتروني',
      'Correo electrónico',
    ]);
  });
});
