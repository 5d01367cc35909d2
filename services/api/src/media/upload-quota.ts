import { DAILY_UPLOAD_BYTES_PER_USER, reject } from '@afrimedia/domain';
import { sql } from 'kysely';
import type { ApiDb } from '../storage/api-db.ts';

/** What one upload may still take of its uploader's day. Refusals are UPLOAD_QUOTA_EXCEEDED. */
export interface UploadBudget {
  /** Refuses a file as soon as the bytes received of it pass what was left when the upload began. */
  check(receivedBytes: number): void;
  /** Counts an accepted file's bytes, refused when the uploader's other uploads took them meanwhile. */
  spend(sizeBytes: number): Promise<void>;
}

export interface UploadQuota {
  budgetOf(uploaderId: string): Promise<UploadBudget>;
}

/**
 * DAILY_UPLOAD_BYTES_PER_USER per uploader and day (UTC), counted in PostgreSQL so that every API process counts
 * against the same limit. Only accepted files count: a refused one takes nothing.
 */
export function uploadQuota(db: ApiDb, clock: () => Date): UploadQuota {
  return {
    async budgetOf(uploaderId) {
      const day = clock().toISOString().slice(0, 10);
      const today = await db
        .selectFrom('api.upload_bytes')
        .select('bytes')
        .where('uploader_id', '=', uploaderId)
        .where('day', '=', sql<Date>`${day}::date`)
        .executeTakeFirst();
      const left = DAILY_UPLOAD_BYTES_PER_USER - Number(today?.bytes ?? 0);
      return {
        check(receivedBytes) {
          if (receivedBytes > left) throw reject('UPLOAD_QUOTA_EXCEEDED');
        },
        async spend(sizeBytes) {
          if (!(await spent(db, uploaderId, day, sizeBytes))) throw reject('UPLOAD_QUOTA_EXCEEDED');
        },
      };
    },
  };
}

/**
 * Adds the bytes to the uploader's day in one statement, so parallel uploads cannot each see room for themselves
 * and together pass the limit; false, adding nothing, when they would pass it. A new day starts from 0.
 */
async function spent(db: ApiDb, uploaderId: string, day: string, sizeBytes: number): Promise<boolean> {
  const counted = await sql<{ bytes: string }>`
    insert into api.upload_bytes as counted (uploader_id, day, bytes)
    select ${uploaderId}, ${day}::date, ${sizeBytes}::bigint
    where ${sizeBytes}::bigint <= ${DAILY_UPLOAD_BYTES_PER_USER}::bigint
    on conflict (uploader_id) do update
      set day = excluded.day,
          bytes = excluded.bytes + case when counted.day = excluded.day then counted.bytes else 0 end
      where excluded.bytes + case when counted.day = excluded.day then counted.bytes else 0 end
        <= ${DAILY_UPLOAD_BYTES_PER_USER}::bigint
    returning bytes`.execute(db);
  return counted.rows.length > 0;
}
