export { startLocalGateway, type LocalGateway, type LocalGatewayOptions } from './server.ts';
export type { PriceConfig, EventType } from './account.ts';
export type { StripeEvent, DeliveryAttempt, WebhookEndpoint } from './webhook-sender.ts';
export { testCards } from './test-cards.ts';
