import { adminLegalVersionsCalls as calls } from '@afrimedia/contracts';
import { legalDecider, legalStream } from '@afrimedia/domain';
import { adminQueries } from '@afrimedia/read-models';
import { Router } from 'express';
import { newStreamId } from '../../../commands/dispatch.ts';
import { admin } from '../../../http/guards.ts';
import { readModelsOf } from '../../../storage/api-db.ts';
import type { RouteDeps } from '../../route-deps.ts';
import { serveResource } from '../simple-rest.ts';

/**
 * Versions of the terms of use and the privacy policy. A version is published once and never edited: a change is
 * a new version, taking effect at least 15 days later, of which every user hears by e-mail.
 */
export function legalVersionsRoutes(deps: RouteDeps): Router {
  const router = Router();
  const db = readModelsOf(deps.db);
  serveResource(router, calls, {
    list: (query) => adminQueries.legalVersionPage(db, query),
    getOne: (id) => adminQueries.legalVersionRecord(db, id),
    async create({ body, request }) {
      const user = admin(request);
      const versionId = newStreamId(request, 'legal-version');
      await deps.dispatch(request, {
        stream: legalStream(body.kind),
        decider: legalDecider,
        command: {
          type: 'PublishLegalVersion',
          data: {
            versionId,
            kind: body.kind,
            body: body.body,
            effectiveAt: body.effectiveAt,
            actorIsAdmin: user.role === 'admin',
          },
        },
      });
      return versionId;
    },
  });
  return router;
}
