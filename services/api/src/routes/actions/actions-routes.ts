import { randomUUID } from 'node:crypto';
import { actionsCalls } from '@afrimedia/contracts';
import {
  contentDecider,
  contentStream,
  engagementDecider,
  filedUnder,
  profileNamed,
  readerStream,
  reject,
  type Relation,
} from '@afrimedia/domain';
import { Router, type Request } from 'express';
import { currentProfile, profileOwnerOf } from '../../http/current-profile.ts';
import { isAdmin, orThrow, signedIn, verifiedAuthor } from '../../http/guards.ts';
import { preferredConsistency } from '../../http/prefer-consistency.ts';
import { receiveUpload } from '../../media/upload-route.ts';
import { serveMedia } from '../../media/serve-media.ts';
import { recordUpload } from '../../media/upload-records.ts';
import { uploadQuota } from '../../media/upload-quota.ts';
import { uploadSlots } from '../../media/upload-slots.ts';
import { contentById, followableKind, ownedBy, publishedContent } from '../../commands/stream-facts.ts';
import { engagementCounts, type Counter } from './engagement-counts.ts';
import { readerFacts } from './reader-facts.ts';
import { addRoute } from '../define-route.ts';
import type { RouteDeps } from '../route-deps.ts';

/** Spec §7 actions (favourites, likes, follows, shares, reports, followers' e-mail) and uploads. */
export function actionsRoutes(deps: RouteDeps): Router {
  const router = Router();
  const { db, dispatch } = deps;

  const { countOf, countWith } = engagementCounts(db);
  const clickFacts = readerFacts(deps, 'click');
  const readFacts = readerFacts(deps, 'read');

  /** A followable id names a validated author or a published publication, as their own streams say. */
  async function followRelation(targetId: string): Promise<Relation> {
    const kind = await followableKind(deps.store, targetId);
    if (!kind) throw reject('NOT_FOUND');
    return kind === 'author' ? 'follow-author' : 'follow-publication';
  }

  /**
   * Sets the reader's relation once `allowed` (the target's own check) holds. The count is read beside the command
   * rather than after it: `countWith` gives the same figure whether the projection has applied the command yet or
   * not, so the answer waits for one round trip less.
   */
  async function setRelation(
    request: Request,
    on: boolean,
    relation: Relation,
    targetId: string,
    counter: Counter,
    profileId?: string,
    allowed: () => Promise<unknown> = async () => undefined,
  ) {
    const user = signedIn(request);
    const readerId = user.user_id;
    const change = { readerId, relation, targetId, ...(profileId === undefined ? {} : { profileId }) };
    // Whatever the reader's relation was, it is `on` once the command is decided: the answer needs no read model.
    const decided = allowed().then(() =>
      dispatch(request, {
        stream: readerStream(readerId),
        decider: engagementDecider,
        command: { type: on ? 'AddRelation' : 'RemoveRelation', data: change },
        consistency: preferredConsistency(request, 'decided'),
      }),
    );
    const [, count] = await Promise.all([
      decided,
      countWith({ readerId, profileId: filedUnder(relation, change) }, relation, targetId, counter, on),
    ]);
    return { id: targetId, active: on, count };
  }

  /** The profile a favourite or like lands on: the one the body names, of this account, else the device's. */
  function profileFor(request: Request, named: string | undefined): string {
    const owner = profileOwnerOf(signedIn(request));
    return orThrow(profileNamed(owner, currentProfile(request).id, named)).id;
  }

  /** A favourite's or like's call: the content, and the profile the body names (else the device's). */
  type RelationInput = {
    params: { id: string };
    body: { profile?: string | undefined };
    request: Request;
  };

  const contentRelation = (relation: 'favourite' | 'like', counter: Counter) => ({
    add: async ({ params, body, request }: RelationInput) =>
      setRelation(request, true, relation, params.id, counter, profileFor(request, body.profile), () =>
        publishedContent(deps.store, params.id),
      ),
    remove: async ({ params, body, request }: RelationInput) =>
      setRelation(request, false, relation, params.id, counter, profileFor(request, body.profile)),
  });
  const favourite = contentRelation('favourite', 'favourites');
  const like = contentRelation('like', 'likes');
  addRoute(router, actionsCalls.favouriteAdd, favourite.add);
  addRoute(router, actionsCalls.favouriteRemove, favourite.remove);
  addRoute(router, actionsCalls.likeAdd, like.add);
  addRoute(router, actionsCalls.likeRemove, like.remove);
  addRoute(router, actionsCalls.followAdd, async ({ params, request }) =>
    setRelation(request, true, await followRelation(params.id), params.id, 'followers'),
  );
  addRoute(router, actionsCalls.followRemove, async ({ params, request }) =>
    setRelation(request, false, await followRelation(params.id), params.id, 'followers'),
  );

  // A share and a view always count one: the count read before the command is appended cannot hold it yet.
  addRoute(router, actionsCalls.share, async ({ body, request }) => {
    await publishedContent(deps.store, body.contentId);
    const readerId = readerOrDevice(request);
    const shares = await countOf(body.contentId, 'shares');
    await dispatch(request, {
      stream: readerStream(readerId),
      decider: engagementDecider,
      command: { type: 'ShareContent', data: { readerId, contentId: body.contentId, label: body.label } },
      consistency: 'decided',
    });
    return { shares: shares + 1 };
  });

  // Views are a call of their own, sent by the content's page once shown: reading a page appends nothing. Each
  // view has an id a paid read cites; one that came from a list or a shared link is also a click.
  addRoute(router, actionsCalls.view, async ({ body, request }) => {
    const { contentId, via } = body;
    const content = await publishedContent(deps.store, contentId);
    const readerId = readerOrDevice(request);
    const [views, click] = await Promise.all([
      countOf(contentId, 'views'),
      via === undefined
        ? undefined
        : clickFacts(request, readerId, content.ownerId).then((facts) => ({
            via,
            authorId: content.ownerId,
            facts,
          })),
    ]);
    await dispatch(request, {
      stream: readerStream(readerId),
      decider: engagementDecider,
      command: {
        type: 'ViewContent',
        data: { readerId, contentId, viewId: randomUUID(), ...(click ? { click } : {}) },
      },
      consistency: 'decided',
    });
    return { views: views + 1 };
  });

  // The same answer whatever was decided: a client must not learn what earns its author money, nor why not.
  addRoute(router, actionsCalls.read, async ({ body, request }) => {
    const { contentId, seconds } = body;
    const { ownerId: authorId } = await publishedContent(deps.store, contentId);
    const readerId = readerOrDevice(request);
    const facts = await readFacts(request, readerId, authorId);
    await dispatch(request, {
      stream: readerStream(readerId),
      decider: engagementDecider,
      command: { type: 'QualifyRead', data: { readerId, contentId, authorId, seconds, facts } },
      consistency: 'decided',
    });
    return { ok: true } as const;
  });

  addRoute(router, actionsCalls.report, async ({ body, request }) => {
    const user = signedIn(request);
    const reportId = randomUUID();
    await dispatch(request, {
      stream: readerStream(user.user_id),
      decider: engagementDecider,
      command: { type: 'ReportContent', data: { readerId: user.user_id, reportId, ...body } },
      consistency: 'decided',
    });
    return { reportId };
  });

  /** Someone else's content is "not found", as in the studio: an author never learns what ids others hold. */
  addRoute(router, actionsCalls.emailFollowers, async ({ body, request }) => {
    const user = verifiedAuthor(request);
    const found = await contentById(deps.store, body.id);
    ownedBy(found?.state, { userId: user.user_id, isAdmin: isAdmin(user) });
    await dispatch(request, {
      stream: contentStream(body.id),
      decider: contentDecider,
      command: { type: 'RequestFollowersEmail', data: { contentId: body.id, actorIsAdmin: isAdmin(user) } },
    });
    return { ok: true } as const;
  });

  const uploads = uploadSlots();
  const quota = uploadQuota(db, deps.clock);
  addRoute(router, actionsCalls.upload, async ({ params, request }) => {
    const { role } = params;
    const user = role === 'video' || role === 'audio' ? verifiedAuthor(request) : signedIn(request);
    const stored = await uploads.hold(user.user_id, async () =>
      receiveUpload(request, {
        storage: deps.media,
        role,
        key: `${role}/${user.user_id}/${randomUUID()}`,
        budget: await quota.budgetOf(user.user_id),
      }),
    );
    const upload = await recordUpload(db, { ...stored, uploaderId: user.user_id, role });
    return {
      id: upload.uploadId,
      url: upload.url,
      kind: upload.kind,
      contentType: upload.contentType,
      sizeBytes: upload.sizeBytes,
      ...(upload.widthPx === undefined ? {} : { widthPx: upload.widthPx }),
      ...(upload.heightPx === undefined ? {} : { heightPx: upload.heightPx }),
      ...(upload.durationSeconds === undefined ? {} : { durationSeconds: upload.durationSeconds }),
      ...(upload.renditions === undefined ? {} : { renditions: [...upload.renditions] }),
    };
  });
  router.get('/media/*key', serveMedia(deps.media));

  return router;
}

/** Visitors share and view too: their device stands for them, as it does for their free reads. */
const readerOrDevice = (request: Request): string =>
  request.ctx.user?.user_id ?? `device-${request.ctx.deviceId ?? 'unknown'}`;
