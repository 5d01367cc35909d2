import type { ImageRef, ImageRole, UploadedFile } from '@afrimedia/domain';

/** A picture the demo asks for: its size, the initials drawn on it and the ends of its gradient. */
export interface DemoPicture {
  readonly width: number;
  readonly height: number;
  readonly label: string;
  readonly colors: readonly [string, string];
}

/** A clip the demo asks for, of the kinds ffmpeg's test sources make: a test pattern with a tone, or a tone. */
export type DemoClip =
  | { readonly kind: 'video'; readonly seconds: number; readonly width: number; readonly height: number }
  | { readonly kind: 'audio'; readonly seconds: number; readonly frequencyHz: number };

export type DemoMediaKind = DemoClip['kind'];

/** A demo content's media as the platform took it in, and the files its encoder made of it. */
export interface DemoMediaFile {
  readonly uploadId: string;
  readonly sourceUrl: string;
  readonly sizeBytes: number;
  readonly durationSeconds?: number;
  /** What a player loads: a video's rendition, a podcast's own file. */
  readonly streamUrl: string;
  readonly posterUrl?: string;
  readonly dataSaverUrl?: string;
}

/**
 * What the platform does with the demo's pictures and media: makes the files and takes them in exactly like an
 * author's upload (measured, stored and recorded as an upload of the demo author who uses them), so the demo's
 * events refer to real files the API serves.
 */
export interface DemoMediaPort {
  /** `picture` made and uploaded by `ownerId` for `role`, as forms take it. */
  image(ownerId: string, role: ImageRole, picture: DemoPicture): Promise<ImageRef>;
  /** `clip` made, uploaded by `ownerId` and encoded as the media `mediaId` of `contentId`, with nothing left to encode. */
  media(
    ownerId: string,
    clip: DemoClip,
    target: { contentId: string; mediaId: string },
  ): Promise<DemoMediaFile>;
  /** `clip` made and uploaded by `ownerId`, played as uploaded (a house ad), with nothing to encode. */
  upload(ownerId: string, clip: DemoClip): Promise<UploadedFile>;
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

/** The demo's one clip and one tone, short so the demo is quick to make; every video and podcast plays them. */
export const DEMO_CLIPS: Readonly<Record<DemoMediaKind, DemoClip>> = {
  video: { kind: 'video', seconds: 3, width: 640, height: 360 },
  audio: { kind: 'audio', seconds: 4, frequencyHz: 330 },
};

/** The picture for `role` of what is named `title`, its colours picked by `seed` so neighbours differ. */
export function demoPicture(role: ImageRole, title: string, seed: string): DemoPicture {
  return { ...IMAGE_SIZES[role], label: initialsOf(title), colors: colorsOf(seed) };
}

/** The first letters of the first two words: "Le mbalax fait son retour" → "LM". */
function initialsOf(title: string): string {
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
