import { describe, expect, it } from 'vitest';
import { aliasedSlug, paragraphsOf, summaryOf } from './site-page-text.ts';

describe('static page text', () => {
  it('splits the body into paragraphs on blank lines, keeping single line breaks inside a paragraph', () => {
    expect(paragraphsOf('First line\nstill first.\n\n  Second.  \r\n \r\nThird.\n\n\n')).toEqual([
      'First line\nstill first.',
      'Second.',
      'Third.',
    ]);
    expect(paragraphsOf('  \n\n ')).toEqual([]);
  });

  it('names the page each alias address shows, and nothing for other paths', () => {
    expect(aliasedSlug('/termsOfUse')).toBe('terms-of-use');
    expect(aliasedSlug('/privacyPolicy/')).toBe('privacy-policy');
    expect(aliasedSlug('/who-are-we')).toBe('who-are-we');
    expect(aliasedSlug('/page/who-are-we')).toBeUndefined();
    expect(aliasedSlug('/constructor')).toBeUndefined();
  });

  it('describes a page by its opening paragraph, cut at a word', () => {
    expect(summaryOf('Short opening.\n\nMore.')).toBe('Short opening.');
    const long = `${'word '.repeat(50)}end`;
    const summary = summaryOf(long, 40);
    expect(summary.endsWith('…')).toBe(true);
    expect(summary.length).toBeLessThanOrEqual(41);
    expect(summary).not.toMatch(/ …$|wor…$/);
  });
});
