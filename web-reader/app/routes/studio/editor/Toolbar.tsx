import type { WebMessageId } from '@afrimedia/i18n/web';
import type { MouseEvent, ReactNode } from 'react';
import { ReactEditor, useSlate } from 'slate-react';
import { useT } from '../../../i18n/use-t.ts';
import type { Mark, MediaKind } from './editor-value.ts';
import {
  directionAt,
  insertLink,
  isBlockActive,
  isLinkActive,
  isMarkActive,
  toggleBlock,
  toggleDirection,
  toggleMark,
  type BlockStyle,
} from './formatting.ts';

const MARK_TOOLS: ReadonlyArray<{ mark: Mark; label: WebMessageId; shortcut: string; icon: ReactNode }> = [
  { mark: 'bold', label: 'studioEditor.tool.bold', shortcut: 'Control+B', icon: <b>B</b> },
  { mark: 'italic', label: 'studioEditor.tool.italic', shortcut: 'Control+I', icon: <i>I</i> },
  { mark: 'underline', label: 'studioEditor.tool.underline', shortcut: 'Control+U', icon: <u>U</u> },
];

const BLOCK_TOOLS: ReadonlyArray<{ style: BlockStyle; label: WebMessageId; icon: string }> = [
  { style: { type: 'heading', level: 2 }, label: 'studioEditor.tool.heading', icon: 'H2' },
  { style: { type: 'heading', level: 3 }, label: 'studioEditor.tool.subheading', icon: 'H3' },
  { style: { type: 'block-quote' }, label: 'studioEditor.tool.quote', icon: '❝' },
  { style: { type: 'bulleted-list' }, label: 'studioEditor.tool.bulleted', icon: '•' },
  { style: { type: 'numbered-list' }, label: 'studioEditor.tool.numbered', icon: '1.' },
];

const MEDIA_TOOLS: ReadonlyArray<{ kind: MediaKind; label: WebMessageId }> = [
  { kind: 'image', label: 'studioEditor.tool.image' },
  { kind: 'video', label: 'studioEditor.tool.video' },
  { kind: 'audio', label: 'studioEditor.tool.audio' },
];

/** A toolbar button keeps the text's selection: the press must not move the focus out of the editable. */
const keepSelection = (event: MouseEvent) => event.preventDefault();

/** A tool's visible text that is a word or a number ('H2', '1.'), unlike a letter styled or a sign. */
const spoken = (icon: ReactNode): icon is string => typeof icon === 'string' && /\p{L}|\p{N}/u.test(icon);

/**
 * The formatting buttons: real buttons, each saying by aria-pressed whether the selection has its style, named
 * for screen readers with their shortcut. A name starts with the tool's visible text ('H2 Heading'): a voice
 * control user says what the button shows.
 */
export function Toolbar({ onPickMedia }: { onPickMedia: (kind: MediaKind) => void }) {
  const t = useT();
  const editor = useSlate();
  const act = (change: () => void) => {
    change();
    ReactEditor.focus(editor);
  };
  const button = (
    key: string,
    label: string,
    pressed: boolean | undefined,
    icon: ReactNode,
    onClick: () => void,
    shortcut?: string,
  ) => (
    <button
      key={key}
      type="button"
      className="studio-editor__tool"
      title={label}
      aria-pressed={pressed}
      aria-keyshortcuts={shortcut}
      onMouseDown={keepSelection}
      onClick={onClick}
    >
      {spoken(icon) ? icon : <span aria-hidden="true">{icon}</span>}
      {icon === label ? null : <span className="visually-hidden"> {label}</span>}
    </button>
  );
  return (
    <div role="toolbar" aria-label={t('studioEditor.toolbar')} className="studio-editor__toolbar">
      {MARK_TOOLS.map(({ mark, label, shortcut, icon }) =>
        button(
          mark,
          t(label),
          isMarkActive(editor, mark),
          icon,
          () => act(() => toggleMark(editor, mark)),
          shortcut,
        ),
      )}
      {BLOCK_TOOLS.map(({ style, label, icon }) =>
        button(label, t(label), isBlockActive(editor, style), icon, () =>
          act(() => toggleBlock(editor, style)),
        ),
      )}
      {button('link', t('studioEditor.tool.link'), isLinkActive(editor), t('studioEditor.tool.link'), () => {
        const url = window.prompt(t('studioEditor.tool.linkPrompt'));
        if (url) act(() => insertLink(editor, url));
      })}
      {button('rtl', t('studioEditor.tool.rtl'), directionAt(editor) === 'rtl', '⇠¶', () =>
        act(() => toggleDirection(editor)),
      )}
      {MEDIA_TOOLS.map(({ kind, label }) =>
        button(kind, t(label), undefined, t(label), () => onPickMedia(kind)),
      )}
    </div>
  );
}
