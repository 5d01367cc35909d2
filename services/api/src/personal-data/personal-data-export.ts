import { personalStreamsOf } from '@afrimedia/domain';
import type { EventStore } from '@afrimedia/event-store';
import { withoutSecrets } from '../routes/admin/events/disclosure.ts';
import type { ApiDb } from '../storage/api-db.ts';

type Row = Record<string, unknown>;

/**
 * Everything the platform holds on a person (GDPR right of access), from the read models and their own streams'
 * events, opened with their key. Secrets (password and code hashes, session tokens) are left out: they identify
 * nothing and would only help whoever got the file.
 */
export async function personalDataExport(parts: { db: ApiDb; store: EventStore }, userId: string, now: Date) {
  const { db, store } = parts;
  const account = await db
    .selectFrom('accounts.users')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const events: { stream: string; type: string; recordedAt: string; data: unknown }[] = [];
  for (const stream of personalStreamsOf(userId))
    for await (const event of store.readStream(stream))
      events.push({
        stream,
        type: event.type,
        recordedAt: event.recordedAt.toISOString(),
        data: withoutSecrets(event.data as Row),
      });
  const publications = await db
    .selectFrom('pages.publications')
    .selectAll()
    .where('owner_id', '=', userId)
    .execute();
  return {
    exportedAt: now.toISOString(),
    account: account as Row,
    events,
    relations: await db
      .selectFrom('engagement.relations')
      .selectAll()
      .where('user_id', '=', userId)
      .execute(),
    watched: await db.selectFrom('engagement.watched').selectAll().where('user_id', '=', userId).execute(),
    publications: publications as Row[],
    contents: (await db
      .selectFrom('pages.contents')
      .select([
        'content_id',
        'kind',
        'slug',
        'title',
        'summary',
        'body',
        'status',
        'publication_id',
        'topics',
      ])
      .where('author_id', '=', userId)
      .execute()) as Row[],
    uploads: await db
      .selectFrom('api.uploads')
      .select(['upload_id', 'role', 'kind', 'content_type', 'size_bytes', 'storage_key', 'created_at'])
      .where('uploader_id', '=', userId)
      .execute(),
    signIns: await db
      .selectFrom('api.sessions')
      .select([
        'device_id',
        'user_agent',
        'country',
        'first_seen_at',
        'created_at',
        'expires_at',
        'revoked_at',
      ])
      .where('user_id', '=', userId)
      .execute(),
  };
}
