import { reject, type DomainError } from '../core/domain-error.ts';

/** Spec §2 top menu: the genres videos are filed under, each one a page at /videos/{genre}. */
export const VIDEO_GENRES = [
  'master-class',
  'grand-interview',
  'focus',
  'coaching',
  'sport-vox',
  'series',
] as const;
/** Spec §2 top menu: the genres podcasts are filed under, each one a page at /podcasts/{genre}. */
export const PODCAST_GENRES = [
  'comedy',
  'coaching',
  'education',
  'interview',
  'talkshow',
  'true-stories',
  'music',
  'fiction',
  'sport',
] as const;

export type Genre = (typeof VIDEO_GENRES)[number] | (typeof PODCAST_GENRES)[number];

/** Articles are filed by topic only; videos and podcasts also by a genre of their own menu. */
export function genresOf(kind: 'article' | 'video' | 'podcast'): readonly string[] {
  if (kind === 'video') return VIDEO_GENRES;
  if (kind === 'podcast') return PODCAST_GENRES;
  return [];
}

export function checkGenre(kind: 'article' | 'video' | 'podcast', genre: string): DomainError | undefined {
  return genresOf(kind).includes(genre) ? undefined : reject('UNKNOWN_GENRE', 'genre');
}

/** Where an episode sits in its series: both numbers count from 1. */
export interface EpisodeNumber {
  readonly season: number;
  readonly number: number;
}

export function checkEpisode(
  kind: 'article' | 'video' | 'podcast',
  episode: EpisodeNumber,
): DomainError | undefined {
  const counts = (value: number) => Number.isInteger(value) && value >= 1;
  return kind !== 'article' && counts(episode.season) && counts(episode.number)
    ? undefined
    : reject('INVALID_EPISODE', 'episode');
}
