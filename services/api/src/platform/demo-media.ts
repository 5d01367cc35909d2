import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { imageRefOf } from '@afrimedia/domain';
import type { DemoClip, DemoMediaPort } from '@afrimedia/demo';
import { encodeStored, type EncodedKeys } from '../media/encoder/encode-stored.ts';
import { recordEncodedTask } from '../media/encoder/encoder-tasks.ts';
import { inspectUpload, type UploadRole } from '../media/inspect-upload.ts';
import type { MediaStorage } from '../media/media-storage.ts';
import { synthesizeAudio, synthesizeImage, synthesizeVideo } from '../media/synthesize-media.ts';
import { mediaUrl, recordUpload, type UploadRecord } from '../media/upload-records.ts';
import type { ApiDb } from '../storage/api-db.ts';

export interface DemoMediaDeps {
  readonly storage: MediaStorage;
  readonly db: ApiDb;
}

/**
 * The demo's media, made on the spot (sharp draws the images, ffmpeg's lavfi sources make the clips) and taken in
 * exactly like an author's upload: measured by `inspectUpload`, stored through the media storage port and recorded
 * as an upload of the demo author who uses it. A clip is made and encoded once, by the same encoder as authors'
 * uploads; each author who uses it has an upload of their own, and each content an encoder task recorded as done.
 */
export function platformDemoMedia(deps: DemoMediaDeps): DemoMediaPort {
  const clips = new Map<string, Promise<Buffer>>();
  const encodings = new Map<string, Promise<EncodedKeys>>();
  const uploads = new Map<string, Promise<UploadRecord>>();

  async function upload(ownerId: string, role: UploadRole, bytes: Buffer): Promise<UploadRecord> {
    const stored = await inspectUpload(Readable.from([bytes]), {
      storage: deps.storage,
      key: `${role}/${ownerId}/${randomUUID()}`,
      role,
    });
    return recordUpload(deps.db, { ...stored, uploaderId: ownerId, role });
  }

  const synthesize = (clip: DemoClip) =>
    clip.kind === 'video' ? synthesizeVideo(clip) : synthesizeAudio(clip);

  return {
    async image(ownerId, role, picture) {
      return imageRefOf(await upload(ownerId, role, await synthesizeImage(picture)));
    },

    async media(ownerId, clip, { contentId, mediaId }) {
      const key = JSON.stringify(clip);
      const owned = await once(uploads, `${ownerId}/${key}`, async () =>
        upload(ownerId, clip.kind, await once(clips, key, () => synthesize(clip))),
      );
      const encoded = await once(encodings, key, () =>
        encodeStored(deps, {
          storageKey: owned.storageKey,
          kind: clip.kind,
          durationSeconds: owned.durationSeconds,
          outputId: mediaId,
        }),
      );
      await recordEncodedTask(
        deps.db,
        { taskId: mediaId, contentId, uploadId: owned.uploadId, kind: clip.kind },
        { streamKey: encoded.stream, posterKey: encoded.poster, dataSaverKey: encoded.dataSaver },
      );
      return {
        uploadId: owned.uploadId,
        sourceUrl: owned.url,
        sizeBytes: owned.sizeBytes,
        ...(owned.durationSeconds === undefined ? {} : { durationSeconds: owned.durationSeconds }),
        streamUrl: mediaUrl(encoded.stream ?? owned.storageKey),
        ...(encoded.poster ? { posterUrl: mediaUrl(encoded.poster) } : {}),
        ...(encoded.dataSaver ? { dataSaverUrl: mediaUrl(encoded.dataSaver) } : {}),
      };
    },

    async upload(ownerId, clip) {
      const key = JSON.stringify(clip);
      const { uploadId, uploaderId, kind, url, sizeBytes, durationSeconds } = await upload(
        ownerId,
        clip.kind,
        await once(clips, key, () => synthesize(clip)),
      );
      return {
        uploadId,
        uploaderId,
        kind,
        url,
        sizeBytes,
        ...(durationSeconds === undefined ? {} : { durationSeconds }),
      };
    },
  };
}

/** The value made for `key`, made once even when asked for again before it is ready. */
function once<T>(made: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
  let value = made.get(key);
  if (!value) {
    value = make();
    made.set(key, value);
  }
  return value;
}
