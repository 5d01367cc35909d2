import { Router } from 'express';
import { adminRoutes } from './admin/index.ts';
import { actionsRoutes } from './actions/actions-routes.ts';
import { authRoutes } from './auth/auth-routes.ts';
import { profileRoutes } from './auth/profile-routes.ts';
import { authorRoutes } from './author/author-routes.ts';
import { contactRoutes } from './contact/contact-routes.ts';
import { deviceRoutes } from './devices/device-routes.ts';
import { pagesRoutes } from './pages/pages-routes.ts';
import { cardEntryRoute } from './payments/card-entry-route.ts';
import { historyRoute } from './payments/history-route.ts';
import { plansRoute } from './payments/plans-route.ts';
import { subscriptionRoutes } from './payments/subscription-routes.ts';
import type { RouteDeps } from './route-deps.ts';

/** Every route group of the call table, in the order express tries them. */
export function apiRoutes(deps: RouteDeps): Router {
  const router = Router();
  router.use(authRoutes(deps));
  router.use(profileRoutes(deps));
  router.use(deviceRoutes(deps));
  router.use(pagesRoutes(deps));
  router.use(authorRoutes(deps));
  router.use(actionsRoutes(deps));
  router.use(contactRoutes(deps));
  router.use(plansRoute(deps));
  router.use(cardEntryRoute(deps));
  router.use(historyRoute(deps));
  router.use(subscriptionRoutes(deps));
  router.use('/admin', adminRoutes(deps));
  return router;
}
