import type { ArticleBody } from '@afrimedia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedArticle } from '../../testing/published-article.ts';
import { startTestApi, type TestApi, type TestUser } from '../../testing/test-api.ts';

const mixed: ArticleBody = [
  { type: 'heading', level: 2, children: [{ text: 'Kinshasa, capitale de la rumba' }] },
  {
    type: 'paragraph',
    dir: 'ltr',
    children: [
      { text: 'La rumba congolaise est inscrite au patrimoine ' },
      { text: 'immatériel', italic: true },
      { text: ' de l’humanité depuis 2021.' },
    ],
  },
  { type: 'paragraph', dir: 'rtl', children: [{ text: 'الرومبا الكونغولية موسيقى يرقص عليها الجميع.' }] },
];

describe('article bodies through the API', () => {
  let api: TestApi;
  let author: TestUser;

  beforeAll(async () => {
    api = await startTestApi('article_body');
    author = await api.newUser({ role: 'owner' });
  });
  afterAll(() => api.close());

  const draft = (body: unknown) => ({
    kind: 'article',
    publication: 'nowhere',
    title: 'La rumba de Kinshasa',
    summary:
      'Comment la rumba congolaise est devenue un patrimoine de l’humanité, racontée par ses musiciens.',
    body,
    topics: ['music'],
  });

  it.each([
    ['raw HTML', '<p>Hello</p><script>alert(1)</script>', 'ARTICLE_BODY_INVALID'],
    [
      'an HTML attribute',
      [{ type: 'paragraph', html: '<b>x</b>', children: [{ text: 'x' }] }],
      'ARTICLE_BODY_INVALID',
    ],
    [
      'an iframe',
      [{ type: 'iframe', src: 'https://evil.example', children: [{ text: '' }] }],
      'ARTICLE_BODY_INVALID',
    ],
    [
      'a javascript: link',
      [
        {
          type: 'paragraph',
          children: [{ type: 'link', url: 'javascript:alert(1)', children: [{ text: 'x' }] }],
        },
      ],
      'UNSAFE_LINK',
    ],
    [
      'a body past its limits',
      Array.from({ length: 2_001 }, () => ({ type: 'paragraph', children: [{ text: 'x' }] })),
      'ARTICLE_BODY_TOO_LARGE',
    ],
  ])('refuses %s with a 400 and appends nothing', async (_, body, code) => {
    const before = (await api.events()).length;
    const response = await api.call('POST', '/author/contents/video', author, draft(body));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code, field: expect.stringMatching(/^body/) });
    expect((await api.events()).length).toBe(before);
  });

  it('serves a published body back as the same tree, with its reading time and its words searchable', async () => {
    const { slug } = await publishedArticle(api, author.userId, { body: mixed });
    const detail = await fetch(`${api.url}/api/pages/content/${slug}`);
    expect(detail.status).toBe(200);
    const { content } = (await detail.json()) as { content: { body: unknown; reading_time: number } };
    expect(content.body).toEqual(mixed);
    expect(content.reading_time).toBe(1);
    const search = await fetch(`${api.url}/api/pages/search/?filter=${encodeURIComponent('patrimoine')}`);
    const found = (await search.json()) as { rows: Array<{ slug: string }> };
    expect(found.rows.map((item) => item.slug)).toContain(slug);
  });

  it.each([
    ['title', { title: 'Rumba <script>alert(1)</script>' }],
    [
      'summary',
      {
        summary:
          '<img src=x onerror=alert(1)> La rumba congolaise racontée par ses musiciens, de Kinshasa à Paris.',
      },
    ],
  ])(
    'refuses markup in the %s as PLAIN_TEXT_ONLY, while keeping a plain "<" or ">"',
    async (field, extra) => {
      const before = (await api.events()).length;
      const response = await api.call('POST', '/author/contents/video', author, {
        ...draft(mixed),
        ...extra,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'PLAIN_TEXT_ONLY', field });
      expect((await api.events()).length).toBe(before);
      const plain = await api.call('POST', '/author/contents/video', author, {
        ...draft(mixed),
        title: 'Rumba: 3 < 5 and 5 > 3',
      });
      expect(plain.status).not.toBe(400);
    },
  );
});
