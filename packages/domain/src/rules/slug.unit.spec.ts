import { describe, expect, it } from 'vitest';
import { checkSlug, contentSlugOf, isValidSlug, publicationSlugOf, slugify } from '@afrimedia/domain/slug';

describe('slug rules', () => {
  it.each(['a', 'abc', 'Abc-123', 'a_b', 'a-b_c-9'])('accepts %s', (slug) => {
    expect(checkSlug(slug)).toBeUndefined();
  });

  it.each(['-abc', 'abc-', '_abc', 'abc_', 'a b', 'é', 'a/b', 'a.b'])(
    'refuses %s with INVALID_SLUG',
    (slug) => {
      expect(checkSlug(slug)).toMatchObject({ code: 'INVALID_SLUG', field: 'slug' });
    },
  );

  it('refuses an empty slug with SLUG_REQUIRED', () => {
    expect(checkSlug('')).toMatchObject({ code: 'SLUG_REQUIRED', message: 'Slug is required' });
    expect(checkSlug('   ')).toMatchObject({ code: 'SLUG_REQUIRED' });
  });
});

describe('slug derived from the French short name', () => {
  it.each([
    ['Éducation à Dakar', 'education-a-dakar'],
    ["L'économie du Sénégal", 'leconomie-du-senegal'],
    ['  Tech & Innovation  ', 'tech-innovation'],
    ['Cœur de Côte d’Ivoire', 'coeur-de-cote-divoire'],
    ['Top 10 : les startups !', 'top-10-les-startups'],
    ['déjà_vu', 'deja_vu'],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
    expect(isValidSlug(slugify(name))).toBe(true);
  });

  it('gives an empty slug when nothing usable remains, which the slug rule then refuses', () => {
    expect(slugify('مرحبا !')).toBe('');
    expect(checkSlug(slugify('مرحبا !'))).toMatchObject({ code: 'SLUG_REQUIRED' });
  });
});

describe('the slug of a form', () => {
  it('is the one chosen, else the French short name’s, else the title’s', () => {
    expect(contentSlugOf({ slug: 'mine', shortName: { fr: 'Éducation' }, title: 'Title' })).toBe('mine');
    expect(contentSlugOf({ shortName: { fr: '  Éducation à Dakar ' }, title: 'Title' })).toBe(
      'education-a-dakar',
    );
    expect(contentSlugOf({ shortName: { fr: '   ' }, title: 'Lagos at night' })).toBe('lagos-at-night');
    expect(contentSlugOf({ title: 'Lagos at night' })).toBe('lagos-at-night');
    expect(publicationSlugOf({ name: 'Dakar Daily' })).toBe('dakar-daily');
    expect(publicationSlugOf({ slug: 'dd', name: 'Dakar Daily' })).toBe('dd');
  });
});
