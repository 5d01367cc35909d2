import { authorCalls } from '@afrimedia/contracts';
import { contentDecider, contentStream, reject, SYSTEM_ACTOR } from '@afrimedia/domain';
import { Router } from 'express';
import { contentById, ownedBy } from '../../commands/stream-facts.ts';
import { isAdmin, verifiedAuthor } from '../../http/guards.ts';
import { markCancelled } from '../../media/encoder/encoder-tasks.ts';
import { CANCELLED_REASON } from '../../media/encoder/encoder-worker.ts';
import { addRoute } from '../define-route.ts';
import type { RouteDeps } from '../route-deps.ts';
import { encoderViews } from './encoder-views.ts';

/** Cancelling an encoding: the content's own stream says whose it is and whether it is still waiting. */
export function encoderCommandRoutes(deps: RouteDeps): Router {
  const router = Router();
  const { db, store, dispatch } = deps;
  const { ownTask, taskView } = encoderViews(db);

  addRoute(router, authorCalls.cancelEncoderTask, async ({ params, request }) => {
    const user = verifiedAuthor(request);
    // The read model only finds which content the media belongs to; its stream decides the rest.
    const { content: located } = await ownTask(user, params.id);
    const found = await contentById(store, located.content_id);
    const content = ownedBy(found?.state, { userId: user.user_id, isAdmin: isAdmin(user) }, 'NOT_FOUND');
    if (content.media?.mediaId !== params.id || content.media.status !== 'uploaded')
      throw reject('INVALID_STATE_TRANSITION');
    const cancelled = await dispatch(request, {
      stream: contentStream(content.contentId),
      decider: contentDecider,
      actorId: SYSTEM_ACTOR,
      command: {
        type: 'FailMediaEncoding',
        data: { contentId: content.contentId, mediaId: params.id, reason: CANCELLED_REASON },
      },
    });
    // The content decides last: an encoding that finished a moment ago can no longer be cancelled.
    if (cancelled.events.length === 0) throw reject('INVALID_STATE_TRANSITION');
    await markCancelled(db, params.id);
    return taskView(request, await ownTask(user, params.id));
  });

  return router;
}
