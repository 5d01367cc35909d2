import { z } from 'zod';
import { defineEvent, type EventsOf } from '../core/event-definition.ts';

const instant = z.iso.datetime({ offset: true });

/** One stream per ad: publishing and withdrawing it are decided against that ad alone. */
export const adBreakStream = (adId: string) => `ad-break-${adId}`;

/**
 * How long an ad plays before the reader may skip it. Long enough for a house ad to say what it is about, short
 * enough that a reader on a slow phone is not held back from what they came for.
 */
export const AD_SKIP_AFTER_SECONDS = 5;

export const adBreakKinds = ['video', 'audio'] as const;
/** A video ad plays before videos, an audio ad before podcast episodes. */
export type AdBreakKind = (typeof adBreakKinds)[number];

/** The file an ad plays: an upload as the API measured it, served where `url` says. */
const adMedia = z.object({
  uploadId: z.string(),
  url: z.string(),
  sizeBytes: z.number().int().nonnegative(),
  durationSeconds: z.number().nonnegative().optional(),
});
export type AdBreakMedia = z.output<typeof adMedia>;

/** A house ad the platform team set: from `publishedAt` on it may play before media of its kind. */
export const AdBreakPublished = defineEvent(
  'AdBreakPublished',
  z.object({
    adId: z.string(),
    title: z.string().min(1),
    mediaKind: z.enum(adBreakKinds),
    media: adMedia,
    /** Where the ad invites the reader to go: an http or https address, or a path of this site. */
    link: z.string().optional(),
    publishedAt: instant,
  }),
);

/** The ad plays no more; it stays in the console's list as withdrawn. */
export const AdBreakWithdrawn = defineEvent(
  'AdBreakWithdrawn',
  z.object({ adId: z.string(), withdrawnAt: instant }),
);

export const adBreakEventDefinitions = [AdBreakPublished, AdBreakWithdrawn] as const;
export type AdBreakEvent = EventsOf<typeof adBreakEventDefinitions>;

export type AdBreakState =
  | { readonly status: 'none' }
  | { readonly status: 'active'; readonly adId: string }
  | { readonly status: 'withdrawn'; readonly adId: string };

export const initialAdBreakState = (): AdBreakState => ({ status: 'none' });

export function evolveAdBreak(_state: AdBreakState, event: AdBreakEvent): AdBreakState {
  switch (event.type) {
    case 'AdBreakPublished':
      return { status: 'active', adId: event.data.adId };
    case 'AdBreakWithdrawn':
      return { status: 'withdrawn', adId: event.data.adId };
  }
}
