import type { Router } from 'express';
import type { RouteDeps } from '../../route-deps.ts';
import { contentKindRoutes } from '../contents/content-routes.ts';

export const videosRoutes = (deps: RouteDeps): Router => contentKindRoutes(deps, 'video', 'videos');
