import type { BlockDirection } from '@afrimedia/domain';
import { isSafeUrl } from '@afrimedia/domain/safe-url';
import { Editor, Element, Range, Transforms, type Descendant } from 'slate';
import './slate-types.ts';
import {
  type EditorElement,
  type ListType,
  type Mark,
  type MediaKind,
  type TextBlockType,
} from './editor-value.ts';

/** A block style of the toolbar: a text block (with its heading level) or a list. */
export type BlockStyle =
  { type: 'heading'; level: 2 | 3 } | { type: Exclude<TextBlockType, 'heading'> } | { type: ListType };

const LISTS: readonly string[] = ['bulleted-list', 'numbered-list'];
const isList = (type: string): type is ListType => LISTS.includes(type);

export function isMarkActive(editor: Editor, mark: Mark): boolean {
  return Editor.marks(editor)?.[mark] === true;
}

export function toggleMark(editor: Editor, mark: Mark): void {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}

function matchesStyle(node: EditorElement, style: BlockStyle): boolean {
  if (node.type !== style.type) return false;
  return style.type !== 'heading' || ('level' in node && (node.level ?? 2) === style.level);
}

export function isBlockActive(editor: Editor, style: BlockStyle): boolean {
  if (!editor.selection) return false;
  const [found] = Editor.nodes(editor, {
    at: Editor.unhangRange(editor, editor.selection),
    match: (node) => Element.isElement(node) && matchesStyle(node, style),
  });
  return !!found;
}

/** Applies a block style to the selected blocks, or takes it off (back to paragraphs) when they have it. */
export function toggleBlock(editor: Editor, style: BlockStyle): void {
  const active = isBlockActive(editor, style);
  Transforms.unwrapNodes(editor, {
    match: (node) => Element.isElement(node) && isList(node.type),
    split: true,
  });
  if (active) {
    Transforms.setNodes(editor, { type: 'paragraph' }, { match: isTextBlockOrItem });
    Transforms.unsetNodes(editor, 'level', { match: isTextBlockOrItem });
    return;
  }
  if (isList(style.type)) {
    Transforms.setNodes(editor, { type: 'list-item' }, { match: isTextBlockOrItem });
    Transforms.unsetNodes(editor, ['level', 'dir'], { match: isTextBlockOrItem });
    Transforms.wrapNodes(editor, { type: style.type, children: [] });
    return;
  }
  Transforms.setNodes(
    editor,
    style.type === 'heading' ? { type: 'heading', level: style.level } : { type: style.type },
    { match: isTextBlockOrItem },
  );
  if (style.type !== 'heading') Transforms.unsetNodes(editor, 'level', { match: isTextBlockOrItem });
}

function isTextBlockOrItem(node: unknown): boolean {
  return (
    Element.isElement(node) &&
    ['paragraph', 'heading', 'block-quote', 'list-item'].includes((node as EditorElement).type)
  );
}

const isTopBlock = (node: unknown, path: readonly number[]) => path.length === 1 && Element.isElement(node);

/** The direction of the block the cursor is in, as the body stores it (none: the article's). */
export function directionAt(editor: Editor): BlockDirection | undefined {
  if (!editor.selection) return undefined;
  const [found] = Editor.nodes(editor, { at: editor.selection, match: isTopBlock });
  const block = found?.[0];
  return block && Element.isElement(block) && 'dir' in block ? block.dir : undefined;
}

/** Turns the selected blocks right to left, or back to left to right, each paragraph on its own. */
export function toggleDirection(editor: Editor): void {
  const dir: BlockDirection = directionAt(editor) === 'rtl' ? 'ltr' : 'rtl';
  Transforms.setNodes(editor, { dir }, { match: isTopBlock });
}

export function isLinkActive(editor: Editor): boolean {
  if (!editor.selection) return false;
  const [found] = Editor.nodes(editor, { match: (node) => Element.isElement(node) && node.type === 'link' });
  return !!found;
}

/** Links the selected words to `url` (the words are the address when nothing is selected); unsafe ones do nothing. */
export function insertLink(editor: Editor, url: string): boolean {
  const address = url.trim();
  if (!isSafeUrl(address) || !editor.selection) return false;
  if (isLinkActive(editor))
    Transforms.unwrapNodes(editor, { match: (node) => Element.isElement(node) && node.type === 'link' });
  if (Range.isCollapsed(editor.selection)) {
    Transforms.insertNodes(editor, { type: 'link', url: address, children: [{ text: address }] });
  } else {
    Transforms.wrapNodes(editor, { type: 'link', url: address, children: [] }, { split: true });
    Transforms.collapse(editor, { edge: 'end' });
  }
  return true;
}

/** A picture, video or sound from an upload, as its own block, with a paragraph after it to type on. */
export function insertMedia(editor: Editor, kind: MediaKind, uploadId: string, dir?: BlockDirection): void {
  const media: Descendant = {
    type: kind,
    uploadId,
    ...(kind === 'image' ? { alt: '' } : {}),
    ...(dir ? { dir } : {}),
    children: [{ text: '' }],
  };
  Transforms.insertNodes(editor, [
    media,
    { type: 'paragraph', ...(dir ? { dir } : {}), children: [{ text: '' }] },
  ]);
}

/**
 * Links are words inside a block; pictures, videos and sounds hold no words the author types. Enter at the end
 * of a heading goes on with a paragraph, as in every word processor: a heading is one line above the text.
 */
export function withArticleNodes(editor: Editor): Editor {
  const { isInline, isVoid, insertBreak } = editor;
  editor.isInline = (element) => element.type === 'link' || isInline(element);
  editor.isVoid = (element) =>
    element.type === 'image' || element.type === 'video' || element.type === 'audio' || isVoid(element);
  editor.insertBreak = () => {
    insertBreak();
    const [heading] = Editor.nodes<EditorElement>(editor, {
      match: (node): node is EditorElement => Element.isElement(node) && node.type === 'heading',
    });
    if (!heading || !Editor.isEmpty(editor, heading[0])) return;
    Transforms.setNodes(editor, { type: 'paragraph' }, { at: heading[1] });
    Transforms.unsetNodes(editor, 'level', { at: heading[1] });
  };
  return editor;
}

export const HOTKEYS: Readonly<Record<string, Mark>> = { b: 'bold', i: 'italic', u: 'underline' };
