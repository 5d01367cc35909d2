import { authorCalls } from '@afrimedia/contracts';
import { Router } from 'express';
import type { z } from 'zod';
import { isAdmin, verifiedAuthor } from '../../http/guards.ts';
import { createPublication, type PublicationText } from '../../use-cases/create-publication.ts';
import { editPublication } from '../../use-cases/edit-publication.ts';
import { requestPorts } from '../../use-cases/request-ports.ts';
import { addRoute } from '../define-route.ts';
import type { RouteDeps } from '../route-deps.ts';
import type { FormUploads } from './form-uploads.ts';
import { studioViews } from './studio-views.ts';

type PlaylistBody = z.output<typeof authorCalls.createPlaylist.body>;

const publicationForm = (body: PlaylistBody): PublicationText => ({
  name: body.name,
  ...(body.slug !== undefined ? { slug: body.slug } : {}),
  description: body.description,
  topics: body.topics,
});

/** Creating and editing publications. */
export function publicationCommandRoutes(deps: RouteDeps, uploads: FormUploads): Router {
  const router = Router();
  const views = studioViews(deps.db);

  addRoute(router, authorCalls.createPlaylist, async ({ body, request, response }) => {
    const user = verifiedAuthor(request);
    const publicationId = await createPublication(requestPorts(deps, request), {
      actor: { userId: user.user_id, isAdmin: isAdmin(user) },
      form: publicationForm(body),
      images: () => uploads.images(user, body),
      submit: body.submit,
    });
    return views.publication(response, publicationId);
  });

  addRoute(router, authorCalls.editPlaylist, async ({ params, body, request, response }) => {
    const user = verifiedAuthor(request);
    const publicationId = await editPublication(requestPorts(deps, request), {
      actor: { userId: user.user_id, isAdmin: isAdmin(user) },
      slug: params.slug,
      form: publicationForm(body),
      images: () => uploads.images(user, body),
      submit: body.submit,
    });
    return views.publication(response, publicationId);
  });

  return router;
}
