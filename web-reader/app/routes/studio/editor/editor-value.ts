import type { ArticleBody, BlockDirection, BodyBlock, BodyInline, BodyText } from '@afrimedia/domain';
import { isSafeUrl } from '@afrimedia/domain/safe-url';

/*
 * The editor's value is the article body itself (a Slate tree) while it is being typed: these shapes are what
 * Slate may hold in between (an element of any type, marks set to false by a paste, empty texts around a link).
 * `bodyOf` turns it into exactly the API's body; `valueOf` gives the editor a stored body back.
 */

export type Mark = 'bold' | 'italic' | 'underline';
export type MediaKind = 'image' | 'video' | 'audio';
export type TextBlockType = 'paragraph' | 'heading' | 'block-quote';
export type ListType = 'bulleted-list' | 'numbered-list';

export interface EditorText {
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  code?: boolean;
}

export interface TextBlockElement {
  type: TextBlockType;
  level?: 2 | 3 | 4;
  dir?: BlockDirection;
  children: EditorNode[];
}
export interface ListElement {
  type: ListType;
  dir?: BlockDirection;
  children: EditorNode[];
}
export interface ListItemElement {
  type: 'list-item';
  children: EditorNode[];
}
export interface LinkElement {
  type: 'link';
  url: string;
  children: EditorNode[];
}
export interface MediaElement {
  type: MediaKind;
  uploadId: string;
  alt?: string;
  dir?: BlockDirection;
  children: EditorNode[];
}

export type EditorElement = TextBlockElement | ListElement | ListItemElement | LinkElement | MediaElement;
export type EditorNode = EditorElement | EditorText;

const MARKS = ['bold', 'italic', 'underline', 'code'] as const;

export const emptyParagraph = (dir?: BlockDirection): TextBlockElement => ({
  type: 'paragraph',
  ...(dir ? { dir } : {}),
  children: [{ text: '' }],
});

const isText = (node: EditorNode): node is EditorText => 'text' in node && !('type' in node);

function markedText(node: EditorText): BodyText {
  const text: BodyText = { text: node.text };
  for (const mark of MARKS) if (node[mark] === true) text[mark] = true;
  return text;
}

const sameMarks = (a: BodyText, b: BodyText) => MARKS.every((mark) => a[mark] === b[mark]);

/** Texts of an element, links flattened to their words: what a link is allowed to hold. */
function textsOf(nodes: readonly EditorNode[]): BodyText[] {
  return nodes.flatMap((node) => (isText(node) ? [markedText(node)] : textsOf(node.children)));
}

/** Adjacent texts with the same marks are one text; empty texts go, unless nothing else is left. */
function joined(texts: readonly BodyText[]): BodyText[] {
  const out: BodyText[] = [];
  for (const text of texts) {
    if (text.text === '') continue;
    const last = out.at(-1);
    if (last && sameMarks(last, text)) out[out.length - 1] = { ...last, text: last.text + text.text };
    else out.push(text);
  }
  return out;
}

/** Inline content as the body holds it: texts and safe links, at least one (empty) text. */
function inlinesOf(nodes: readonly EditorNode[]): BodyInline[] {
  const out: BodyInline[] = [];
  let run: BodyText[] = [];
  const flush = () => {
    out.push(...joined(run));
    run = [];
  };
  for (const node of nodes) {
    if (!isText(node) && node.type === 'link' && isSafeUrl(node.url)) {
      const children = joined(textsOf(node.children));
      if (children.length === 0) continue;
      flush();
      out.push({ type: 'link', url: node.url, children });
    } else {
      run.push(...(isText(node) ? [markedText(node)] : textsOf(node.children)));
    }
  }
  flush();
  return out.length > 0 ? out : [{ text: '' }];
}

const hasWords = (inlines: readonly BodyInline[]) =>
  inlines.some((inline) => ('type' in inline ? inline.children : [inline]).some((t) => t.text.trim() !== ''));

const withDir = (dir: BlockDirection | undefined) => (dir === 'ltr' || dir === 'rtl' ? { dir } : {});

function blockOf(node: EditorNode): BodyBlock | undefined {
  if (isText(node)) {
    const children = inlinesOf([node]);
    return hasWords(children) ? { type: 'paragraph', children } : undefined;
  }
  switch (node.type) {
    case 'paragraph':
    case 'block-quote': {
      const children = inlinesOf(node.children);
      return hasWords(children) ? { type: node.type, ...withDir(node.dir), children } : undefined;
    }
    case 'heading': {
      const children = inlinesOf(node.children);
      const level = node.level === 3 || node.level === 4 ? node.level : 2;
      return hasWords(children) ? { type: 'heading', level, ...withDir(node.dir), children } : undefined;
    }
    case 'bulleted-list':
    case 'numbered-list': {
      const items = node.children
        .map((item) => inlinesOf(isText(item) ? [item] : item.children))
        .filter(hasWords)
        .map((children) => ({ type: 'list-item' as const, children }));
      return items.length > 0 ? { type: node.type, ...withDir(node.dir), children: items } : undefined;
    }
    case 'image':
      return node.uploadId
        ? {
            type: 'image',
            uploadId: node.uploadId,
            alt: node.alt ?? '',
            ...withDir(node.dir),
            children: [{ text: '' }],
          }
        : undefined;
    case 'video':
    case 'audio':
      return node.uploadId
        ? { type: node.type, uploadId: node.uploadId, ...withDir(node.dir), children: [{ text: '' }] }
        : undefined;
    case 'list-item':
    case 'link': {
      const children = inlinesOf(node.type === 'link' ? [node] : node.children);
      return hasWords(children) ? { type: 'paragraph', children } : undefined;
    }
  }
}

/**
 * The API's article body of what the editor holds: only the attributes the body schema knows, marks only when
 * set, unsafe links as plain words, and blocks without words or without a file left out (a blank line typed
 * between two paragraphs is not part of the article).
 */
export function bodyOf(value: readonly EditorNode[]): ArticleBody {
  return value.flatMap((node) => blockOf(node) ?? []);
}

/** The editor's value of a stored body; an empty article opens on one empty paragraph to type in. */
export function valueOf(body: ArticleBody | null | undefined, dir?: BlockDirection): EditorNode[] {
  if (!body || body.length === 0) return [emptyParagraph(dir)];
  return structuredClone(body) as EditorNode[];
}
