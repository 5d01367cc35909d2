import { authorCalls } from '@afrimedia/contracts';
import { publicationDecider, publicationStream, reservations, slugify } from '@afrimedia/domain';
import { Router } from 'express';
import type { z } from 'zod';
import { newStreamId } from '../../commands/dispatch.ts';
import { isValidatedAuthor, ownedBy, publicationBySlug } from '../../commands/stream-facts.ts';
import { isAdmin, verifiedAuthor } from '../../http/guards.ts';
import { addRoute } from '../define-route.ts';
import type { RouteDeps } from '../route-deps.ts';
import type { FormImages, FormUploads } from './form-uploads.ts';
import { studioViews } from './studio-views.ts';

type PlaylistBody = z.output<typeof authorCalls.createPlaylist.body>;

const publicationForm = (body: PlaylistBody, slug: string, images: FormImages) => ({
  name: body.name,
  slug,
  description: body.description,
  topics: body.topics,
  ...(images.thumbnail ? { thumbnail: images.thumbnail } : {}),
  ...(images.cover ? { cover: images.cover } : {}),
});

/**
 * Creating and editing publications. Each decision reads its facts from the event store (the author's validation,
 * the publication's owner and state), never from a read model that may lag.
 */
export function publicationCommandRoutes(deps: RouteDeps, uploads: FormUploads): Router {
  const router = Router();
  const { store, dispatch } = deps;
  const views = studioViews(deps.db);

  addRoute(router, authorCalls.createPlaylist, async ({ body, request, response }) => {
    const user = verifiedAuthor(request);
    const images = await uploads.images(user, body);
    const publicationId = newStreamId(request, 'publication');
    const slug = body.slug ?? slugify(body.name);
    const authorVerified = isAdmin(user) || (await isValidatedAuthor(store, user.user_id));
    await dispatch(request, {
      stream: publicationStream(publicationId),
      decider: publicationDecider,
      command: {
        type: 'CreatePublication',
        data: { publicationId, authorVerified, ...publicationForm(body, slug, images) },
      },
      reservations: [{ ...reservations.publicationSlug(slug), conflict: 'URL_ALREADY_USED' }],
    });
    if (body.submit) {
      await dispatch(request, {
        stream: publicationStream(publicationId),
        decider: publicationDecider,
        command: { type: 'SubmitPublication', data: { publicationId } },
      });
    }
    return views.publication(response, publicationId);
  });

  addRoute(router, authorCalls.editPlaylist, async ({ params, body, request, response }) => {
    const user = verifiedAuthor(request);
    const found = await publicationBySlug(store, params.slug);
    const { publicationId } = ownedBy(found?.state, { userId: user.user_id, isAdmin: isAdmin(user) });
    const images = await uploads.images(user, body);
    const slug = body.slug ?? params.slug;
    const moved = slug.toLowerCase() !== params.slug.toLowerCase();
    const stream = publicationStream(publicationId);
    await dispatch(request, {
      stream,
      decider: publicationDecider,
      ifMatch: true,
      command: {
        type: 'EditPublication',
        data: { publicationId, actorIsAdmin: isAdmin(user), ...publicationForm(body, slug, images) },
      },
      ...(moved
        ? {
            reservations: [{ ...reservations.publicationSlug(slug), conflict: 'URL_ALREADY_USED' as const }],
            releases: [reservations.publicationSlug(params.slug)],
          }
        : {}),
    });
    if (body.submit) {
      await dispatch(request, {
        stream,
        decider: publicationDecider,
        command: { type: 'SubmitPublication', data: { publicationId, actorIsAdmin: isAdmin(user) } },
      });
    }
    return views.publication(response, publicationId);
  });

  return router;
}
