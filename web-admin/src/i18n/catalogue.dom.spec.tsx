import { describe, expect, it } from 'vitest';
import { resources } from '../resources/index.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';

const keys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'string'
    ? [prefix]
    : Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
        keys(child, prefix ? `${prefix}.${key}` : key),
      );

describe("the console's catalogues", () => {
  it('name every resource of the console in each language', () => {
    for (const catalogue of [en, fr]) {
      expect(Object.keys(catalogue.resources).sort()).toEqual(Object.keys(resources).sort());
    }
  });

  it('hold a text for every key, none left empty', () => {
    expect(keys(fr).sort()).toEqual(keys(en).sort());
    for (const key of keys(fr)) {
      const text = key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], fr);
      expect(text, key).not.toBe('');
    }
  });
});
