import type { agendaEvent, authorRow, contentRow, playlistRow, publicationRow } from '@afrimedia/contracts';
import type { ListedPageContent, PageAgendaEvent, PageAuthor, PagePublication } from '@afrimedia/read-models';
import type { z } from 'zod';

/*
 * Read-model rows as the API answers them: the spec's names where it names them (id, slug, name_short,
 * stream_url, type, mediaType), dates as ISO strings.
 */

/** Spec §3: the media type each content kind carries. */
export const MEDIA_TYPE_OF = { article: 'article', video: 'video', podcast: 'audio' } as const;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** What plays a content. A planned content's media is not out before its date. */
export function playedMedia(row: ListedPageContent) {
  const published = row.status === 'published';
  return {
    stream_url: published ? row.stream_url : null,
    data_saver_url: published ? row.data_saver_url : null,
  };
}

/**
 * A Premium-only content's media plays on its own page alone, where the reader is known: a list, answered alike to
 * every reader, names none.
 */
const listedMedia = (row: ListedPageContent) =>
  row.premium_only ? { stream_url: null, data_saver_url: null } : playedMedia(row);

export function contentView(
  row: ListedPageContent & { planned_at?: Date | null },
): z.input<typeof contentRow> {
  const published = row.status === 'published';
  return {
    id: row.content_id,
    type: row.kind,
    mediaType: MEDIA_TYPE_OF[row.kind],
    status: published ? 'published' : 'scheduled',
    slug: row.slug,
    title: row.title,
    name_short: row.short_name,
    summary: row.summary,
    cover_url: row.cover_url,
    cover_srcset: row.cover_srcset,
    cover_small_url: row.cover_small_url,
    topics: row.topics,
    region: row.region,
    country: row.country,
    author_id: row.author_id,
    publication_id: row.publication_id,
    headline: row.headline,
    maturity_age: row.maturity_age,
    available_countries: row.available_countries,
    premium_only: row.premium_only,
    reading_time: row.reading_time_minutes,
    ...listedMedia(row),
    poster_url: published ? row.poster_url : null,
    duration: row.duration_seconds,
    genre: row.genre,
    season: row.season,
    episode: row.episode,
    published_at: iso(row.published_at),
    planned_at: iso(row.planned_at ?? null),
  };
}

export function authorView(row: PageAuthor): z.input<typeof authorRow> {
  return {
    id: row.user_id,
    first_name: row.first_name,
    last_name: row.last_name,
    expertise_title: row.expertise_title,
    about_me: row.about_me,
    country: row.country,
    photo_url: row.photo_url,
    headline_content_id: row.headline_content_id,
  };
}

export function publicationView(row: PagePublication): z.input<typeof publicationRow> {
  return {
    id: row.publication_id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    topics: row.topics,
    thumbnail_url: row.thumbnail_url,
    cover_url: row.cover_url,
    thumbnail_srcset: row.thumbnail_srcset,
    cover_srcset: row.cover_srcset,
    owner_id: row.owner_id,
    created_at: row.created_at.toISOString(),
  };
}

/** A publication listed among contents (spec §3: a playlist): its name is its title in every language. */
export function playlistView(row: PagePublication): z.input<typeof playlistRow> {
  return {
    ...publicationView(row),
    type: 'playlist',
    title: row.name,
    name_short: {},
    stream_url: null,
  };
}

export function agendaView(row: PageAgendaEvent): z.input<typeof agendaEvent> {
  return {
    id: row.event_id,
    slug: row.slug,
    title: row.title,
    category: row.category_slug,
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    place: row.place,
    online: row.online,
    country: row.country,
  };
}
