import type { WebMessageId } from '@afrimedia/i18n/web';
import { useT } from '../../../i18n/use-t.ts';
import { FileUpload } from '../uploads/FileUpload.tsx';
import type { MediaKind } from './editor-value.ts';

const LABELS: Record<MediaKind, WebMessageId> = {
  image: 'studioEditor.tool.image',
  video: 'studioEditor.tool.video',
  audio: 'studioEditor.tool.audio',
};

/** Sends a picture, video or sound for the body; once the API has measured it, the editor shows it in place. */
export function MediaPicker({
  kind,
  onUploaded,
  onClose,
}: {
  kind: MediaKind;
  onUploaded: (upload: { id: string; url: string; kind: MediaKind; contentType: string }) => void;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <div className="studio-editor__picker">
      <FileUpload
        role={kind}
        label={t(LABELS[kind])}
        onUploaded={(upload) =>
          onUploaded({ id: upload.id, url: upload.url, kind, contentType: upload.contentType })
        }
      />
      <button type="button" onClick={onClose}>
        {t('studioEditor.media.cancel')}
      </button>
    </div>
  );
}
