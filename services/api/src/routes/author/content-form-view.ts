import type { authorContentForm } from '@afrimedia/contracts';
import { maturitySlug } from '@afrimedia/domain';
import type { PageContent } from '@afrimedia/read-models';
import type { z } from 'zod';
import { bodyMediaOf } from '../../media/body-media.ts';
import type { ApiDb } from '../../storage/api-db.ts';
import { keptImage } from './kept-image.ts';

/**
 * A content's fields as the editor sends them back. The read model keeps the cover's address only: its upload id
 * is found from the stored file, since an edit names the cover by upload id or takes it away.
 */
export async function contentFormView(
  db: ApiDb,
  row: PageContent,
): Promise<z.input<typeof authorContentForm>> {
  const [cover, media] = await Promise.all([keptImage(db, row.cover_url), bodyMediaOf(db, row.body)]);
  return {
    short_name: row.short_name,
    summary: row.summary,
    body: row.body,
    topics: row.topics,
    region: row.region,
    country: row.country,
    cover,
    media,
    genre: row.genre,
    episode: row.season !== null && row.episode !== null ? { season: row.season, number: row.episode } : null,
    // An unrated content's form names no rating, as it was drafted.
    maturity: row.maturity_age > 0 ? maturitySlug(row.maturity_age) : null,
    available_countries: row.available_countries,
  };
}
