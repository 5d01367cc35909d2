/** What a provider event tells about a subscription, in the few fields the platform reads of it. */
export type ProviderFact =
  | {
      readonly kind: 'invoice_paid';
      readonly providerSubscriptionId: string;
      readonly invoiceId: string;
      readonly amountCents: number;
    }
  | { readonly kind: 'invoice_failed'; readonly providerSubscriptionId: string; readonly invoiceId: string }
  | { readonly kind: 'subscription_deleted'; readonly providerSubscriptionId: string };

export interface ProviderEvent {
  readonly type: string;
  readonly data: { readonly object: unknown };
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * The subscription an invoice bills: under `parent.subscription_details` since Stripe's 2025 API versions,
 * on `subscription` before them.
 */
function invoiceSubscription(invoice: Json): string | undefined {
  const parent = isObject(invoice.parent) ? invoice.parent : undefined;
  const details = parent && isObject(parent.subscription_details) ? parent.subscription_details : undefined;
  const subscription = details?.subscription ?? invoice.subscription;
  return isObject(subscription) ? text(subscription.id) : text(subscription);
}

/** The fact an event states, or undefined for the events the platform does not act on. */
export function providerFactOf(event: ProviderEvent): ProviderFact | undefined {
  const object = event.data.object;
  if (!isObject(object)) return undefined;
  if (event.type === 'customer.subscription.deleted') {
    const providerSubscriptionId = text(object.id);
    return providerSubscriptionId ? { kind: 'subscription_deleted', providerSubscriptionId } : undefined;
  }
  if (event.type !== 'invoice.paid' && event.type !== 'invoice.payment_failed') return undefined;
  const providerSubscriptionId = invoiceSubscription(object);
  const invoiceId = text(object.id);
  if (!providerSubscriptionId || !invoiceId) return undefined;
  if (event.type === 'invoice.payment_failed') {
    return { kind: 'invoice_failed', providerSubscriptionId, invoiceId };
  }
  const amountCents = typeof object.amount_paid === 'number' ? object.amount_paid : 0;
  return { kind: 'invoice_paid', providerSubscriptionId, invoiceId, amountCents };
}
