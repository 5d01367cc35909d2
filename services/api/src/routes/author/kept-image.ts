import { findUploadByKey, MEDIA_URL_PREFIX } from '../../media/upload-records.ts';
import type { ApiDb } from '../../storage/api-db.ts';

export interface KeptImage {
  readonly upload_id: string;
  readonly url: string;
}

/**
 * The stored upload an image address of a read model points at. Read models keep addresses only, while an edit
 * names its images by upload id; null for an address no upload of the API's own media matches.
 */
export async function keptImage(db: ApiDb, url: string | null): Promise<KeptImage | null> {
  if (!url?.startsWith(MEDIA_URL_PREFIX)) return null;
  const upload = await findUploadByKey(db, url.slice(MEDIA_URL_PREFIX.length));
  return upload ? { upload_id: upload.uploadId, url: upload.url } : null;
}
