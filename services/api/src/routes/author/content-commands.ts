import { authorCalls } from '@afrimedia/contracts';
import type { ContentForm } from '@afrimedia/domain';
import type { AccountUser } from '@afrimedia/read-models';
import { Router } from 'express';
import type { z } from 'zod';
import { isAdmin, verifiedAuthor } from '../../http/guards.ts';
import type { ContentActions, ContentUploads } from '../../use-cases/content-follow-ups.ts';
import { createContent } from '../../use-cases/create-content.ts';
import { editContent } from '../../use-cases/edit-content.ts';
import { requestPorts } from '../../use-cases/request-ports.ts';
import { addRoute } from '../define-route.ts';
import type { RouteDeps } from '../route-deps.ts';
import type { FormUploads } from './form-uploads.ts';
import { studioViews } from './studio-views.ts';

type ContentBody = z.output<typeof authorCalls.createContent.body>;
type EditBody = z.output<typeof authorCalls.editContent.body>;

function contentForm(body: ContentBody | EditBody): Omit<ContentForm, 'cover'> {
  return {
    title: body.title,
    ...(body.short_name ? { shortName: body.short_name } : {}),
    ...(body.slug ? { slug: body.slug } : {}),
    ...(body.summary !== undefined ? { summary: body.summary } : {}),
    ...(body.body !== undefined ? { body: body.body } : {}),
    ...(body.region !== undefined ? { region: body.region } : {}),
    ...(body.country !== undefined ? { country: body.country } : {}),
    topics: body.topics,
    ...(body.maturity !== undefined ? { maturity: body.maturity } : {}),
    ...(body.available_countries ? { availableCountries: body.available_countries } : {}),
    ...(body.genre !== undefined ? { genre: body.genre } : {}),
    ...(body.episode ? { episode: body.episode } : {}),
    ...(body.email_followers !== undefined ? { emailFollowers: body.email_followers } : {}),
    ...(body.premium_only !== undefined ? { premiumOnly: body.premium_only } : {}),
  };
}

const actionsOf = (body: ContentBody | EditBody): ContentActions => ({
  action: body.action,
  publishAt: body.publish_at,
  archive: 'archive' in body && body.archive,
  headline: body.headline,
});

/** The form's cover and media upload ids, resolved to what the API measured of them. */
function formUploadsOf(
  uploads: FormUploads,
  user: AccountUser,
  body: ContentBody | EditBody,
): ContentUploads {
  return {
    cover: async () => (await uploads.images(user, body)).cover,
    async media({ kind }) {
      const media = await uploads.media(user, kind, body.media);
      if (!media) return undefined;
      const { uploadId, url, sizeBytes, durationSeconds } = media;
      return {
        uploadId,
        sourceUrl: url,
        sizeBytes,
        ...(durationSeconds === undefined ? {} : { durationSeconds }),
      };
    },
  };
}

/** Drafting and editing articles, videos and podcasts, and what follows a save. */
export function contentCommandRoutes(deps: RouteDeps, uploads: FormUploads): Router {
  const router = Router();
  const views = studioViews(deps.db);

  addRoute(router, authorCalls.createContent, async ({ body, request, response }) => {
    const user = verifiedAuthor(request);
    const { contentId } = await createContent(requestPorts(deps, request), {
      actor: { userId: user.user_id, isAdmin: isAdmin(user) },
      publication: body.publication,
      kind: body.kind,
      form: contentForm(body),
      uploads: formUploadsOf(uploads, user, body),
      actions: actionsOf(body),
    });
    return views.content(response, contentId);
  });

  addRoute(router, authorCalls.editContent, async ({ params, body, request, response }) => {
    const user = verifiedAuthor(request);
    const contentId = await editContent(requestPorts(deps, request), {
      actor: { userId: user.user_id, isAdmin: isAdmin(user) },
      slug: params.slug,
      form: contentForm(body),
      uploads: formUploadsOf(uploads, user, body),
      actions: actionsOf(body),
    });
    return views.content(response, contentId);
  });

  return router;
}
