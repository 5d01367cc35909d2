import type { AdBreakKind } from '@afrimedia/domain';
import type { DemoClip } from './demo-media.ts';

export interface DemoAdBreak {
  readonly title: string;
  readonly kind: AdBreakKind;
  /** Longer than the skip delay, so the countdown and the skip button both show. */
  readonly clip: DemoClip;
  readonly link?: string;
}

/** The platform team's house ads: one before every video, one before every podcast episode. */
export const demoAdBreaks: readonly DemoAdBreak[] = [
  {
    title: 'Afrimedia Premium: no ads, exclusive contents, offline reading',
    kind: 'video',
    clip: { kind: 'video', seconds: 10, width: 640, height: 360 },
    link: '/profile?t=1',
  },
  {
    title: 'New podcasts every week on Afrimedia',
    kind: 'audio',
    clip: { kind: 'audio', seconds: 10, frequencyHz: 523 },
  },
];
