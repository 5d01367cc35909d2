import type { PlaylistRow } from '../../components/ContentCard.tsx';

type Publication = Omit<PlaylistRow, 'type' | 'title' | 'name_short' | 'stream_url'>;

/** A publication as the card grid lists it: a playlist titled by its name. */
export function asPlaylist(publication: Publication): PlaylistRow {
  return { ...publication, type: 'playlist', title: publication.name, name_short: {}, stream_url: null };
}
