import { randomUUID } from 'node:crypto';
import { authorCalls } from '@afrimedia/contracts';
import {
  authorProfileDecider,
  authorStream,
  contentDecider,
  contentStream,
  publicationDecider,
  publicationStream,
  reject,
  reservations,
  slugify,
  SYSTEM_ACTOR,
  type ContentCommand,
  type ContentForm,
  type ImageRef,
} from '@afrimedia/domain';
import { authorStats, contentStats, type AccountUser } from '@afrimedia/read-models';
import type { CommandInput } from '@afrimedia/event-store';
import { Router, type Request } from 'express';
import { sql } from 'kysely';
import type { z } from 'zod';
import { errorBody } from '../../http/errors.ts';
import { isAdmin, verifiedAuthor } from '../../http/guards.ts';
import { findTask, markCancelled, tasksOfUpload } from '../../media/encoder/encoder-tasks.ts';
import { CANCELLED_REASON } from '../../media/encoder/encoder-worker.ts';
import { encoderTaskView } from '../../media/encoder/task-view.ts';
import {
  findUploadByKey,
  MEDIA_URL_PREFIX,
  resolveImage,
  resolveUpload,
  type UploadRecord,
  type UploadUser,
} from '../../media/upload-records.ts';
import { readModelsOf } from '../../storage/api-db.ts';
import { addRoute } from '../define-route.ts';
import type { RouteDeps } from '../route-deps.ts';
import { contentView, publicationView } from './author-views.ts';

type ContentBody = z.output<typeof authorCalls.createVideo.body>;
type EditBody = z.output<typeof authorCalls.editVideo.body>;
type PlaylistBody = z.output<typeof authorCalls.createPlaylist.body>;

/** The images a form names by upload id, as the domain takes them: with the facts the API measured. */
interface FormImages {
  readonly thumbnail?: ImageRef;
  readonly cover?: ImageRef;
}

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

const publicationForm = (body: PlaylistBody, slug: string, images: FormImages) => ({
  name: body.name,
  slug,
  description: body.description,
  topics: body.topics,
  ...(images.thumbnail ? { thumbnail: images.thumbnail } : {}),
  ...(images.cover ? { cover: images.cover } : {}),
});

const uploadUser = (user: AccountUser): UploadUser => ({ userId: user.user_id, isAdmin: isAdmin(user) });

/** Spec §7 author studio, statistics and encoder calls: verified authors on their own work, admins on anyone's. */
export function authorRoutes(deps: RouteDeps): Router {
  const router = Router();
  const { db, dispatch } = deps;
  const readModels = readModelsOf(db);

  /*
   * Upload ids are resolved to their measured facts before any command runs, so a form naming an unknown,
   * foreign or unfit upload is refused with nothing appended.
   */
  async function formImages(
    user: AccountUser,
    body: { thumbnail?: string; cover?: string },
  ): Promise<FormImages> {
    const [thumbnail, cover] = await Promise.all([
      body.thumbnail && resolveImage(db, body.thumbnail, 'thumbnail', 'thumbnail', uploadUser(user)),
      body.cover && resolveImage(db, body.cover, 'cover', 'cover', uploadUser(user)),
    ]);
    return { ...(thumbnail ? { thumbnail } : {}), ...(cover ? { cover } : {}) };
  }

  const mediaUpload = (user: AccountUser, kind: string, uploadId: string | undefined) =>
    uploadId === undefined
      ? undefined
      : resolveUpload(db, uploadId, kind === 'podcast' ? 'audio' : 'video', 'media', uploadUser(user));

  /** Someone else's content is "not found": an author never learns what others have in draft. */
  async function ownContent(user: AccountUser, slug: string) {
    const content = await db
      .selectFrom('pages.contents')
      .selectAll()
      .where('slug', '=', slug)
      .executeTakeFirst();
    if (!content || (content.author_id !== user.user_id && !isAdmin(user))) throw reject('CONTENT_NOT_FOUND');
    return content;
  }

  async function ownPublication(user: AccountUser, slug: string) {
    const publication = await db
      .selectFrom('pages.publications')
      .selectAll()
      .where('slug', '=', slug)
      .executeTakeFirst();
    if (!publication || (publication.owner_id !== user.user_id && !isAdmin(user)))
      throw reject('CONTENT_NOT_FOUND');
    return publication;
  }

  const contentById = async (contentId: string) =>
    contentView(
      await db
        .selectFrom('pages.contents')
        .selectAll()
        .where('content_id', '=', contentId)
        .executeTakeFirstOrThrow(),
    );
  const publicationById = async (publicationId: string) =>
    publicationView(
      await db
        .selectFrom('pages.publications')
        .selectAll()
        .where('publication_id', '=', publicationId)
        .executeTakeFirstOrThrow(),
    );

  const onContent = (request: Request, contentId: string, command: CommandInput<ContentCommand>) =>
    dispatch(request, {
      stream: contentStream(contentId),
      decider: contentDecider,
      command,
    });

  /** An upload becomes the content's media; the encoder takes it from there, off the request path. */
  async function attachMedia(
    request: Request,
    user: AccountUser,
    contentId: string,
    media: UploadRecord | undefined,
  ) {
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
    contentId: string,
    authorId: string,
    body: ContentBody | EditBody,
  ) {
    const actorIsAdmin = isAdmin(user);
    if (body.action === 'submit') {
      const content = await db
        .selectFrom('pages.contents as c')
        .innerJoin('pages.publications as p', 'p.publication_id', 'c.publication_id')
        .select('p.status')
        .where('c.content_id', '=', contentId)
        .executeTakeFirst();
      await onContent(request, contentId, {
        type: 'SubmitContent',
        data: { contentId, publicationValidated: content?.status === 'published', actorIsAdmin },
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

  addRoute(router, authorCalls.content, async ({ params, request }) => {
    const user = verifiedAuthor(request);
    const content = await db
      .selectFrom('pages.contents')
      .selectAll()
      .where('slug', '=', params.slug)
      .executeTakeFirst();
    if (content && (content.author_id === user.user_id || isAdmin(user))) return contentView(content);
    return publicationView(await ownPublication(user, params.slug));
  });

  addRoute(router, authorCalls.createPlaylist, async ({ body, request }) => {
    const user = verifiedAuthor(request);
    const images = await formImages(user, body);
    const publicationId = randomUUID();
    const slug = body.slug ?? slugify(body.name);
    await dispatch(request, {
      stream: publicationStream(publicationId),
      decider: publicationDecider,
      command: {
        type: 'CreatePublication',
        data: { publicationId, authorVerified: true, ...publicationForm(body, slug, images) },
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
    return publicationById(publicationId);
  });

  addRoute(router, authorCalls.editPlaylist, async ({ params, body, request }) => {
    const user = verifiedAuthor(request);
    const publication = await ownPublication(user, params.slug);
    const images = await formImages(user, body);
    const slug = body.slug ?? publication.slug;
    const moved = slug.toLowerCase() !== publication.slug.toLowerCase();
    const stream = publicationStream(publication.publication_id);
    await dispatch(request, {
      stream,
      decider: publicationDecider,
      command: {
        type: 'EditPublication',
        data: {
          publicationId: publication.publication_id,
          actorIsAdmin: isAdmin(user),
          ...publicationForm(body, slug, images),
        },
      },
      ...(moved
        ? {
            reservations: [{ ...reservations.publicationSlug(slug), conflict: 'URL_ALREADY_USED' as const }],
            releases: [reservations.publicationSlug(publication.slug)],
          }
        : {}),
    });
    if (body.submit) {
      await dispatch(request, {
        stream,
        decider: publicationDecider,
        command: {
          type: 'SubmitPublication',
          data: { publicationId: publication.publication_id, actorIsAdmin: isAdmin(user) },
        },
      });
    }
    return publicationById(publication.publication_id);
  });

  addRoute(router, authorCalls.createVideo, async ({ body, request }) => {
    const user = verifiedAuthor(request);
    const publication = await db
      .selectFrom('pages.publications')
      .select(['publication_id', 'owner_id'])
      .where('slug', '=', body.publication)
      .executeTakeFirst();
    if (!publication || (publication.owner_id !== user.user_id && !isAdmin(user)))
      throw reject('NOT_FOUND', 'publication');
    const [images, media] = await Promise.all([
      formImages(user, body),
      mediaUpload(user, body.kind, body.media),
    ]);
    const contentId = randomUUID();
    const form = contentForm(body, images);
    const slug = form.slug ?? slugify(form.shortName?.fr?.trim() || form.title);
    await dispatch(request, {
      stream: contentStream(contentId),
      decider: contentDecider,
      command: {
        type: 'DraftContent',
        data: {
          contentId,
          kind: body.kind,
          publicationId: publication.publication_id,
          publicationOwnerId: publication.owner_id,
          authorVerified: true,
          actorIsAdmin: isAdmin(user),
          ...form,
          slug,
        },
      },
      reservations: [{ ...reservations.contentSlug(slug), conflict: 'SLUG_ALREADY_USED' }],
    });
    return contentAfter(request, user, contentId, publication.owner_id, body, media);
  });

  async function contentAfter(
    request: Request,
    user: AccountUser,
    contentId: string,
    authorId: string,
    body: ContentBody | EditBody,
    media: UploadRecord | undefined,
  ) {
    await attachMedia(request, user, contentId, media);
    await applyActions(request, user, contentId, authorId, body);
    return contentById(contentId);
  }

  addRoute(router, authorCalls.editVideo, async ({ params, body, request }) => {
    const user = verifiedAuthor(request);
    const content = await ownContent(user, params.slug);
    const [images, media] = await Promise.all([
      formImages(user, body),
      mediaUpload(user, content.kind, body.media),
    ]);
    const form = contentForm(body, images);
    const slug = form.slug ?? content.slug;
    const moved = slug.toLowerCase() !== content.slug.toLowerCase();
    await dispatch(request, {
      stream: contentStream(content.content_id),
      decider: contentDecider,
      command: {
        type: 'EditContent',
        data: { contentId: content.content_id, actorIsAdmin: isAdmin(user), ...form, slug },
      },
      ...(moved
        ? {
            reservations: [{ ...reservations.contentSlug(slug), conflict: 'SLUG_ALREADY_USED' as const }],
            releases: [reservations.contentSlug(content.slug)],
          }
        : {}),
    });
    return contentAfter(request, user, content.content_id, content.author_id, body, media);
  });

  addRoute(router, authorCalls.statisticsIndex, async ({ request }) => {
    const user = verifiedAuthor(request);
    const [totals, audience] = await Promise.all([
      db
        .selectFrom('stats.daily')
        .select([
          sql<string>`coalesce(sum(views), 0)`.as('views'),
          sql<string>`coalesce(sum(likes), 0)`.as('likes'),
          sql<string>`coalesce(sum(shares), 0)`.as('shares'),
        ])
        .where('author_id', '=', user.user_id)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('stats.daily_readers')
        .select(sql<string>`count(distinct reader_id)`.as('audience'))
        .where('author_id', '=', user.user_id)
        .executeTakeFirstOrThrow(),
    ]);
    return {
      views: Number(totals.views),
      likes: Number(totals.likes),
      shares: Number(totals.shares),
      audience: Number(audience.audience),
    };
  });

  addRoute(router, authorCalls.statisticsAudience, async ({ query, request }) =>
    authorStats(readModels, verifiedAuthor(request).user_id, query.period),
  );

  addRoute(router, authorCalls.statisticsIncome, async (): Promise<never> => {
    throw reject('PAYMENTS_NOT_AVAILABLE');
  });

  addRoute(router, authorCalls.statisticsPerformance, async ({ params, query, request }) => {
    const content = await ownContent(verifiedAuthor(request), params.slug);
    return contentStats(readModels, content.content_id, query.period);
  });

  /** The task of the latest media of one of the author's contents; anyone else's is "not found". */
  async function ownTask(user: AccountUser, mediaId: string) {
    const content = await db
      .selectFrom('pages.contents')
      .selectAll()
      .where('media_id', '=', mediaId)
      .executeTakeFirst();
    if (!content?.media_status || (content.author_id !== user.user_id && !isAdmin(user)))
      throw reject('NOT_FOUND');
    const task = await findTask(db, mediaId);
    const source =
      task &&
      (await db
        .selectFrom('api.uploads')
        .select('storage_key')
        .where('upload_id', '=', task.upload_id)
        .executeTakeFirst());
    return { content, task: task && { ...task, source_key: source?.storage_key ?? null } };
  }
  const taskView = (request: Request, owned: Awaited<ReturnType<typeof ownTask>>) =>
    encoderTaskView(owned.content, owned.task, errorBody(request, 'ENCODING_FAILED'));

  addRoute(router, authorCalls.encoderTask, async ({ params, request }) =>
    taskView(request, await ownTask(verifiedAuthor(request), params.id)),
  );

  addRoute(router, authorCalls.cancelEncoderTask, async ({ params, request }) => {
    const user = verifiedAuthor(request);
    const { content } = await ownTask(user, params.id);
    if (content.media_status !== 'uploaded') throw reject('INVALID_STATE_TRANSITION');
    // The content decides first: an encoding that finished a moment ago can no longer be cancelled.
    const cancelled = await dispatch(request, {
      stream: contentStream(content.content_id),
      decider: contentDecider,
      actorId: SYSTEM_ACTOR,
      command: {
        type: 'FailMediaEncoding',
        data: { contentId: content.content_id, mediaId: params.id, reason: CANCELLED_REASON },
      },
    });
    if (cancelled.events.length === 0) throw reject('INVALID_STATE_TRANSITION');
    await markCancelled(db, params.id);
    return taskView(request, await ownTask(user, params.id));
  });

  addRoute(router, authorCalls.encoderDetails, async ({ query, request }) => {
    const user = verifiedAuthor(request);
    if (!query.sourceUrl.startsWith(MEDIA_URL_PREFIX)) throw reject('FILE_PROCESSING_FAILED', 'sourceUrl');
    const upload = await findUploadByKey(db, query.sourceUrl.slice(MEDIA_URL_PREFIX.length));
    if (!upload || (upload.uploaderId !== user.user_id && !isAdmin(user)))
      throw reject('NOT_FOUND', 'sourceUrl');
    const tasks = await tasksOfUpload(db, upload.uploadId);
    return {
      sourceUrl: upload.url,
      uploadId: upload.uploadId,
      kind: upload.kind,
      contentType: upload.contentType,
      sizeBytes: upload.sizeBytes,
      widthPx: upload.widthPx ?? null,
      heightPx: upload.heightPx ?? null,
      durationSeconds: upload.durationSeconds ?? null,
      tasks: tasks.map((task) => ({
        id: task.task_id,
        contentId: task.content_id,
        status: task.status,
        progress: Math.round(task.progress * 100),
      })),
    };
  });

  return router;
}
