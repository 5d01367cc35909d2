import { pagesCalls } from '@afrimedia/contracts';
import type { ContentRow, PlaylistRow } from '../../components/ContentCard.tsx';
import { ApiError, type ApiClient } from '../../server/api.server.ts';
import type { User } from '../../server/root-data.server.ts';

/** The most ids one list call takes. */
const LIST_LIMIT = 100;
/** Authors are read one page each: the newest followed ones only, so the page stays quick on a slow network. */
const AUTHOR_LIMIT = 24;
/** A position this close to the end means the content was finished: nothing left to continue. */
const FINISHED_SHARE = 0.95;

export interface FollowedAuthor {
  readonly id: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly expertise_title: string | null;
  readonly photo_url: string | null;
}

export interface ContinueItem {
  readonly content: ContentRow;
  readonly seconds: number;
}

/** The account keeps relations oldest first; the page shows the newest first. */
const newestFirst = (ids: readonly string[]) => [...ids].reverse().slice(0, LIST_LIMIT);

function inOrder<Row extends { id: string }>(rows: readonly Row[], ids: readonly string[]): Row[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

async function contentsById(api: ApiClient, ids: readonly string[]): Promise<ContentRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await api.call(pagesCalls.contents, {
    query: { ids: ids.join(','), page_size: LIST_LIMIT },
  });
  return inOrder(
    rows.filter((row): row is ContentRow => row.type !== 'playlist'),
    ids,
  );
}

async function publicationsById(api: ApiClient, ids: readonly string[]): Promise<PlaylistRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await api.call(pagesCalls.contents, {
    query: { ids: ids.join(','), type: 'playlist', page_size: LIST_LIMIT },
  });
  return inOrder(
    rows.filter((row): row is PlaylistRow => row.type === 'playlist'),
    ids,
  );
}

/** A followed author whose page is gone (no longer validated) is left out rather than failing the page. */
async function authorOf(api: ApiClient, id: string): Promise<FollowedAuthor | null> {
  try {
    const { first_name, last_name, expertise_title, photo_url } = await api.call(pagesCalls.author, {
      params: { id },
    });
    return { id, first_name, last_name, expertise_title, photo_url };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * Spec §2 reader space: the favourites split into playlist (videos and podcasts), articles, publications and
 * authors (a follow names either, and the publications list tells them apart), and continue watching from the
 * account's watched positions. Lists read only what the reader may see, so a content gone private drops out.
 */
export async function loadFavourites(api: ApiClient, user: User) {
  const follows = newestFirst(user.follows);
  const watchedIds = user.watched.slice(0, LIST_LIMIT).map((entry) => entry.id);
  const [favourites, publications, watched] = await Promise.all([
    contentsById(api, newestFirst(user.favs)),
    publicationsById(api, follows),
    contentsById(api, watchedIds),
  ]);
  const publicationIds = new Set(publications.map((publication) => publication.id));
  const authorIds = follows.filter((id) => !publicationIds.has(id)).slice(0, AUTHOR_LIMIT);
  const authors = (await Promise.all(authorIds.map((id) => authorOf(api, id)))).filter(
    (author): author is FollowedAuthor => author !== null,
  );
  const positions = new Map(user.watched.map((entry) => [entry.id, entry.time]));
  const continueWatching: ContinueItem[] = watched.flatMap((content) => {
    const seconds = positions.get(content.id) ?? 0;
    const finished = content.duration !== null && seconds >= content.duration * FINISHED_SHARE;
    return seconds > 0 && !finished ? [{ content, seconds }] : [];
  });
  return {
    playlist: favourites.filter((row) => row.type !== 'article'),
    articles: favourites.filter((row) => row.type === 'article'),
    publications,
    authors,
    continueWatching,
    watchedHidden: user.hide_watched,
  };
}
