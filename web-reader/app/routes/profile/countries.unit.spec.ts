import { describe, expect, it } from 'vitest';
import { countryOptions } from './countries.server.ts';

describe('country options', () => {
  it('names each country once, by its ISO code, in the reader language and its alphabetical order', () => {
    const french = countryOptions('fr');
    expect(french).toContainEqual({ code: 'sn', name: 'Sénégal' });
    const codes = french.map((country) => country.code);
    expect(codes).toContain('gb');
    expect(codes).not.toContain('uk');
    expect(codes).not.toContain('eu');
    expect(new Set(french.map((country) => country.name)).size).toBe(french.length);
    const names = french.map((country) => country.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('fr').compare));
  });

  it('writes the names in Arabic for an Arabic page', () => {
    expect(countryOptions('ar')).toContainEqual({ code: 'sn', name: 'السنغال' });
  });
});
