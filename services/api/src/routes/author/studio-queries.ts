import { authorCalls } from '@afrimedia/contracts';
import { reject } from '@afrimedia/domain';
import { Router } from 'express';
import { sql } from 'kysely';
import { isAdmin, verifiedAuthor } from '../../http/guards.ts';
import { addRoute } from '../define-route.ts';
import type { RouteDeps } from '../route-deps.ts';
import { contentView, publicationView } from './author-views.ts';
import { contentFormView } from './content-form-view.ts';
import { publicationFormView } from './publication-form-view.ts';
import { studioViews } from './studio-views.ts';

/** The author's own contents and publications, as the studio lists and opens them. */
export function studioQueryRoutes(deps: RouteDeps): Router {
  const router = Router();
  const { db } = deps;
  const views = studioViews(db);

  addRoute(router, authorCalls.contents, async ({ query, request }) => {
    const user = verifiedAuthor(request);
    const owner = query.owner && isAdmin(user) ? query.owner : user.user_id;
    const ascending = query.orderBy === 'alphabetical' || query.direction === 'asc';
    if (query.type === 'playlist') {
      const rows = await db
        .selectFrom('pages.publications')
        .selectAll()
        .where('owner_id', '=', owner)
        .orderBy(query.orderBy === 'alphabetical' ? 'name' : 'created_at', ascending ? 'asc' : 'desc')
        .orderBy('publication_id')
        .execute();
      return rows.map(publicationView);
    }
    let contents = db.selectFrom('pages.contents').selectAll().where('author_id', '=', owner);
    if (query.type) contents = contents.where('kind', '=', query.type);
    const rows = await contents
      .orderBy(
        query.orderBy === 'alphabetical' ? sql`title` : sql`coalesce(published_at, drafted_at)`,
        ascending ? 'asc' : 'desc',
      )
      .orderBy('content_id')
      .execute();
    return rows.map(contentView);
  });

  /** Someone else's content or publication is "not found": an author never learns what others have in draft. */
  addRoute(router, authorCalls.content, async ({ params, request, response }) => {
    const user = verifiedAuthor(request);
    const owns = (ownerId: string) => ownerId === user.user_id || isAdmin(user);
    const content = await db
      .selectFrom('pages.contents')
      .selectAll()
      .where('slug', '=', params.slug)
      .executeTakeFirst();
    if (content && owns(content.author_id))
      return { ...views.tagged(response, contentView(content)), form: await contentFormView(db, content) };
    const publication = await db
      .selectFrom('pages.publications')
      .selectAll()
      .where('slug', '=', params.slug)
      .executeTakeFirst();
    if (publication && owns(publication.owner_id))
      return {
        ...views.tagged(response, publicationView(publication)),
        publication_form: await publicationFormView(db, publication),
      };
    throw reject('CONTENT_NOT_FOUND');
  });

  return router;
}
