import type { AdBreakKind } from '@afrimedia/domain';
import type { Kysely } from 'kysely';
import type { ReadModels } from './database.ts';

export interface ActiveAdBreak {
  readonly adId: string;
  readonly kind: AdBreakKind;
  readonly title: string;
  readonly src: string;
  readonly link: string | null;
}

/** The ads of a kind that still play, in no particular order. */
export async function activeAdBreaks(db: Kysely<ReadModels>, kind: AdBreakKind): Promise<ActiveAdBreak[]> {
  const rows = await db
    .selectFrom('ad_breaks.ads')
    .select(['ad_id', 'media_kind', 'title', 'media_url', 'link'])
    .where('media_kind', '=', kind)
    .where('withdrawn_at', 'is', null)
    .execute();
  return rows.map((row) => ({
    adId: row.ad_id,
    kind: row.media_kind,
    title: row.title,
    src: row.media_url,
    link: row.link,
  }));
}
