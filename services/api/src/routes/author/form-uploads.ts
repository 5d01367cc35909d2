import type { ImageRef } from '@afrimedia/domain';
import type { AccountUser } from '@afrimedia/read-models';
import { isAdmin } from '../../http/guards.ts';
import { resolveImage, resolveUpload, type UploadUser } from '../../media/upload-records.ts';
import type { ApiDb } from '../../storage/api-db.ts';

/** The images a form names by upload id, as the domain takes them: with the facts the API measured. */
export interface FormImages {
  readonly thumbnail?: ImageRef;
  readonly cover?: ImageRef;
}

export const uploadUser = (user: AccountUser): UploadUser => ({
  userId: user.user_id,
  isAdmin: isAdmin(user),
});

/*
 * Upload ids are resolved to their measured facts before any command runs, so a form naming an unknown,
 * foreign or unfit upload is refused with nothing appended.
 */
export function formUploads(db: ApiDb) {
  return {
    async images(user: AccountUser, body: { thumbnail?: string; cover?: string }): Promise<FormImages> {
      const [thumbnail, cover] = await Promise.all([
        body.thumbnail && resolveImage(db, body.thumbnail, 'thumbnail', 'thumbnail', uploadUser(user)),
        body.cover && resolveImage(db, body.cover, 'cover', 'cover', uploadUser(user)),
      ]);
      return { ...(thumbnail ? { thumbnail } : {}), ...(cover ? { cover } : {}) };
    },
    media(user: AccountUser, kind: string, uploadId: string | undefined) {
      return uploadId === undefined
        ? undefined
        : resolveUpload(db, uploadId, kind === 'podcast' ? 'audio' : 'video', 'media', uploadUser(user));
    },
  };
}

export type FormUploads = ReturnType<typeof formUploads>;
