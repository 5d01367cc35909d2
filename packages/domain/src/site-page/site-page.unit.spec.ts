import { describe, it } from 'vitest';
import { deciderSpecification } from '../core/decider-specification.ts';
import { sitePageDecider, type EditSitePage, type PublishSitePage } from './decide.ts';
import type { SitePageEvent } from './site-page.ts';

const spec = deciderSpecification(sitePageDecider);
const now = '2026-11-22T10:00:00.000Z';

const publish = (changes: Partial<PublishSitePage['data']> = {}): PublishSitePage => ({
  type: 'PublishSitePage',
  data: {
    slug: 'who-are-we',
    language: 'fr',
    title: 'Qui sommes-nous ?',
    body: 'Une plateforme pour les créateurs africains.',
    actorIsAdmin: true,
    ...changes,
  },
  metadata: { now, actorId: 'admin-1' },
});

const published = (language: 'en' | 'fr' | 'ar' | 'es', title: string, body: string): SitePageEvent => ({
  type: 'SitePagePublished',
  data: { slug: 'who-are-we', language, title, body, publishedAt: now },
});

describe('site pages', () => {
  it('publishes the text of a page in one language, trimmed', () => {
    spec
      .given([])
      .when(publish({ title: '  Qui sommes-nous ?  ' }))
      .then([published('fr', 'Qui sommes-nous ?', 'Une plateforme pour les créateurs africains.')]);
  });

  it('keeps each language apart: a new language is a new version', () => {
    spec
      .given([published('fr', 'Qui sommes-nous ?', 'Une plateforme pour les créateurs africains.')])
      .when(publish({ language: 'ar', title: 'من نحن؟', body: 'منصة للمبدعين الأفارقة.' }))
      .then([published('ar', 'من نحن؟', 'منصة للمبدعين الأفارقة.')]);
  });

  it('appends nothing when the same text is saved again', () => {
    spec
      .given([published('fr', 'Qui sommes-nous ?', 'Une plateforme pour les créateurs africains.')])
      .when(publish())
      .then([]);
  });

  it('is for the platform team only', () => {
    spec
      .given([])
      .when(publish({ actorIsAdmin: false }))
      .thenRejects('FORBIDDEN');
  });

  it('refuses a bad slug, an unsupported language and blank fields', () => {
    spec
      .given([])
      .when(publish({ slug: '-who' }))
      .thenRejects('INVALID_SLUG', 'slug');
    spec
      .given([])
      .when(publish({ language: 'de' }))
      .thenRejects('FIELDS_REQUIRED', 'language');
    spec
      .given([])
      .when(publish({ title: ' ' }))
      .thenRejects('NAME_REQUIRED', 'title');
    spec
      .given([])
      .when(publish({ body: '\n' }))
      .thenRejects('FIELDS_REQUIRED', 'body');
  });
});

describe('editing a site page in several languages', () => {
  const edit = (
    versions: Record<string, { title: string; body: string }>,
    actorIsAdmin = true,
  ): EditSitePage => ({
    type: 'EditSitePage',
    data: { slug: 'who-are-we', versions, actorIsAdmin },
    metadata: { now, actorId: 'admin-1' },
  });
  const french = published('fr', 'Qui sommes-nous ?', 'Une plateforme pour les créateurs africains.');

  it('publishes only the languages whose text changed', () => {
    spec
      .given([french])
      .when(
        edit({
          fr: { title: 'Qui sommes-nous ?', body: 'Une plateforme pour les créateurs africains.' },
          en: { title: ' Who are we? ', body: 'A platform for African creators.' },
        }),
      )
      .then([published('en', 'Who are we?', 'A platform for African creators.')]);
  });

  it('stores no language when one of them is refused', () => {
    spec
      .given([])
      .when(
        edit({
          en: { title: 'Who are we?', body: 'A platform for African creators.' },
          es: { title: '', body: 'Una plataforma.' },
        }),
      )
      .thenRejects('NAME_REQUIRED', 'title');
    spec
      .given([])
      .when(edit({ de: { title: 'Wer sind wir?', body: 'Eine Plattform.' } }))
      .thenRejects('FIELDS_REQUIRED', 'language');
  });

  it('is for the platform team only', () => {
    spec
      .given([])
      .when(edit({ en: { title: 'Who are we?', body: 'A platform.' } }, false))
      .thenRejects('FORBIDDEN');
  });
});
