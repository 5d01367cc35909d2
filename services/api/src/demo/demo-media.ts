import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { imageRefOf, type ImageRef, type ImageRole } from '@afrimedia/domain';
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

/** Sizes that pass the spec's minimum widths with little to spare, so the demo stays small and quick to make. */
const IMAGE_SIZES: Readonly<Record<ImageRole, { width: number; height: number }>> = {
  cover: { width: 1200, height: 675 },
  thumbnail: { width: 640, height: 360 },
  image: { width: 320, height: 320 },
};

const PALETTE: ReadonlyArray<readonly [string, string]> = [
  ['#b4441b', '#1b5e86'],
  ['#0f766e', '#facc15'],
  ['#7c2d12', '#f97316'],
  ['#1e3a8a', '#22d3ee'],
  ['#6d28d9', '#f472b6'],
  ['#166534', '#a3e635'],
];

export type DemoMediaKind = 'video' | 'audio';

/** The media a demo content plays, and what the encoder made of it. */
export interface DemoMediaFile {
  readonly upload: UploadRecord;
  readonly kind: DemoMediaKind;
  readonly encoded: EncodedKeys;
}

/**
 * The demo's pictures and media, made on the spot (sharp draws the images, ffmpeg's lavfi sources make a short
 * clip and a tone) and taken in exactly like an author's upload: measured by `inspectUpload`, stored through the
 * media storage port and recorded as an upload of the demo author who uses it. The clip and the tone are made and
 * encoded once; each author who uses them has an upload of their own.
 */
export function demoMedia(deps: DemoMediaDeps) {
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

  const clip = (kind: DemoMediaKind) =>
    kind === 'video'
      ? synthesizeVideo({ seconds: 3, width: 640, height: 360 })
      : synthesizeAudio({ seconds: 4, frequencyHz: 330 });

  return {
    /** A picture with the given initials, uploaded by `ownerId` for `role`, as forms take it. */
    async image(ownerId: string, role: ImageRole, label: string, seed: string): Promise<ImageRef> {
      const bytes = await synthesizeImage({ ...IMAGE_SIZES[role], label, colors: colorsOf(seed) });
      return imageRefOf(await upload(ownerId, role, bytes));
    },

    /**
     * `ownerId`'s upload of the demo clip (or tone), with its poster and renditions, made by the same encoder as
     * authors' uploads from the first copy stored.
     */
    async media(ownerId: string, kind: DemoMediaKind): Promise<DemoMediaFile> {
      const owned = await once(uploads, `${ownerId}/${kind}`, async () =>
        upload(ownerId, kind, await once(clips, kind, () => clip(kind))),
      );
      const encoded = await once(encodings, kind, () =>
        encodeStored(deps, {
          storageKey: owned.storageKey,
          kind,
          durationSeconds: owned.durationSeconds,
          outputId: `demo-${kind}`,
        }),
      );
      return { upload: owned, kind, encoded };
    },

    /** The encoder's task for a demo content's media, recorded as done: nothing is left to encode after start. */
    async recordEncoded(mediaId: string, contentId: string, file: DemoMediaFile): Promise<void> {
      await recordEncodedTask(
        deps.db,
        { taskId: mediaId, contentId, uploadId: file.upload.uploadId, kind: file.kind },
        {
          streamKey: file.encoded.stream,
          posterKey: file.encoded.poster,
          dataSaverKey: file.encoded.dataSaver,
        },
      );
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

export type DemoMedia = ReturnType<typeof demoMedia>;

/** What a player loads for a demo media: a video's rendition, a podcast's own file. */
export function demoStreamUrl(file: DemoMediaFile): string {
  return mediaUrl(file.encoded.stream ?? file.upload.storageKey);
}

/** The first letters of the first two words: "Le mbalax fait son retour" → "LM". */
export function initialsOf(title: string): string {
  const words = title.split(/[\s'’-]+/u).filter((word) => /\p{L}/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => [...word][0]?.toLocaleUpperCase() ?? '')
    .join('');
}

function colorsOf(seed: string): readonly [string, string] {
  let hash = 0;
  for (const character of seed) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  return PALETTE[hash % PALETTE.length] ?? ['#b4441b', '#1b5e86'];
}
