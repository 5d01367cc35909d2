import type { Router } from 'express';
import type { RouteDeps } from '../../route-deps.ts';
import { contentKindRoutes } from '../contents/content-routes.ts';

export const articlesRoutes = (deps: RouteDeps): Router => contentKindRoutes(deps, 'article', 'articles');
