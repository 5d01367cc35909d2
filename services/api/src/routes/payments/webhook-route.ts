import { paymentsCalls } from '@afrimedia/contracts';
import { reject } from '@afrimedia/domain';
import { verifyWebhook } from '@afrimedia/payments';
import express, { Router } from 'express';
import { applyProviderEvent } from '../../use-cases/apply-provider-event.ts';
import { storePorts } from '../../use-cases/store-ports.ts';
import type { RouteDeps } from '../route-deps.ts';

/**
 * The payment provider's webhooks. Mounted before the JSON parser and the site wall: the signature is checked
 * over the raw body exactly as sent, and the provider is no visitor the wall could ask a password of. A bad signature answers 400 and
 * nothing is read further.
 */
export function webhookRoute(deps: RouteDeps): Router {
  const router = Router();
  router.post(
    paymentsCalls.stripeWebhook.path,
    express.raw({ type: () => true, limit: '1mb' }),
    async (request, response) => {
      const payments = deps.payments;
      if (!payments) throw reject('PAYMENTS_NOT_AVAILABLE');
      const now = deps.clock();
      const verified = verifyWebhook({
        rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        signatureHeader: request.get('stripe-signature'),
        secret: payments.webhookSecret,
        receivedAt: now,
      });
      // Refused like a malformed Idempotency-Key: a header the call needs is not as it must be.
      if (!verified.ok) throw reject('FIELDS_REQUIRED', 'Stripe-Signature');
      const { event } = verified;
      const ports = storePorts(deps.store, {
        clock: deps.clock,
        correlationId: event.id,
        idempotencyKey: `stripe:${event.id}`,
      });
      await applyProviderEvent(ports, payments.port, event);
      response.status(200).json({ received: true });
    },
  );
  return router;
}
