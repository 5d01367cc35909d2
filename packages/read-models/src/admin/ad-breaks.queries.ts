import { adminAdBreaksCalls, type AdminAdBreakRecord } from '@afrimedia/contracts';
import { sql } from 'kysely';
import { adminList, type AdminDb } from './list-sql.ts';

const status = sql<string>`case when withdrawn_at is null then 'active' else 'withdrawn' end`;

/** The house ads, those withdrawn too. */
const ads = adminList(
  adminAdBreaksCalls.list,
  (db: AdminDb) => db.selectFrom('ad_breaks.ads').selectAll(),
  () => ({
    key: 'ad_id',
    equals: { mediaKind: 'media_kind', status },
    search: ['title'],
    sortColumns: {
      id: 'ad_id',
      title: 'title',
      mediaKind: 'media_kind',
      status,
      publishedAt: 'published_at',
    },
    recordOf: (row): AdminAdBreakRecord => ({
      id: row.ad_id,
      title: row.title,
      mediaKind: row.media_kind,
      mediaUrl: row.media_url,
      uploadId: row.upload_id,
      durationSeconds: row.duration_seconds,
      link: row.link,
      status: row.withdrawn_at === null ? 'active' : 'withdrawn',
      publishedAt: row.published_at.toISOString(),
      withdrawnAt: row.withdrawn_at?.toISOString() ?? null,
    }),
  }),
);

export const adBreakPage = ads.page;
export const adBreakRecord = ads.one;
