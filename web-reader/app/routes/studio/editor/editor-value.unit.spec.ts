import { articleBodyDocument, type ArticleBody } from '@afrimedia/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bodyOf, valueOf, type EditorNode } from './editor-value.ts';

const article: ArticleBody = [
  { type: 'heading', level: 2, children: [{ text: 'Le marché Sandaga' }] },
  {
    type: 'paragraph',
    dir: 'ltr',
    children: [
      { text: 'Un ' },
      { text: 'grand', bold: true },
      { text: ' marché, ' },
      { type: 'link', url: 'https://example.org/sandaga', children: [{ text: 'en ligne', italic: true }] },
      { text: '.' },
    ],
  },
  { type: 'paragraph', dir: 'rtl', children: [{ text: 'سوق صنداغا في قلب المدينة.', underline: true }] },
  { type: 'block-quote', children: [{ text: 'On y trouve tout.' }] },
  {
    type: 'numbered-list',
    children: [
      { type: 'list-item', children: [{ text: 'Tissus' }] },
      { type: 'list-item', children: [{ text: 'Épices' }] },
    ],
  },
  { type: 'image', uploadId: 'u-1', alt: 'Les étals', dir: 'ltr', children: [{ text: '' }] },
  { type: 'video', uploadId: 'u-2', children: [{ text: '' }] },
  { type: 'audio', uploadId: 'u-3', children: [{ text: '' }] },
];

describe('the editor value and the article body', () => {
  it('gives a stored body back unchanged after a trip through the editor', () => {
    expect(bodyOf(valueOf(article))).toEqual(article);
  });

  it('opens an empty article on one empty paragraph, in the direction asked for', () => {
    expect(valueOf([], 'rtl')).toEqual([{ type: 'paragraph', dir: 'rtl', children: [{ text: '' }] }]);
    expect(bodyOf(valueOf(null))).toEqual([]);
  });

  it('keeps only the marks that are set and joins texts that look alike', () => {
    const value: EditorNode[] = [
      {
        type: 'paragraph',
        children: [
          { text: 'Bon', bold: true, italic: false },
          { text: 'jour', bold: true },
          { text: '' },
          { text: ' Dakar', underline: false },
        ],
      },
    ];
    expect(bodyOf(value)).toEqual([
      { type: 'paragraph', children: [{ text: 'Bonjour', bold: true }, { text: ' Dakar' }] },
    ]);
  });

  it('leaves out blank lines, media without a file and empty links, and writes unsafe links as words', () => {
    const value: EditorNode[] = [
      { type: 'paragraph', children: [{ text: '   ' }] },
      { type: 'image', uploadId: '', children: [{ text: '' }] },
      {
        type: 'paragraph',
        children: [
          { text: 'Voir ' },
          { type: 'link', url: 'javascript:alert(1)', children: [{ text: 'ici' }] },
          { type: 'link', url: 'https://example.org', children: [{ text: '' }] },
        ],
      },
      { type: 'heading', level: 4, dir: 'rtl', children: [{ text: 'عنوان' }] },
    ];
    expect(bodyOf(value)).toEqual([
      { type: 'paragraph', children: [{ text: 'Voir ici' }] },
      { type: 'heading', level: 4, dir: 'rtl', children: [{ text: 'عنوان' }] },
    ]);
  });

  const text = fc.record(
    {
      text: fc.string({ maxLength: 12 }),
      bold: fc.boolean(),
      italic: fc.boolean(),
      underline: fc.boolean(),
    },
    { requiredKeys: ['text'] },
  );
  const link = fc.record({
    type: fc.constant('link' as const),
    url: fc.constantFrom('https://example.org/a', 'mailto:a@example.org', 'javascript:x', 'ftp://x'),
    children: fc.array(text, { maxLength: 3 }),
  });
  const inlines = fc.array(fc.oneof(text, link), { maxLength: 5 });
  const dir = fc.constantFrom('ltr' as const, 'rtl' as const);
  // fast-check types an optional key as `T | undefined`; it leaves absent keys out, as the editor does.
  const node = fc.oneof(
    fc.record(
      {
        type: fc.constantFrom('paragraph' as const, 'heading' as const, 'block-quote' as const),
        level: fc.constantFrom(2 as const, 3 as const, 4 as const),
        dir,
        children: inlines,
      },
      { requiredKeys: ['type', 'level', 'children'] },
    ),
    fc.record(
      {
        type: fc.constantFrom('bulleted-list' as const, 'numbered-list' as const),
        dir,
        children: fc.array(fc.record({ type: fc.constant('list-item' as const), children: inlines }), {
          maxLength: 3,
        }),
      },
      { requiredKeys: ['type', 'children'] },
    ),
    fc.record(
      {
        type: fc.constantFrom('image' as const, 'video' as const, 'audio' as const),
        uploadId: fc.constantFrom('', 'u-1', 'u-2'),
        alt: fc.string({ maxLength: 8 }),
        dir,
        children: fc.constant([{ text: '' }]),
      },
      { requiredKeys: ['type', 'uploadId', 'children'] },
    ),
  ) as unknown as fc.Arbitrary<EditorNode>;

  it('always answers a body the API accepts, and the same body once more after reopening it', () => {
    fc.assert(
      fc.property(fc.array(node, { maxLength: 6 }), (value) => {
        const body = bodyOf(value);
        expect(articleBodyDocument.safeParse(body).success).toBe(true);
        expect(bodyOf(valueOf(body))).toEqual(body);
      }),
    );
  });
});
