import { adminConfiguration } from '@afrimedia/contracts';
import { SITE_CONFIG_STREAM, siteConfigDecider } from '@afrimedia/domain';
import { Router } from 'express';
import { hashPassword } from '../../../auth/passwords.ts';
import { admin } from '../../../http/guards.ts';
import { parseInput } from '../../../http/validate.ts';
import type { RouteDeps } from '../../route-deps.ts';
import { z } from 'zod';
import { listedInMemory, withIds } from '../categories/listed-in-memory.ts';
import { found, idFilter, listQuery, sendList, type ListSpec } from '../simple-rest.ts';
import { configuration } from './configuration-views.ts';

const configurationList = {
  sortable: ['id'],
  defaultSort: ['id', 'asc'],
  filter: z.object({ id: idFilter.optional() }),
} as const satisfies ListSpec<string, z.ZodObject>;

/**
 * The site's configuration, one record `site`. A change is a command; the reader's configuration call reads the
 * same read model, so it applies without a restart.
 */
export function configurationRoutes(deps: RouteDeps): Router {
  const router = Router();
  router.get('/', async (request, response) => {
    const query = listQuery(request, configurationList);
    const rows = withIds([await configuration(deps)], query.filter.id);
    sendList(response, 'configuration', query, listedInMemory(rows, query));
  });
  router.get('/:id', async (request, response) => {
    response.json(found(request.params.id === 'site' ? await configuration(deps) : undefined));
  });
  router.put('/:id', async (request, response) => {
    const user = admin(request);
    found(request.params.id === 'site' ? true : undefined);
    const body = parseInput(adminConfiguration, request.body ?? {});
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
    response.json(await configuration(deps));
  });
  return router;
}
