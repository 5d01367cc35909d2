import { adminLegalVersion } from '@afrimedia/contracts';
import { legalDecider, legalStream } from '@afrimedia/domain';
import { Router } from 'express';
import { newStreamId } from '../../../commands/dispatch.ts';
import { admin } from '../../../http/guards.ts';
import { parseInput } from '../../../http/validate.ts';
import type { RouteDeps } from '../../route-deps.ts';
import { addList, found } from '../simple-rest.ts';
import { legalVersion, legalVersionList, legalVersions } from './legal-version-views.ts';

/**
 * Versions of the terms of use and the privacy policy. A version is published once and never edited: a change is
 * a new version, taking effect at least 15 days later, of which every user hears by e-mail.
 */
export function legalVersionsRoutes(deps: RouteDeps): Router {
  const router = Router();
  addList(router, 'legal-versions', legalVersionList, (query) => legalVersions(deps.db, query));
  router.get('/:id', async (request, response) => {
    response.json(found(await legalVersion(deps.db, request.params.id)));
  });
  router.post('/', async (request, response) => {
    const user = admin(request);
    const body = parseInput(adminLegalVersion, request.body ?? {});
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
    response.status(201).json(found(await legalVersion(deps.db, versionId)));
  });
  return router;
}
