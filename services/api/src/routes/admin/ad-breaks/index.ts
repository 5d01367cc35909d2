import { adminAdBreaksCalls as calls } from '@afrimedia/contracts';
import { reject } from '@afrimedia/domain';
import { adminQueries } from '@afrimedia/read-models';
import { Router } from 'express';
import { newStreamId } from '../../../commands/dispatch.ts';
import { admin } from '../../../http/guards.ts';
import { findUpload } from '../../../media/upload-records.ts';
import { readModelsOf } from '../../../storage/api-db.ts';
import { publishAdBreak } from '../../../use-cases/publish-ad-break.ts';
import { requestPorts } from '../../../use-cases/request-ports.ts';
import { withdrawAdBreak } from '../../../use-cases/withdraw-ad-break.ts';
import type { RouteDeps } from '../../route-deps.ts';
import { serveResource } from '../simple-rest.ts';

/**
 * House ads played before videos and podcast episodes. The console uploads the ad's file first, as the studio
 * does (`POST /api/uploads/video` or `/audio`), then names the upload here; the domain checks it is of the ad's kind.
 */
export function adBreaksRoutes(deps: RouteDeps): Router {
  const router = Router();
  const db = readModelsOf(deps.db);
  const actorOf = (request: Parameters<typeof admin>[0]) => {
    const user = admin(request);
    return { userId: user.user_id, isAdmin: user.role === 'admin' };
  };
  const resource = serveResource(router, calls, {
    list: (query) => adminQueries.adBreakPage(db, query),
    getOne: (id) => adminQueries.adBreakRecord(db, id),
    async create({ body, request }) {
      const actor = actorOf(request);
      const media = await findUpload(deps.db, body.uploadId);
      if (!media) throw reject('UPLOAD_NOT_FOUND', 'uploadId');
      const adId = newStreamId(request, 'ad-break');
      await publishAdBreak(requestPorts(deps, request).commands, actor, {
        adId,
        title: body.title,
        mediaKind: body.mediaKind,
        media,
        ...(body.link === undefined ? {} : { link: body.link }),
      });
      return adId;
    },
  });
  resource.action(calls.withdraw, ({ params, request }) =>
    withdrawAdBreak(requestPorts(deps, request).commands, actorOf(request), params.id),
  );
  return router;
}
