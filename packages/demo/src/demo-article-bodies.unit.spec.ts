import { articleBodySchema, bodyText, readingTimeOf } from '@afrimedia/domain';
import { describe, expect, it } from 'vitest';
import { demoContents } from './demo-content.ts';

const articles = demoContents.filter((content) => content.kind === 'article');

describe('demo article bodies', () => {
  it('are documents the API itself would accept, each of several paragraphs', () => {
    for (const { title, body } of articles) {
      expect(articleBodySchema.safeParse(body).success, title).toBe(true);
      expect(body?.filter((block) => block.type === 'paragraph').length, title).toBeGreaterThanOrEqual(4);
      expect(readingTimeOf(bodyText(body ?? [])), title).toBeGreaterThanOrEqual(1);
    }
  });

  it('repeat no paragraph within an article, and differ from one article to the next', () => {
    for (const { title, body } of articles) {
      const texts = (body ?? [])
        .filter((block) => block.type === 'paragraph')
        .map((block) => JSON.stringify(block));
      expect(new Set(texts).size, title).toBe(texts.length);
    }
    const bodies = articles.map(({ body }) => JSON.stringify(body));
    expect(new Set(bodies).size).toBe(bodies.length);
  });

  it('mix directions in some articles: Arabic quoting French, French quoting Arabic', () => {
    const mixed = articles.filter(({ body }) => new Set(body?.map((block) => block.dir)).size > 1);
    expect(mixed.length).toBeGreaterThanOrEqual(2);
    expect(new Set(mixed.map(({ body }) => body?.[0]?.dir))).toEqual(new Set(['ltr', 'rtl']));
  });
});
