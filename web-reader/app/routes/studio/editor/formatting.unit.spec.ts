import { createEditor, Editor, Transforms, type Descendant } from 'slate';
import { withHistory } from 'slate-history';
import { describe, expect, it } from 'vitest';
import { bodyOf, type EditorNode } from './editor-value.ts';
import {
  directionAt,
  insertLink,
  insertMedia,
  isBlockActive,
  isMarkActive,
  toggleBlock,
  toggleDirection,
  toggleMark,
  withArticleNodes,
} from './formatting.ts';

/** A Slate editor without a page: the toolbar's commands work on the document alone. */
function editorOf(value: EditorNode[]): Editor {
  const editor = withArticleNodes(withHistory(createEditor())) as Editor;
  editor.children = value as Descendant[];
  Editor.normalize(editor, { force: true });
  return editor;
}

const paragraphs = (...texts: string[]): EditorNode[] =>
  texts.map((text) => ({ type: 'paragraph', children: [{ text }] }));

describe('the toolbar commands', () => {
  it('makes the selected words bold, italic or underlined, and takes the style off again', () => {
    const editor = editorOf(paragraphs('Le marché Sandaga'));
    Transforms.select(editor, { anchor: { path: [0, 0], offset: 3 }, focus: { path: [0, 0], offset: 9 } });
    toggleMark(editor, 'bold');
    toggleMark(editor, 'underline');
    expect(isMarkActive(editor, 'bold')).toBe(true);
    expect(bodyOf(editor.children as EditorNode[])).toEqual([
      {
        type: 'paragraph',
        children: [{ text: 'Le ' }, { text: 'marché', bold: true, underline: true }, { text: ' Sandaga' }],
      },
    ]);
    toggleMark(editor, 'bold');
    expect(isMarkActive(editor, 'bold')).toBe(false);
    expect(bodyOf(editor.children as EditorNode[])[0]).toEqual({
      type: 'paragraph',
      children: [{ text: 'Le ' }, { text: 'marché', underline: true }, { text: ' Sandaga' }],
    });
  });

  it('goes on with a paragraph after Enter at the end of a heading, and keeps a heading split in its middle', () => {
    const editor = editorOf([{ type: 'heading', level: 2, children: [{ text: 'Le port avant l’aube' }] }]);
    Transforms.select(editor, Editor.end(editor, [0]));
    editor.insertBreak();
    editor.insertText('Le travail commence.');
    Transforms.select(editor, { path: [0, 0], offset: 7 });
    editor.insertBreak();
    expect(bodyOf(editor.children as EditorNode[])).toEqual([
      { type: 'heading', level: 2, children: [{ text: 'Le port' }] },
      { type: 'heading', level: 2, children: [{ text: ' avant l’aube' }] },
      { type: 'paragraph', children: [{ text: 'Le travail commence.' }] },
    ]);
  });

  it('turns a paragraph into a heading, a quote or a list, and back', () => {
    const editor = editorOf(paragraphs('Titre', 'Un', 'Deux'));
    Transforms.select(editor, [0, 0]);
    toggleBlock(editor, { type: 'heading', level: 2 });
    expect(isBlockActive(editor, { type: 'heading', level: 2 })).toBe(true);
    expect(isBlockActive(editor, { type: 'heading', level: 3 })).toBe(false);
    Transforms.select(editor, { anchor: { path: [1, 0], offset: 0 }, focus: { path: [2, 0], offset: 4 } });
    toggleBlock(editor, { type: 'numbered-list' });
    expect(bodyOf(editor.children as EditorNode[])).toEqual([
      { type: 'heading', level: 2, children: [{ text: 'Titre' }] },
      {
        type: 'numbered-list',
        children: [
          { type: 'list-item', children: [{ text: 'Un' }] },
          { type: 'list-item', children: [{ text: 'Deux' }] },
        ],
      },
    ]);
    Transforms.select(editor, [0, 0]);
    toggleBlock(editor, { type: 'heading', level: 2 });
    toggleBlock(editor, { type: 'block-quote' });
    expect(bodyOf(editor.children as EditorNode[])[0]).toEqual({
      type: 'block-quote',
      children: [{ text: 'Titre' }],
    });
  });

  it('writes one paragraph right to left while the others stay as they are', () => {
    const editor = editorOf(paragraphs('Bonjour', 'مرحبا بكم'));
    Transforms.select(editor, [1, 0]);
    expect(directionAt(editor)).toBeUndefined();
    toggleDirection(editor);
    expect(directionAt(editor)).toBe('rtl');
    expect(bodyOf(editor.children as EditorNode[])).toEqual([
      { type: 'paragraph', children: [{ text: 'Bonjour' }] },
      { type: 'paragraph', dir: 'rtl', children: [{ text: 'مرحبا بكم' }] },
    ]);
    toggleDirection(editor);
    expect(directionAt(editor)).toBe('ltr');
  });

  it('links the selected words to a safe address only', () => {
    const editor = editorOf(paragraphs('Lire la suite'));
    Transforms.select(editor, { anchor: { path: [0, 0], offset: 5 }, focus: { path: [0, 0], offset: 13 } });
    expect(insertLink(editor, 'javascript:alert(1)')).toBe(false);
    expect(insertLink(editor, ' https://example.org/suite ')).toBe(true);
    expect(bodyOf(editor.children as EditorNode[])).toEqual([
      {
        type: 'paragraph',
        children: [
          { text: 'Lire ' },
          { type: 'link', url: 'https://example.org/suite', children: [{ text: 'la suite' }] },
        ],
      },
    ]);
  });

  it('adds an uploaded picture as its own block with a paragraph after it', () => {
    const editor = editorOf(paragraphs('Avant'));
    Transforms.select(editor, Editor.end(editor, []));
    insertMedia(editor, 'image', 'u-1', 'rtl');
    Transforms.insertText(editor, 'Après');
    expect(bodyOf(editor.children as EditorNode[])).toEqual([
      { type: 'paragraph', children: [{ text: 'Avant' }] },
      { type: 'image', uploadId: 'u-1', alt: '', dir: 'rtl', children: [{ text: '' }] },
      { type: 'paragraph', dir: 'rtl', children: [{ text: 'Après' }] },
    ]);
  });
});
