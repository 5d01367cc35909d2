import { authorCalls } from '@afrimedia/contracts';
import { medianValidationWaitSeconds } from '@afrimedia/read-models';
import { Router } from 'express';
import { signedIn } from '../../http/guards.ts';
import { readModelsOf } from '../../storage/api-db.ts';
import { addRoute } from '../define-route.ts';
import type { RouteDeps } from '../route-deps.ts';

/**
 * The pending screen's data: an applicant learns how long validation takes, and why it was refused if it was;
 * the texts they sent come back so a refused application can be corrected rather than typed again.
 */
export function applicationRoutes(deps: RouteDeps): Router {
  const router = Router();
  addRoute(router, authorCalls.application, async ({ request }) => {
    const user = signedIn(request);
    const [application, median] = await Promise.all([
      deps.db
        .selectFrom('admin_queues.author_applications')
        .select(['status', 'submitted_at', 'decided_at', 'reason', 'expertise_title', 'about_me', 'country'])
        .where('author_id', '=', user.user_id)
        .executeTakeFirst(),
      medianValidationWaitSeconds(readModelsOf(deps.db)),
    ]);
    return {
      status: application?.status ?? ('none' as const),
      submittedAt: application?.submitted_at.toISOString() ?? null,
      decidedAt: application?.decided_at?.toISOString() ?? null,
      reason: application?.reason ?? null,
      sent: application
        ? {
            expertiseTitle: application.expertise_title,
            aboutMe: application.about_me,
            country: application.country,
          }
        : null,
      medianValidationWaitSeconds: median,
    };
  });
  return router;
}
