import type { Router } from 'express';
import type { RouteDeps } from '../../route-deps.ts';
import { mediaRoutes } from '../contents/content-routes.ts';

export const podcastsRoutes = (deps: RouteDeps): Router => mediaRoutes(deps, 'podcast');
