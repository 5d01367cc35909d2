import type { AdminCategoryRecord, AdminTopicRecord } from '@afrimedia/contracts';
import { PODCAST_GENRES, TOPICS, VIDEO_GENRES } from '@afrimedia/domain';
import { genreCounts, topicCounts } from '../menus.queries.ts';
import type { AdminDb } from './list-sql.ts';

/**
 * The video and podcast categories (genres) of the top menu, with how many published contents each holds. The
 * spec fixes the list, so the console reads it and cannot edit it.
 */
export async function categoryRecords(db: AdminDb): Promise<AdminCategoryRecord[]> {
  const [videos, podcasts] = await Promise.all([genreCounts(db, 'video'), genreCounts(db, 'podcast')]);
  const of = (kind: 'video' | 'podcast', genres: readonly string[], counts: Record<string, number>) =>
    genres.map((slug) => ({
      id: `${kind}-${slug}`,
      slug,
      kind,
      path: `/${kind}s/${slug}`,
      publishedCount: counts[slug] ?? 0,
    }));
  return [...of('video', VIDEO_GENRES, videos), ...of('podcast', PODCAST_GENRES, podcasts)];
}

/** The spec's closed list of topics, with how many published contents each is given to. */
export async function topicRecords(db: AdminDb): Promise<AdminTopicRecord[]> {
  const counts = await topicCounts(db);
  return TOPICS.map((topic) => ({
    id: topic,
    path: `/category/${topic}`,
    publishedCount: counts[topic] ?? 0,
  }));
}
