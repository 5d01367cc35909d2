import type { bodyMedia } from '@afrimedia/contracts';
import { bodyUploads, type ArticleBody } from '@afrimedia/domain';
import { imageSrcset, smallestImageUrl } from '@afrimedia/read-models';
import type { z } from 'zod';
import type { ApiDb } from '../storage/api-db.ts';
import { findUploads } from './upload-records.ts';

export type BodyMedia = z.input<typeof bodyMedia>;

/**
 * The files an article body shows, by the upload ids its media nodes name: where each is served and, for an
 * image, its renditions. Read from the uploads as the API recorded them, so a body written before renditions
 * existed still finds its files. An id that names no upload, or only nodes of another kind than its upload, is
 * left out: the reader shows nothing rather than a file the node did not mean (it compares `kind` with the node's
 * type for an id named by nodes of several kinds).
 */
export async function bodyMediaOf(db: ApiDb, body: ArticleBody | null): Promise<Record<string, BodyMedia>> {
  const named = bodyUploads(body ?? []);
  const wanted = new Set(named.map(({ uploadId, kind }) => `${kind} ${uploadId}`));
  const uploads = await findUploads(db, [...new Set(named.map(({ uploadId }) => uploadId))]);
  const media: Record<string, BodyMedia> = {};
  for (const upload of uploads) {
    if (!wanted.has(`${upload.kind} ${upload.uploadId}`)) continue;
    const image = { url: upload.url, widthPx: upload.widthPx ?? 0, renditions: upload.renditions ?? [] };
    media[upload.uploadId] = {
      kind: upload.kind,
      url: upload.url,
      content_type: upload.contentType,
      srcset: imageSrcset(image),
      small_url: smallestImageUrl(image),
    };
  }
  return media;
}
