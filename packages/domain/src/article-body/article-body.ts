import { z } from 'zod';
import { SAFE_URL_PATTERN } from '../rules/safe-url.ts';

/*
 * An article body is a Slate document: the tree `slate-react` edits in the studio, stored in events as it is and
 * rendered by one React renderer. It is data, never markup: no node carries HTML, every link is http, https or
 * mailto, and media are referenced by upload id so the server vouches for every file a body shows.
 *
 * The node shapes are closed (`z.strictObject`): an attribute the renderer does not know (`onerror`, `style`,
 * `html`) is refused, not carried along.
 */

export const BODY_LIMITS = {
  /** Top-level blocks of one article. */
  blocks: 2_000,
  /** Every node of the tree, texts included. */
  nodes: 20_000,
  /** Characters of all texts together: about three hours of reading. */
  characters: 200_000,
  /** Items of one list; inline nodes of one block. */
  children: 1_000,
  url: 2_048,
  alt: 500,
} as const;

export const BLOCK_DIRECTIONS = ['ltr', 'rtl'] as const;
export type BlockDirection = (typeof BLOCK_DIRECTIONS)[number];

const text = z.strictObject({
  text: z.string(),
  bold: z.literal(true).optional(),
  italic: z.literal(true).optional(),
  underline: z.literal(true).optional(),
  code: z.literal(true).optional(),
});

const link = z.strictObject({
  type: z.literal('link'),
  url: z.string().max(BODY_LIMITS.url, 'UNSAFE_LINK').regex(SAFE_URL_PATTERN, 'UNSAFE_LINK'),
  children: z.array(text).min(1).max(BODY_LIMITS.children),
});

const inline = z.union([text, link]);
const inlines = z.array(inline).min(1).max(BODY_LIMITS.children);
const dir = z.enum(BLOCK_DIRECTIONS).optional();

const paragraph = z.strictObject({ type: z.literal('paragraph'), dir, children: inlines });
const heading = z.strictObject({
  type: z.literal('heading'),
  level: z.union([z.literal(2), z.literal(3), z.literal(4)]),
  dir,
  children: inlines,
});
const blockQuote = z.strictObject({ type: z.literal('block-quote'), dir, children: inlines });
const listItem = z.strictObject({ type: z.literal('list-item'), children: inlines });
const list = z.strictObject({
  type: z.enum(['bulleted-list', 'numbered-list']),
  dir,
  children: z.array(listItem).min(1).max(BODY_LIMITS.children),
});
/** Void elements: Slate keeps one empty text child in them so the cursor can sit on them. */
const emptyChildren = z.tuple([z.strictObject({ text: z.literal('') })]);
const uploadId = z.string().min(1).max(200);
const image = z.strictObject({
  type: z.literal('image'),
  uploadId,
  alt: z.string().max(BODY_LIMITS.alt),
  dir,
  children: emptyChildren,
});
const media = z.strictObject({
  type: z.enum(['video', 'audio']),
  uploadId,
  dir,
  children: emptyChildren,
});

const block = z.discriminatedUnion('type', [paragraph, heading, blockQuote, list, image, media]);

export type BodyText = z.infer<typeof text>;
export type BodyLink = z.infer<typeof link>;
export type BodyInline = z.infer<typeof inline>;
export type BodyBlock = z.infer<typeof block>;
export type ArticleBody = BodyBlock[];

/** The stored shape of a body, as events hold it. */
export const articleBodyDocument = z
  .array(block)
  .max(BODY_LIMITS.blocks, 'ARTICLE_BODY_TOO_LARGE')
  .superRefine((body, context) => {
    const size = measure(body);
    if (size.nodes > BODY_LIMITS.nodes || size.characters > BODY_LIMITS.characters)
      context.addIssue({ code: 'custom', message: 'ARTICLE_BODY_TOO_LARGE' });
  });

const BODY_CODES = new Set(['UNSAFE_LINK', 'ARTICLE_BODY_TOO_LARGE']);

/**
 * The one schema a body is read with from a client. Whatever is wrong with it is refused with one catalogue code:
 * an unsafe link or a body too large by name, anything else (an HTML string, an unknown node, an extra attribute)
 * as ARTICLE_BODY_INVALID, at the path of the first fault.
 */
export const articleBodySchema = z.unknown().transform((value, context): ArticleBody => {
  const parsed = articleBodyDocument.safeParse(value);
  if (parsed.success) return parsed.data;
  const issues = flatten(parsed.error.issues);
  const named = issues.find((issue) => BODY_CODES.has(issue.message));
  context.addIssue({
    code: 'custom',
    message: named?.message ?? 'ARTICLE_BODY_INVALID',
    path: (named ?? issues[0])?.path ?? [],
  });
  return z.NEVER;
});

type Issue = z.core.$ZodIssue;

/** A union's refusal nests each option's issues; the named ones may sit there (a bad link inside a paragraph). */
function flatten(issues: readonly Issue[], prefix: readonly PropertyKey[] = []): Issue[] {
  return issues.flatMap((issue) => {
    const at = { ...issue, path: [...prefix, ...issue.path] } as Issue;
    return issue.code === 'invalid_union'
      ? [at, ...issue.errors.flatMap((option) => flatten(option, at.path))]
      : [at];
  });
}

function measure(body: ArticleBody): { nodes: number; characters: number } {
  let nodes = 0;
  let characters = 0;
  const visit = (node: { text?: string; children?: readonly object[] }) => {
    nodes += 1;
    if (typeof node.text === 'string') characters += node.text.length;
    for (const child of node.children ?? []) visit(child);
  };
  for (const node of body) visit(node);
  return { nodes, characters };
}

function inlineText(node: BodyInline): string {
  return 'type' in node ? node.children.map((child) => child.text).join('') : node.text;
}

function blockText(node: BodyBlock): string {
  switch (node.type) {
    case 'paragraph':
    case 'heading':
    case 'block-quote':
      return node.children.map(inlineText).join('');
    case 'bulleted-list':
    case 'numbered-list':
      return node.children.map((item) => item.children.map(inlineText).join('')).join('\n');
    case 'image':
      return node.alt;
    case 'video':
    case 'audio':
      return '';
  }
}

/** The words a reader reads, one block a paragraph: for search, reading time and the followers' e-mail. */
export function bodyText(body: ArticleBody): string {
  return body
    .map(blockText)
    .filter((textOfBlock) => textOfBlock.trim() !== '')
    .join('\n\n');
}

/** Upload ids the body shows, so the server can check each is the author's own and of the right kind. */
export function bodyUploads(
  body: ArticleBody,
): Array<{ uploadId: string; kind: 'image' | 'video' | 'audio' }> {
  return body.flatMap((node) =>
    node.type === 'image' || node.type === 'video' || node.type === 'audio'
      ? [{ uploadId: node.uploadId, kind: node.type }]
      : [],
  );
}

/** The opening of the text, cut at a word under `maxCharacters` (in code points): e-mails and link previews. */
export function bodyExcerpt(body: ArticleBody, maxCharacters: number): string {
  const text = [...bodyText(body).replace(/\s+/g, ' ').trim()];
  if (text.length <= maxCharacters) return text.join('');
  const cut = text.slice(0, maxCharacters - 1).join('');
  const endsAtWord = text[maxCharacters - 1] === ' ';
  const lastSpace = cut.lastIndexOf(' ');
  const kept = endsAtWord || lastSpace <= maxCharacters / 2 ? cut : cut.slice(0, lastSpace);
  return `${kept.trimEnd()}…`;
}

/** A body of one paragraph per line of `plain`: for texts that come without structure (e-mail, imports). */
export function bodyFromPlainText(plain: string, direction?: BlockDirection): ArticleBody {
  return plain
    .split(/\n{2,}/)
    .map((paragraphText) => paragraphText.trim())
    .filter((paragraphText) => paragraphText !== '')
    .map((paragraphText) => ({
      type: 'paragraph' as const,
      ...(direction ? { dir: direction } : {}),
      children: [{ text: paragraphText }],
    }));
}
