export * from './payment-port.ts';
export { failureReasonFor, type PaymentFailureReason } from './card-refusals.ts';
export { createStripeAdapter, type StripeAdapterOptions } from './stripe-adapter.ts';
export { verifyWebhook, type WebhookVerification } from './webhook-signature.ts';
