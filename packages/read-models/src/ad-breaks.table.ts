import type { AdBreakKind } from '@afrimedia/domain';
import type { ColumnType } from 'kysely';

/** Every house ad the team published; one withdrawn keeps its row, with the time it was withdrawn. */
export interface AdBreaksAdsTable {
  ad_id: string;
  title: string;
  media_kind: AdBreakKind;
  upload_id: string;
  media_url: string;
  duration_seconds: number | null;
  link: string | null;
  published_at: ColumnType<Date, Date, Date>;
  withdrawn_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}
