import { adminConfigurationCalls as calls } from '@afrimedia/contracts';
import { SITE_CONFIG_STREAM, siteConfigDecider } from '@afrimedia/domain';
import { Router } from 'express';
import { hashPassword } from '../../../auth/passwords.ts';
import { admin } from '../../../http/guards.ts';
import type { RouteDeps } from '../../route-deps.ts';
import { listedInMemory, withIds } from '../categories/listed-in-memory.ts';
import { serveResource } from '../simple-rest.ts';
import { configuration } from './configuration-views.ts';

const SITE = 'site';

/**
 * The site's configuration, one record `site`. A change is a command; the reader's configuration call reads the
 * same read model, so it applies without a restart.
 */
export function configurationRoutes(deps: RouteDeps): Router {
  const router = Router();
  serveResource(router, calls, {
    list: async (query) => listedInMemory(withIds([await configuration(deps)], query.filter.id), query),
    getOne: async (id) => (id === SITE ? await configuration(deps) : undefined),
    update: {
      known: (id) => id === SITE,
      async run({ body, request }) {
        const user = admin(request);
        const sitePasswordHash =
          body.sitePassword === undefined || body.sitePassword === ''
            ? undefined
            : body.sitePassword === null
              ? null
              : await hashPassword(body.sitePassword);
        await deps.dispatch(request, {
          stream: SITE_CONFIG_STREAM,
          decider: siteConfigDecider,
          command: {
            type: 'ConfigureSite',
            data: {
              appAccess: body.appAccess,
              availableLanguages: body.availableLanguages,
              defaultLanguage: body.defaultLanguage,
              ...(sitePasswordHash === undefined ? {} : { sitePasswordHash }),
              actorIsAdmin: user.role === 'admin',
            },
          },
        });
      },
    },
  });
  return router;
}
