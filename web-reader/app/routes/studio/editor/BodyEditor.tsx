import { useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createEditor, Editor, Transforms, type Descendant } from 'slate';
import { withHistory } from 'slate-history';
import {
  Editable,
  ReactEditor,
  Slate,
  useSlateStatic,
  withReact,
  type RenderElementProps,
  type RenderLeafProps,
} from 'slate-react';
import type { WebMessageId } from '@afrimedia/i18n/web';
import { useT } from '../../../i18n/use-t.ts';
import type { EditorNode, MediaElement, MediaKind } from './editor-value.ts';
import { directionAt, HOTKEYS, insertMedia, toggleMark, withArticleNodes } from './formatting.ts';
import { MediaPicker } from './MediaPicker.tsx';
import { Toolbar } from './Toolbar.tsx';

export interface BodyEditorProps {
  initialValue: EditorNode[];
  onChange: (value: EditorNode[]) => void;
  /** Where an upload named by the body is served, for the author to see it while writing. */
  mediaUrl: (uploadId: string, kind: MediaKind) => string | undefined;
  onUploaded: (upload: { id: string; url: string; kind: MediaKind; contentType: string }) => void;
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
}

/** The article's content as a Slate document, with its toolbar and the shortcuts Ctrl+B, Ctrl+I and Ctrl+U. */
export function BodyEditor({
  initialValue,
  onChange,
  mediaUrl,
  onUploaded,
  labelId,
  describedBy,
  invalid,
}: BodyEditorProps) {
  const [editor] = useState(() => withArticleNodes(withHistory(withReact(createEditor()))));
  const [picking, setPicking] = useState<MediaKind | null>(null);
  const renderElement = useMemo(
    () =>
      function RenderElement(props: RenderElementProps) {
        return <ArticleElement {...props} mediaUrl={mediaUrl} />;
      },
    [mediaUrl],
  );

  const onKeyDown = (event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const mark = HOTKEYS[event.key.toLowerCase()];
    if (!mark) return;
    event.preventDefault();
    toggleMark(editor, mark);
  };

  return (
    <Slate
      editor={editor}
      initialValue={initialValue as Descendant[]}
      onValueChange={(value) => onChange(value as EditorNode[])}
    >
      <Toolbar onPickMedia={setPicking} />
      {picking ? (
        <MediaPicker
          kind={picking}
          onClose={() => setPicking(null)}
          onUploaded={(upload) => {
            onUploaded(upload);
            setPicking(null);
            if (!editor.selection) Transforms.select(editor, Editor.end(editor, []));
            insertMedia(editor, upload.kind, upload.id, directionAt(editor));
            ReactEditor.focus(editor);
          }}
        />
      ) : null}
      <Editable
        className="studio-editor__body article-body"
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        renderElement={renderElement}
        renderLeaf={ArticleLeaf}
        onKeyDown={onKeyDown}
      />
    </Slate>
  );
}

function ArticleLeaf({ attributes, children, leaf }: RenderLeafProps) {
  let node: ReactNode = children;
  if (leaf.bold) node = <strong>{node}</strong>;
  if (leaf.italic) node = <em>{node}</em>;
  if (leaf.underline) node = <u>{node}</u>;
  if (leaf.code) node = <code>{node}</code>;
  return <span {...attributes}>{node}</span>;
}

/** Each block as readers get it from the article renderer: without a direction of its own, it follows its text. */
function ArticleElement({
  attributes,
  children,
  element,
  mediaUrl,
}: RenderElementProps & { mediaUrl: BodyEditorProps['mediaUrl'] }) {
  switch (element.type) {
    case 'heading': {
      const Heading = element.level === 3 ? 'h3' : element.level === 4 ? 'h4' : 'h2';
      return (
        <Heading {...attributes} dir={element.dir ?? 'auto'}>
          {children}
        </Heading>
      );
    }
    case 'block-quote':
      return (
        <blockquote {...attributes} dir={element.dir ?? 'auto'}>
          {children}
        </blockquote>
      );
    case 'bulleted-list':
      return (
        <ul {...attributes} dir={element.dir ?? 'auto'}>
          {children}
        </ul>
      );
    case 'numbered-list':
      return (
        <ol {...attributes} dir={element.dir ?? 'auto'}>
          {children}
        </ol>
      );
    case 'list-item':
      return <li {...attributes}>{children}</li>;
    case 'link':
      return (
        <a {...attributes} href={element.url} rel="noopener noreferrer nofollow ugc">
          {children}
        </a>
      );
    case 'image':
    case 'video':
    case 'audio':
      return (
        <MediaBlock attributes={attributes} element={element} url={mediaUrl(element.uploadId, element.type)}>
          {children}
        </MediaBlock>
      );
    default:
      return (
        <p {...attributes} dir={element.dir ?? 'auto'}>
          {children}
        </p>
      );
  }
}

const MEDIA_LABEL: Record<Exclude<MediaKind, 'image'>, WebMessageId> = {
  video: 'studioEditor.media.video',
  audio: 'studioEditor.media.audio',
};

/** A picture, video or sound of the body: shown as readers get it, with its description and a way to remove it. */
function MediaBlock({
  attributes,
  children,
  element,
  url,
}: {
  attributes: RenderElementProps['attributes'];
  children: ReactNode;
  element: MediaElement;
  url: string | undefined;
}) {
  const t = useT();
  const editor = useSlateStatic();
  const at = () => ReactEditor.findPath(editor, element);
  return (
    <figure {...attributes} dir={element.dir ?? 'auto'} className="studio-editor__media">
      <div contentEditable={false}>
        {element.type === 'image' ? (
          <>
            {url ? <img src={url} alt={element.alt ?? ''} /> : null}
            <label>
              {t('studioEditor.media.alt')}
              <input
                type="text"
                value={element.alt ?? ''}
                maxLength={500}
                onChange={(event) => Transforms.setNodes(editor, { alt: event.target.value }, { at: at() })}
              />
            </label>
          </>
        ) : element.type === 'video' ? (
          <video controls preload="metadata" src={url} aria-label={t(MEDIA_LABEL.video)} />
        ) : (
          <audio controls preload="metadata" src={url} aria-label={t(MEDIA_LABEL.audio)} />
        )}
        <button
          type="button"
          onClick={() => {
            Transforms.removeNodes(editor, { at: at() });
            if (editor.children.length === 0)
              Editor.insertNode(editor, { type: 'paragraph', children: [{ text: '' }] });
          }}
        >
          {t('studioEditor.media.remove')}
        </button>
      </div>
      {children}
    </figure>
  );
}
