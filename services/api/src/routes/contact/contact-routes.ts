import { contactCalls } from '@afrimedia/contracts';
import { contactDecider, contactStream } from '@afrimedia/domain';
import { Router } from 'express';
import { ATTEMPT_WINDOW_MS, attemptLimiter } from '../../auth/rate-limit.ts';
import { newStreamId } from '../../commands/dispatch.ts';
import { clientKey } from '../../http/client-address.ts';
import { addRoute } from '../define-route.ts';
import type { RouteDeps } from '../route-deps.ts';

/** Messages one client address may send the team per window: enough for a person, too few for a spammer. */
export const CONTACT_MESSAGES_PER_ADDRESS = 5;

/**
 * Spec §2 contact form: the message is recorded as an event of its own stream; the notifications reactor then
 * writes it to the platform team's inbox. Only well-formed messages count against the sender's limit.
 */
export function contactRoutes(deps: RouteDeps): Router {
  const router = Router();
  const perClient = attemptLimiter(deps.db, {
    name: 'contact-client',
    max: CONTACT_MESSAGES_PER_ADDRESS,
    windowMs: ATTEMPT_WINDOW_MS,
  });

  addRoute(router, contactCalls.send, async ({ body, request, response }) => {
    await perClient.hit(clientKey(request.ip), response);
    const messageId = newStreamId(request, 'contact');
    await deps.dispatch(request, {
      stream: contactStream(messageId),
      decider: contactDecider,
      command: {
        type: 'SendContactMessage',
        data: { messageId, language: request.ctx.lang, personal: body },
      },
    });
    return { ok: true as const };
  });

  return router;
}
