import { Router } from 'express';
import { admin } from '../../http/guards.ts';
import type { RouteDeps } from '../route-deps.ts';
import { authorApplicationsRoutes } from './author-applications/index.ts';
import { configurationRoutes } from './configuration/index.ts';
import { legalVersionsRoutes } from './legal-versions/index.ts';
import { publicationApplicationsRoutes } from './publication-applications/index.ts';
import { scheduledContentRoutes } from './scheduled-content/index.ts';
import { reportsRoutes } from './reports/index.ts';
import { queuesRoutes } from './queues/index.ts';
import { eventsRoutes } from './events/index.ts';
import { articlesRoutes } from './articles/index.ts';
import { videosRoutes } from './videos/index.ts';
import { podcastsRoutes } from './podcasts/index.ts';
import { projectionsRoutes } from './projections/index.ts';
import { contactMessagesRoutes } from './contact-messages/index.ts';
import { subscriptionsRoutes } from './subscriptions/index.ts';
import { paymentsRoutes } from './payments/index.ts';
import { planPricesRoutes } from './plan-prices/index.ts';
import { adBreaksRoutes } from './ad-breaks/index.ts';
import { usersRoutes } from './users/index.ts';
import { authorsRoutes } from './authors/index.ts';
import { publicationsRoutes } from './publications/index.ts';
import { sitePagesRoutes } from './site-pages/index.ts';
import { agendaEventsRoutes } from './agenda-events/index.ts';
import { categoriesRoutes } from './categories/index.ts';
import { topicsRoutes } from './topics/index.ts';
import { incomeRoutes } from './income/index.ts';

/**
 * The admin console's API under /api/admin, one line per resource. The guard runs before any resource, so an
 * anonymous caller gets 401 and a signed-in non-admin 403 even for a resource that does not exist.
 */
export function adminRoutes(deps: RouteDeps): Router {
  const router = Router();
  router.use((request, _response, next) => {
    admin(request);
    next();
  });
  router.use('/author-applications', authorApplicationsRoutes(deps));
  router.use('/configuration', configurationRoutes(deps));
  router.use('/legal-versions', legalVersionsRoutes(deps));
  router.use('/publication-applications', publicationApplicationsRoutes(deps));
  router.use('/scheduled-content', scheduledContentRoutes(deps));
  router.use('/reports', reportsRoutes(deps));
  router.use('/queues', queuesRoutes(deps));
  router.use('/events', eventsRoutes(deps));
  router.use('/articles', articlesRoutes(deps));
  router.use('/videos', videosRoutes(deps));
  router.use('/podcasts', podcastsRoutes(deps));
  router.use('/projections', projectionsRoutes(deps));
  router.use('/contact-messages', contactMessagesRoutes(deps));
  router.use('/subscriptions', subscriptionsRoutes(deps));
  router.use('/payments', paymentsRoutes(deps));
  router.use('/plan-prices', planPricesRoutes(deps));
  router.use('/ad-breaks', adBreaksRoutes(deps));
  router.use('/users', usersRoutes(deps));
  router.use('/authors', authorsRoutes(deps));
  router.use('/publications', publicationsRoutes(deps));
  router.use('/site-pages', sitePagesRoutes(deps));
  router.use('/agenda-events', agendaEventsRoutes(deps));
  router.use('/categories', categoriesRoutes(deps));
  router.use('/topics', topicsRoutes(deps));
  // Rate cards, statements due, payouts, refused reads and income checks, each at its own path.
  router.use(incomeRoutes(deps));
  return router;
}
