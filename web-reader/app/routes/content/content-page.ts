import type { pagesCalls } from '@afrimedia/contracts';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { CallOutput } from '../../server/api.server.ts';

type Answer = CallOutput<typeof pagesCalls.content>;

/** What a content route hands its screen: the API's page, its canonical address and its preview image. */
export interface ContentPage extends Answer {
  readonly kind: 'content';
  /** Absolute: the address shared to WhatsApp, X and Facebook. */
  readonly canonical: string;
  /** Absolute, for og:image; null when the content has no picture. */
  readonly image: string | null;
  /** The day it was published as the page writes it; null while it is not published. */
  readonly publishedOn: string | null;
  /**
   * How long the content stays on screen, or plays, before the page reports a read (the domain's rule, handed
   * over by the server: importing it would bring the domain's other rules into the page's scripts).
   */
  readonly readSeconds: number;
}

export type ContentType = Answer['content']['type'];
export type ContentDetail = Answer['content'];

/** The list /videos/{genre} or /podcasts/{genre} shows when the slug is a menu genre rather than a content. */
export interface GenrePage {
  readonly kind: 'genre';
  readonly genre: string;
  readonly type: 'video' | 'podcast';
  readonly contents: Answer['related'];
  readonly total: number;
}

/** The type a path promises (/videos, /podcasts); /content and /youtube take any content. */
export function typeOfPath(pathname: string): 'video' | 'podcast' | null {
  if (pathname.startsWith('/videos/')) return 'video';
  if (pathname.startsWith('/podcasts/')) return 'podcast';
  return null;
}

/**
 * A like or favourite already shows on the page, and a share is counted in the background: fetching the page
 * again would only cost the reader bytes.
 */
export function keepAfterReactions({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formAction === '/actions/toggle') return false;
  return defaultShouldRevalidate;
}
