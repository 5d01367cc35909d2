import { describe, expect, it } from 'vitest';
import { slugOfLink } from './report-link.ts';

describe('the content a reported link names', () => {
  it('is the last segment of its path, with or without host, query or fragment', () => {
    expect(slugOfLink('https://afrimedia.example/articles/la-kora-de-dakar?ref=home#top')).toBe(
      'la-kora-de-dakar',
    );
    expect(slugOfLink('/videos/sabar-night/')).toBe('sabar-night');
    expect(slugOfLink('podcasts/caf%C3%A9')).toBe('café');
  });

  it('is none when the link has no path or cannot be read', () => {
    expect(slugOfLink('https://afrimedia.example/')).toBeNull();
    expect(slugOfLink('/articles/%E0%A4%A')).toBeNull();
  });
});
