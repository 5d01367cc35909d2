import type { authorPublicationForm } from '@afrimedia/contracts';
import type { PagePublication } from '@afrimedia/read-models';
import type { z } from 'zod';
import type { ApiDb } from '../../storage/api-db.ts';
import { keptImage } from './kept-image.ts';

/**
 * A publication's fields as its form sends them back, its images by upload id: an edit without its thumbnail is
 * refused, and one without its cover takes the cover away.
 */
export async function publicationFormView(
  db: ApiDb,
  row: PagePublication,
): Promise<z.input<typeof authorPublicationForm>> {
  const [thumbnail, cover] = await Promise.all([
    keptImage(db, row.thumbnail_url),
    keptImage(db, row.cover_url),
  ]);
  return { description: row.description, topics: row.topics, thumbnail, cover };
}
