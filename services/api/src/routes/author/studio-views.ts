import type { Response } from 'express';
import { versionTag } from '../../commands/dispatch.ts';
import type { ApiDb } from '../../storage/api-db.ts';
import { contentView, publicationView, type AuthorContentView } from './author-views.ts';

/** A content or publication as the studio shows it, its `ETag` the version an edit sends back in `If-Match`. */
export function studioViews(db: ApiDb) {
  const tagged = (response: Response, view: AuthorContentView) => {
    response.set('ETag', versionTag(BigInt(view.version)));
    return view;
  };
  return {
    async content(response: Response, contentId: string) {
      const row = await db
        .selectFrom('pages.contents')
        .selectAll()
        .where('content_id', '=', contentId)
        .executeTakeFirstOrThrow();
      return tagged(response, contentView(row));
    },
    async publication(response: Response, publicationId: string) {
      const row = await db
        .selectFrom('pages.publications')
        .selectAll()
        .where('publication_id', '=', publicationId)
        .executeTakeFirstOrThrow();
      return tagged(response, publicationView(row));
    },
    tagged,
  };
}
