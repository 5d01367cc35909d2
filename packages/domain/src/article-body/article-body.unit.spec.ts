import { describe, expect, it } from 'vitest';
import {
  articleBodySchema,
  bodyExcerpt,
  bodyFromPlainText,
  bodyText,
  bodyUploads,
  BODY_LIMITS,
  type ArticleBody,
} from './article-body.ts';

const every: ArticleBody = [
  { type: 'heading', level: 2, children: [{ text: 'Lagos la nuit' }] },
  {
    type: 'paragraph',
    dir: 'ltr',
    children: [
      { text: 'Un ' },
      { text: 'reportage', bold: true, italic: true, underline: true },
      { text: ' de ' },
      { type: 'link', url: 'https://example.org/lagos', children: [{ text: 'notre envoyée' }] },
      { text: ' ' },
      { type: 'link', url: 'mailto:redaction@afrimedia.test', children: [{ text: 'écrire', code: true }] },
    ],
  },
  { type: 'paragraph', dir: 'rtl', children: [{ text: 'مدينة لا تنام' }] },
  { type: 'block-quote', children: [{ text: 'La musique ne dort jamais.' }] },
  { type: 'bulleted-list', children: [{ type: 'list-item', children: [{ text: 'afrobeat' }] }] },
  { type: 'numbered-list', dir: 'rtl', children: [{ type: 'list-item', children: [{ text: 'أولًا' }] }] },
  { type: 'heading', level: 4, children: [{ text: 'En images' }] },
  { type: 'image', uploadId: 'upload-1', alt: 'Le pont de Lekki', children: [{ text: '' }] },
  { type: 'video', uploadId: 'upload-2', children: [{ text: '' }] },
  { type: 'audio', uploadId: 'upload-3', children: [{ text: '' }] },
];

function refusal(body: unknown): string | undefined {
  const result = articleBodySchema.safeParse(body);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('article body', () => {
  it('accepts every node type, mark and direction', () => {
    expect(articleBodySchema.parse(every)).toEqual(every);
  });

  it.each([
    ['an HTML string', '<p>Hello</p><script>alert(1)</script>'],
    ['an unknown node', [{ type: 'script', children: [{ text: 'alert(1)' }] }]],
    [
      'an event handler attribute',
      [{ type: 'image', uploadId: 'u', alt: '', onerror: 'alert(1)', children: [{ text: '' }] }],
    ],
    ['an html attribute', [{ type: 'paragraph', html: '<b>x</b>', children: [{ text: 'x' }] }]],
    ['an unknown mark', [{ type: 'paragraph', children: [{ text: 'x', style: 'color:red' }] }]],
    ['a heading level 1', [{ type: 'heading', level: 1, children: [{ text: 'x' }] }]],
    ['an iframe', [{ type: 'iframe', src: 'https://evil.example', children: [{ text: '' }] }]],
    ['a block without children', [{ type: 'paragraph', children: [] }]],
    [
      'nested blocks',
      [{ type: 'block-quote', children: [{ type: 'paragraph', children: [{ text: 'x' }] }] }],
    ],
    ['a wrong direction', [{ type: 'paragraph', dir: 'auto', children: [{ text: 'x' }] }]],
  ])('refuses %s as ARTICLE_BODY_INVALID', (_, body) => {
    expect(refusal(body)).toBe('ARTICLE_BODY_INVALID');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/x',
    'https://example.org/"onmouseover="alert(1)',
  ])('refuses the link %s as UNSAFE_LINK', (url) => {
    expect(
      refusal([{ type: 'paragraph', children: [{ type: 'link', url, children: [{ text: 'x' }] }] }]),
    ).toBe('UNSAFE_LINK');
  });

  it('refuses a body past its size limits', () => {
    const blocks = Array.from({ length: BODY_LIMITS.blocks + 1 }, () => ({
      type: 'paragraph',
      children: [{ text: 'x' }],
    }));
    expect(refusal(blocks)).toBe('ARTICLE_BODY_TOO_LARGE');
    const long = [{ type: 'paragraph', children: [{ text: 'x'.repeat(BODY_LIMITS.characters + 1) }] }];
    expect(refusal(long)).toBe('ARTICLE_BODY_TOO_LARGE');
    const wide = Array.from({ length: 10 }, () => ({
      type: 'bulleted-list',
      children: Array.from({ length: 1_000 }, () => ({
        type: 'list-item',
        children: [{ text: 'x' }, { text: 'y' }],
      })),
    }));
    expect(refusal(wide)).toBe('ARTICLE_BODY_TOO_LARGE');
  });

  it('reads as plain text, a block a paragraph, alt texts included, media left out', () => {
    expect(bodyText(every)).toBe(
      [
        'Lagos la nuit',
        'Un reportage de notre envoyée écrire',
        'مدينة لا تنام',
        'La musique ne dort jamais.',
        'afrobeat',
        'أولًا',
        'En images',
        'Le pont de Lekki',
      ].join('\n\n'),
    );
  });

  it('lists the uploads it shows with their kind', () => {
    expect(bodyUploads(every)).toEqual([
      { uploadId: 'upload-1', kind: 'image' },
      { uploadId: 'upload-2', kind: 'video' },
      { uploadId: 'upload-3', kind: 'audio' },
    ]);
  });

  it('gives an excerpt cut at a word, in code points', () => {
    expect(bodyExcerpt(every, 1_000)).toBe(bodyText(every).replace(/\s+/g, ' '));
    expect(bodyExcerpt(every, 30)).toBe('Lagos la nuit Un reportage de…');
    expect([...bodyExcerpt(bodyFromPlainText('مدينة '.repeat(40)), 20)].length).toBeLessThanOrEqual(20);
  });

  it('turns plain text into paragraphs with a direction', () => {
    expect(bodyFromPlainText('Premier.\n\n\nSecond.', 'ltr')).toEqual([
      { type: 'paragraph', dir: 'ltr', children: [{ text: 'Premier.' }] },
      { type: 'paragraph', dir: 'ltr', children: [{ text: 'Second.' }] },
    ]);
  });
});
