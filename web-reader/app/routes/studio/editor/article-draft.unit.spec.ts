import type { ArticleBody } from '@afrimedia/domain';
import { describe, expect, it } from 'vitest';
import { articleForm, derivedSlug, problemsOf, withChange, type ArticleFields } from './article-draft.ts';

const fields = (extra: Partial<ArticleFields> = {}): ArticleFields => ({
  title: 'Le marché Sandaga',
  shortNameFr: '',
  slug: 'le-marche-sandaga',
  slugEdited: false,
  summary: 'Une journée au marché Sandaga, entre tissus, épices et conversations en wolof.',
  topics: ['culture'],
  region: '',
  country: '',
  headline: false,
  emailFollowers: false,
  premiumOnly: false,
  publishAt: '',
  cover: null,
  ...extra,
});
const body: ArticleBody = [{ type: 'paragraph', children: [{ text: 'Le marché ouvre à six heures.' }] }];

describe('the slug', () => {
  it.each([
    ['Éducation à Dakar', 'education-a-dakar'],
    ["L'œuvre  de Sembène Ousmane", 'loeuvre-de-sembene-ousmane'],
    ['  Ça va -- bien ', 'ca-va-bien'],
  ])('is derived from the French short name %j as %j', (shortNameFr, slug) => {
    expect(derivedSlug({ shortNameFr, title: 'Another title' })).toBe(slug);
  });

  it('follows the title while there is no French short name', () => {
    expect(derivedSlug({ shortNameFr: ' ', title: 'Marchés du Sahel' })).toBe('marches-du-sahel');
  });

  it('follows the names until the author types one, then keeps it', () => {
    const named = withChange(fields(), { shortNameFr: 'Sandaga, le cœur de Dakar' });
    expect(named.slug).toBe('sandaga-le-coeur-de-dakar');
    const typed = withChange(named, { slug: 'sandaga' });
    expect(withChange(typed, { shortNameFr: 'Autre nom' }).slug).toBe('sandaga');
  });

  it.each([
    ['', 'SLUG_REQUIRED'],
    ['-sandaga', 'INVALID_SLUG'],
    ['sandaga_', 'INVALID_SLUG'],
    ['san daga', 'INVALID_SLUG'],
    ['marché', 'INVALID_SLUG'],
  ])('refuses %j with %s', (slug, code) => {
    expect(problemsOf(fields({ slug }), body)).toEqual([{ field: 'slug', code }]);
  });

  it('takes alphanumerics, hyphens and underscores inside', () => {
    expect(problemsOf(fields({ slug: 'Sandaga_2026-dakar' }), body)).toEqual([]);
  });
});

describe('the checks before saving', () => {
  it('asks for a title of at least 10 characters', () => {
    expect(problemsOf(fields({ title: '  ' }), body)).toContainEqual({
      field: 'title',
      code: 'FIELDS_REQUIRED',
    });
    expect(problemsOf(fields({ title: 'Sandaga' }), body)).toContainEqual({
      field: 'title',
      code: 'TEXT_TOO_SHORT',
    });
    expect(problemsOf(fields({ title: 'Sandaga 26' }), body)).toEqual([]);
  });

  it('asks for a summary of at least 50 characters', () => {
    const summary = 'x'.repeat(49);
    expect(problemsOf(fields({ summary }), body)).toEqual([{ field: 'summary', code: 'SUMMARY_REQUIRED' }]);
    expect(problemsOf(fields({ summary: `${summary}y` }), body)).toEqual([]);
  });

  it('asks for content with words in it, and a topic', () => {
    const blank: ArticleBody = [{ type: 'paragraph', children: [{ text: '  ' }] }];
    expect(problemsOf(fields({ topics: [] }), blank)).toEqual([
      { field: 'body', code: 'CONTENT_REQUIRED' },
      { field: 'topics', code: 'TOPIC_REQUIRED' },
    ]);
  });
});

describe('the form sent to the API', () => {
  it('names the cover by upload id and keeps the French short name', () => {
    const form = articleForm(
      fields({ shortNameFr: 'Sandaga', cover: { uploadId: 'c-1', url: '/api/media/c.jpg' }, country: 'sn' }),
      body,
      'save',
    );
    expect(form).toMatchObject({
      short_name: { fr: 'Sandaga' },
      cover: 'c-1',
      country: 'sn',
      action: 'save',
      body,
      email_followers: false,
      premium_only: false,
    });
    expect(form).not.toHaveProperty('publish_at');
  });

  it('says whether the article is for Premium subscribers only', () => {
    expect(articleForm(fields({ premiumOnly: true }), body, 'save')).toMatchObject({ premium_only: true });
  });

  it('sends the publishing time only when scheduling, as an instant', () => {
    const scheduled = articleForm(fields({ publishAt: '2030-05-01T09:30' }), body, 'schedule');
    expect(scheduled.publish_at).toBe(new Date('2030-05-01T09:30').toISOString());
    expect(articleForm(fields({ publishAt: '2030-05-01T09:30' }), body, 'submit')).not.toHaveProperty(
      'publish_at',
    );
  });
});
