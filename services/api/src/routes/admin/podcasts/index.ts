import type { Router } from 'express';
import type { RouteDeps } from '../../route-deps.ts';
import { contentKindRoutes } from '../contents/content-routes.ts';

export const podcastsRoutes = (deps: RouteDeps): Router => contentKindRoutes(deps, 'podcast', 'podcasts');
