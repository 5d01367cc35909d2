import { useState } from 'react';
import type { ContentDetail } from '../../content/content-page.ts';
import type { EditorData } from './editor.server.ts';
import type { MediaKind } from './editor-value.ts';

export type MediaMap = ContentDetail['media'];
export interface BodyUpload {
  id: string;
  url: string;
  kind: MediaKind;
  contentType: string;
}

/** Where the editor shows an upload the body names: only a file of the kind its node says. */
export function mediaUrlIn(media: MediaMap, uploadId: string, kind: MediaKind): string | undefined {
  const file = Object.hasOwn(media, uploadId) ? media[uploadId] : undefined;
  return file && file.kind === kind ? file.url : undefined;
}

/** The media map with a file the author just uploaded: served as sent until the API has its renditions. */
export function withUpload(media: MediaMap, upload: BodyUpload): MediaMap {
  return {
    ...media,
    [upload.id]: {
      kind: upload.kind,
      url: upload.url,
      content_type: upload.contentType,
      srcset: null,
      small_url: null,
    },
  };
}

/** The files the body shows: those the article was saved with, and those uploaded since it was opened. */
export function useMediaUploads(article: EditorData['article']) {
  const [media, setMedia] = useState<MediaMap>(() => article?.form?.media ?? {});
  return {
    media,
    mediaUrl: (uploadId: string, kind: MediaKind) => mediaUrlIn(media, uploadId, kind),
    addMedia: (upload: BodyUpload) => setMedia((current) => withUpload(current, upload)),
  };
}
