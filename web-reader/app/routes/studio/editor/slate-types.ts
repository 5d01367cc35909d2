import type { BaseEditor } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';
import type { EditorElement, EditorText } from './editor-value.ts';

/** Slate's nodes are the article body's: the editor's element and text types are the body's shapes. */
declare module 'slate' {
  interface CustomTypes {
    Editor: BaseEditor & ReactEditor & HistoryEditor;
    Element: EditorElement;
    Text: EditorText;
  }
}
