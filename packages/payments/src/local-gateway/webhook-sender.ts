import type { EventType } from './account.ts';
import { newId } from './ids.ts';
import { signatureHeader } from './webhook-signer.ts';

/** Where the gateway posts its events, and the secret (`whsec_…`) it signs them with. */
export interface WebhookEndpoint {
  readonly url: string;
  readonly secret: string;
  /**
   * Waits before each retry of a delivery the receiver did not answer with 2xx. Stripe retries for days;
   * tests want milliseconds. Defaults to three retries after 100, 400 and 1600 ms.
   */
  readonly retryDelaysMs?: readonly number[];
}

export interface StripeEvent {
  readonly id: string;
  readonly object: 'event';
  readonly type: EventType;
  readonly created: number;
  readonly api_version: string;
  readonly livemode: false;
  readonly pending_webhooks: number;
  readonly request: { readonly id: null; readonly idempotency_key: null };
  readonly data: { readonly object: object; readonly previous_attributes?: object };
}

export interface DeliveryAttempt {
  readonly eventId: string;
  /** The HTTP status the receiver answered, or the network error that stood for one. */
  readonly outcome: number | string;
}

/**
 * Records every event and posts each to the endpoint, signed, retrying what the receiver refused. Deliveries
 * run on their own: an API answer never waits for a receiver, and several events may arrive in any order, as
 * with Stripe.
 */
export class WebhookSender {
  readonly #events: StripeEvent[] = [];
  readonly #attempts: DeliveryAttempt[] = [];
  readonly #inFlight = new Set<Promise<void>>();
  #held: StripeEvent[] | undefined;

  constructor(
    private readonly endpoint: WebhookEndpoint | undefined,
    private readonly clock: () => Date,
    private readonly apiVersion: string,
  ) {}

  publish(type: EventType, object: object, previousAttributes?: object): void {
    const event: StripeEvent = {
      id: newId('evt'),
      object: 'event',
      type,
      created: this.#now(),
      api_version: this.apiVersion,
      livemode: false,
      pending_webhooks: this.endpoint ? 1 : 0,
      request: { id: null, idempotency_key: null },
      // A snapshot: later changes to the subscription must not rewrite an event already sent.
      data: structuredClone(
        previousAttributes ? { object, previous_attributes: previousAttributes } : { object },
      ),
    };
    this.#events.push(event);
    if (this.#held) this.#held.push(event);
    else if (this.endpoint) this.#track(this.#deliverWithRetries(this.endpoint, event));
  }

  /** Keeps the events published from now on until `release`: how a test has them arrive late or reordered. */
  hold(): void {
    this.#held ??= [];
  }

  /** Delivers the held events once each, oldest first or newest first, and publishes as usual again. */
  async release(order: 'oldest_first' | 'newest_first' = 'oldest_first'): Promise<void> {
    const held = this.#held ?? [];
    this.#held = undefined;
    const ids = held.map((event) => event.id);
    await this.resend(order === 'newest_first' ? ids.reverse() : ids);
  }

  /** Every event so far, oldest first. */
  events(): readonly StripeEvent[] {
    return [...this.#events];
  }

  attempts(): readonly DeliveryAttempt[] {
    return [...this.#attempts];
  }

  /**
   * Sends events again, in the order given (so out of order when asked), each `times` times in a row, once per
   * attempt and without retries: what a receiver sees when Stripe delivers twice or late.
   */
  async resend(eventIds: readonly string[], times = 1): Promise<void> {
    const endpoint = this.endpoint;
    if (!endpoint) throw new Error('No webhook endpoint is configured to resend to.');
    for (const eventId of eventIds) {
      const event = this.#events.find((candidate) => candidate.id === eventId);
      if (!event) throw new Error(`No such event: ${eventId}`);
      for (let i = 0; i < times; i += 1) await this.#deliver(endpoint, event);
    }
  }

  /** Resolves once every delivery started so far has succeeded or run out of retries. */
  async settled(): Promise<void> {
    while (this.#inFlight.size > 0) await Promise.all(this.#inFlight);
  }

  #track(delivery: Promise<void>): void {
    this.#inFlight.add(delivery);
    void delivery.finally(() => this.#inFlight.delete(delivery));
  }

  async #deliverWithRetries(endpoint: WebhookEndpoint, event: StripeEvent): Promise<void> {
    const delays = endpoint.retryDelaysMs ?? [100, 400, 1600];
    if (await this.#deliver(endpoint, event)) return;
    for (const delay of delays) {
      await new Promise((resolve) => setTimeout(resolve, delay));
      if (await this.#deliver(endpoint, event)) return;
    }
  }

  async #deliver(endpoint: WebhookEndpoint, event: StripeEvent): Promise<boolean> {
    const payload = JSON.stringify(event, null, 2);
    try {
      const response = await fetch(endpoint.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'Stripe-Signature': signatureHeader(payload, endpoint.secret, this.#now()),
        },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      this.#attempts.push({ eventId: event.id, outcome: response.status });
      return response.ok;
    } catch (error) {
      this.#attempts.push({
        eventId: event.id,
        outcome: error instanceof Error ? error.message : String(error),
      });
      return false;
    }
  }

  #now(): number {
    return Math.floor(this.clock().getTime() / 1000);
  }
}
