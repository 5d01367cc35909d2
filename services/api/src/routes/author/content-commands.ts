import { randomUUID } from 'node:crypto';
import { authorCalls } from '@afrimedia/contracts';
import {
  authorProfileDecider,
  authorStream,
  contentDecider,
  contentStream,
  reject,
  reservations,
  slugify,
  type ContentCommand,
  type ContentForm,
} from '@afrimedia/domain';
import type { CommandInput } from '@afrimedia/event-store';
import type { AccountUser } from '@afrimedia/read-models';
import { Router, type Request } from 'express';
import type { z } from 'zod';
import { newStreamId } from '../../commands/dispatch.ts';
import {
  contentBySlug,
  isValidated,
  isValidatedAuthor,
  ownedBy,
  publicationById,
  publicationBySlug,
} from '../../commands/stream-facts.ts';
import { isAdmin, verifiedAuthor } from '../../http/guards.ts';
import type { UploadRecord } from '../../media/upload-records.ts';
import { addRoute } from '../define-route.ts';
import type { RouteDeps } from '../route-deps.ts';
import type { FormImages, FormUploads } from './form-uploads.ts';
import { studioViews } from './studio-views.ts';

type ContentBody = z.output<typeof authorCalls.createContent.body>;
type EditBody = z.output<typeof authorCalls.editContent.body>;

function contentForm(body: ContentBody | EditBody, images: FormImages): ContentForm {
  return {
    title: body.title,
    ...(body.short_name ? { shortName: body.short_name } : {}),
    ...(body.slug ? { slug: body.slug } : {}),
    ...(body.summary !== undefined ? { summary: body.summary } : {}),
    ...(body.body !== undefined ? { body: body.body } : {}),
    ...(body.region !== undefined ? { region: body.region } : {}),
    ...(body.country !== undefined ? { country: body.country } : {}),
    topics: body.topics,
    ...(images.cover ? { cover: images.cover } : {}),
    ...(body.maturity !== undefined ? { maturity: body.maturity } : {}),
    ...(body.available_countries ? { availableCountries: body.available_countries } : {}),
    ...(body.genre !== undefined ? { genre: body.genre } : {}),
    ...(body.episode ? { episode: body.episode } : {}),
    ...(body.email_followers !== undefined ? { emailFollowers: body.email_followers } : {}),
  };
}

/**
 * Drafting and editing articles, videos and podcasts, and what follows a save (media, submission, schedule,
 * archive, headline). Each decision reads its facts from the event store: the publication's owner and validation,
 * the author's validation, the content itself.
 */
export function contentCommandRoutes(deps: RouteDeps, uploads: FormUploads): Router {
  const router = Router();
  const { store, dispatch } = deps;
  const views = studioViews(deps.db);

  const onContent = (request: Request, contentId: string, command: CommandInput<ContentCommand>) =>
    dispatch(request, { stream: contentStream(contentId), decider: contentDecider, command });

  /** An upload becomes the content's media; the encoder takes it from there, off the request path. */
  async function attachMedia(request: Request, user: AccountUser, contentId: string, media?: UploadRecord) {
    if (!media) return;
    await onContent(request, contentId, {
      type: 'UploadMedia',
      data: {
        contentId,
        mediaId: randomUUID(),
        uploadId: media.uploadId,
        sourceUrl: media.url,
        sizeBytes: media.sizeBytes,
        ...(media.durationSeconds === undefined ? {} : { durationSeconds: media.durationSeconds }),
        actorIsAdmin: isAdmin(user),
      },
    });
  }

  async function applyActions(
    request: Request,
    user: AccountUser,
    content: { contentId: string; ownerId: string; publicationId: string },
    body: ContentBody | EditBody,
  ) {
    const { contentId, ownerId: authorId } = content;
    const actorIsAdmin = isAdmin(user);
    if (body.action === 'submit') {
      const publication = await publicationById(store, content.publicationId);
      await onContent(request, contentId, {
        type: 'SubmitContent',
        data: {
          contentId,
          publicationValidated: !!publication && isValidated(publication.state),
          actorIsAdmin,
        },
      });
    }
    if (body.action === 'schedule') {
      if (!body.publish_at) throw reject('FIELDS_REQUIRED', 'publish_at');
      await onContent(request, contentId, {
        type: 'ScheduleContent',
        data: { contentId, publishAt: body.publish_at, actorIsAdmin },
      });
    }
    if ('archive' in body && body.archive) {
      await onContent(request, contentId, { type: 'ArchiveContent', data: { contentId, actorIsAdmin } });
    }
    if (body.headline !== undefined) {
      await onContent(request, contentId, {
        type: body.headline ? 'SetHeadline' : 'ClearHeadline',
        data: { contentId, actorIsAdmin },
      });
      await dispatch(request, {
        stream: authorStream(authorId),
        decider: authorProfileDecider,
        command: {
          type: 'ChooseHeadline',
          data: { authorId, contentId: body.headline ? contentId : null, actorIsAdmin },
        },
      });
    }
  }

  addRoute(router, authorCalls.createContent, async ({ body, request, response }) => {
    const user = verifiedAuthor(request);
    const found = await publicationBySlug(store, body.publication);
    const publication = ownedBy(found?.state, { userId: user.user_id, isAdmin: isAdmin(user) }, 'NOT_FOUND');
    const [images, media] = await Promise.all([
      uploads.images(user, body),
      uploads.media(user, body.kind, body.media),
    ]);
    const contentId = newStreamId(request, 'content');
    const form = contentForm(body, images);
    const slug = form.slug ?? slugify(form.shortName?.fr?.trim() || form.title);
    const authorVerified = isAdmin(user) || (await isValidatedAuthor(store, publication.ownerId));
    await dispatch(request, {
      stream: contentStream(contentId),
      decider: contentDecider,
      command: {
        type: 'DraftContent',
        data: {
          contentId,
          kind: body.kind,
          publicationId: publication.publicationId,
          publicationOwnerId: publication.ownerId,
          authorVerified,
          actorIsAdmin: isAdmin(user),
          ...form,
          slug,
        },
      },
      reservations: [{ ...reservations.contentSlug(slug), conflict: 'SLUG_ALREADY_USED' }],
    });
    const content = { contentId, ownerId: publication.ownerId, publicationId: publication.publicationId };
    await attachMedia(request, user, contentId, await media);
    await applyActions(request, user, content, body);
    return views.content(response, contentId);
  });

  addRoute(router, authorCalls.editContent, async ({ params, body, request, response }) => {
    const user = verifiedAuthor(request);
    const found = await contentBySlug(store, params.slug);
    const content = ownedBy(found?.state, { userId: user.user_id, isAdmin: isAdmin(user) });
    const [images, media] = await Promise.all([
      uploads.images(user, body),
      uploads.media(user, content.kind, body.media),
    ]);
    const form = contentForm(body, images);
    const slug = form.slug ?? params.slug;
    const moved = slug.toLowerCase() !== params.slug.toLowerCase();
    await dispatch(request, {
      stream: contentStream(content.contentId),
      decider: contentDecider,
      ifMatch: true,
      command: {
        type: 'EditContent',
        data: { contentId: content.contentId, actorIsAdmin: isAdmin(user), ...form, slug },
      },
      ...(moved
        ? {
            reservations: [{ ...reservations.contentSlug(slug), conflict: 'SLUG_ALREADY_USED' as const }],
            releases: [reservations.contentSlug(params.slug)],
          }
        : {}),
    });
    await attachMedia(request, user, content.contentId, await media);
    await applyActions(request, user, content, body);
    return views.content(response, content.contentId);
  });

  return router;
}
