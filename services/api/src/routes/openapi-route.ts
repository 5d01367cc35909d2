import { adminCalls, allCalls, openApiDocument } from '@afrimedia/contracts';
import { Router } from 'express';

/**
 * GET /api/openapi.json, generated from the contracts once: the spec's call table, then the admin console's API
 * (/api/admin).
 */
export function openApiRoute(): Router {
  const router = Router();
  let document: unknown;
  router.get('/openapi.json', (_request, response) => {
    document ??= openApiDocument([...allCalls, ...adminCalls], { title: 'Afrimedia API', version: '1.0.0' });
    response.json(document);
  });
  return router;
}
