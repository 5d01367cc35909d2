import { appAccessOf } from '@afrimedia/domain';
import type { Kysely } from 'kysely';
import type { ReadModels } from './database.ts';
import type { SiteConfigRow } from './operations.table.ts';

/** The configuration the platform team set, or undefined while it has set none (the environment's then holds). */
export async function siteConfig(db: Kysely<ReadModels>): Promise<SiteConfigRow | undefined> {
  const row = await db
    .selectFrom('operations.site_config')
    .selectAll()
    .where('id', '=', 'site')
    .executeTakeFirst();
  return row && { ...row, app_access: appAccessOf(row.app_access) };
}
