import { randomUUID } from 'node:crypto';
import {
  checkUploadUse,
  imageRefOf,
  reject,
  type ImageRef,
  type ImageRendition,
  type ImageRole,
  type UploadedFile,
  type UploadSlot,
} from '@afrimedia/domain';
import type { Selectable } from 'kysely';
import type { ApiDb } from '../storage/api-db.ts';
import type { UploadsTable } from '../storage/api-tables.ts';
import type { StoredUpload } from './inspect-upload.ts';

/** Where the API serves stored media (GET /api/media/*key). */
export const MEDIA_URL_PREFIX = '/api/media/';

export const mediaUrl = (key: string): string => `${MEDIA_URL_PREFIX}${key}`;

export interface UploadRecord extends UploadedFile {
  readonly role: string;
  readonly contentType: string;
  readonly storageKey: string;
  /** Images: the smaller WebP copies served beside it, narrowest first. */
  readonly renditions?: readonly ImageRendition[];
  readonly createdAt: Date;
}

/** Keeps what was measured of a stored upload, owned by its uploader; answers the new upload's record. */
export async function recordUpload(
  db: ApiDb,
  upload: StoredUpload & { readonly uploaderId: string; readonly role: UploadSlot },
): Promise<UploadRecord> {
  const row = await db
    .insertInto('api.uploads')
    .values({
      upload_id: randomUUID(),
      uploader_id: upload.uploaderId,
      role: upload.role,
      kind: upload.kind,
      content_type: upload.contentType,
      size_bytes: upload.sizeBytes,
      width_px: upload.widthPx ?? null,
      height_px: upload.heightPx ?? null,
      duration_seconds: upload.durationSeconds ?? null,
      storage_key: upload.key,
      renditions: upload.renditions ? JSON.stringify(upload.renditions) : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return recordOf(row);
}

export async function findUpload(db: ApiDb, uploadId: string): Promise<UploadRecord | undefined> {
  const row = await db
    .selectFrom('api.uploads')
    .selectAll()
    .where('upload_id', '=', uploadId)
    .executeTakeFirst();
  return row && recordOf(row);
}

/** The uploads of these ids that exist, in no particular order. */
export async function findUploads(db: ApiDb, uploadIds: readonly string[]): Promise<UploadRecord[]> {
  if (uploadIds.length === 0) return [];
  const rows = await db.selectFrom('api.uploads').selectAll().where('upload_id', 'in', uploadIds).execute();
  return rows.map(recordOf);
}

export async function findUploadByKey(db: ApiDb, storageKey: string): Promise<UploadRecord | undefined> {
  const row = await db
    .selectFrom('api.uploads')
    .selectAll()
    .where('storage_key', '=', storageKey)
    .executeTakeFirst();
  return row && recordOf(row);
}

export interface UploadUser {
  readonly userId: string;
  readonly isAdmin: boolean;
}

/**
 * The measured facts of the upload a form names, once the domain accepted it in that slot for that user.
 * An unknown id is refused like another user's upload: the answer never tells whether an id exists.
 */
export async function resolveUpload(
  db: ApiDb,
  uploadId: string,
  slot: UploadSlot,
  field: string,
  user: UploadUser,
): Promise<UploadRecord> {
  const upload = await findUpload(db, uploadId);
  if (!upload) throw reject('UPLOAD_NOT_FOUND', field);
  const refusal = checkUploadUse(upload, slot, field, { actorId: user.userId, actorIsAdmin: user.isAdmin });
  if (refusal) throw refusal;
  return upload;
}

export async function resolveImage(
  db: ApiDb,
  uploadId: string,
  role: ImageRole,
  field: string,
  user: UploadUser,
): Promise<ImageRef> {
  return imageRefOf(await resolveUpload(db, uploadId, role, field, user));
}

function recordOf(row: Selectable<UploadsTable>): UploadRecord {
  return {
    uploadId: row.upload_id,
    uploaderId: row.uploader_id,
    role: row.role,
    kind: row.kind,
    url: mediaUrl(row.storage_key),
    contentType: row.content_type,
    sizeBytes: Number(row.size_bytes),
    ...(row.width_px === null ? {} : { widthPx: row.width_px }),
    ...(row.height_px === null ? {} : { heightPx: row.height_px }),
    ...(row.duration_seconds === null ? {} : { durationSeconds: row.duration_seconds }),
    storageKey: row.storage_key,
    ...(row.renditions === null
      ? {}
      : { renditions: row.renditions.map(({ widthPx, key }) => ({ widthPx, url: mediaUrl(key) })) }),
    createdAt: row.created_at,
  };
}
