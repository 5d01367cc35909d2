import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StripeAccount, type PriceConfig } from './account.ts';
import { FormBodyError, parseFormBody, type FormObject } from './form-body.ts';
import { IdempotencyStore, type GatewayResponse } from './idempotency.ts';
import { newId } from './ids.ts';
import { route } from './routes.ts';
import { GatewayError, invalidRequest, secretKeyRequired, unauthenticated } from './stripe-errors.ts';
import { WebhookSender, type WebhookEndpoint } from './webhook-sender.ts';

export interface LocalGatewayOptions {
  /** The key callers must send as `Authorization: Bearer …`, like a Stripe test key (`sk_test_…`). */
  readonly secretKey: string;
  /**
   * The key a browser's Stripe.js would hold (`pk_test_…`): with it only `POST /v1/payment_methods` is allowed,
   * as at Stripe, and every other call is refused with Stripe's 401. Unset: no publishable key is accepted.
   */
  readonly publishableKey?: string;
  readonly prices: readonly PriceConfig[];
  /** Business time: period ends, expiry checks, event and signature timestamps. Tests pass a fake one. */
  readonly clock: () => Date;
  readonly webhook?: WebhookEndpoint;
  /** Defaults to an ephemeral port on 127.0.0.1. */
  readonly port?: number;
  readonly host?: string;
}

export interface LocalGateway {
  /** What the stripe SDK needs to talk to this gateway instead of api.stripe.com. */
  readonly connection: { readonly host: string; readonly port: number; readonly protocol: 'http' };
  readonly webhooks: WebhookSender;
  /** Runs the renewals and period-end cancellations the clock has reached (call after moving a fake clock). */
  renewDue(): void;
  close(): Promise<void>;
}

/** The API version the gateway's objects follow: the one the installed SDK pins. */
const apiVersion = '2026-10-28.endive';
const maxBodyBytes = 1_000_000;
/** The one call Stripe takes from a browser holding the publishable key: turning a card into a payment method. */
const publishableCall = '/v1/payment_methods';

/** api.stripe.com answers browsers from any origin (Stripe.js runs on the merchant's pages). */
const corsHeaders = { 'Access-Control-Allow-Origin': '*' };
const corsPreflightHeaders = {
  ...corsHeaders,
  'Access-Control-Allow-Methods': 'GET, POST, DELETE',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Idempotency-Key, Stripe-Version',
  'Access-Control-Max-Age': '300',
};

type Answer = GatewayResponse & { readonly replayed?: boolean };

/**
 * A local stand-in for Stripe's API in test mode, for `npm start` and tests without internet: the stripe SDK
 * is pointed at it (`host`, `port`, `protocol`) and runs its own request and error handling against it.
 * It keeps no raw card number and logs nothing.
 */
export async function startLocalGateway(options: LocalGatewayOptions): Promise<LocalGateway> {
  const webhooks = new WebhookSender(options.webhook, options.clock, apiVersion);
  const account = new StripeAccount(options.prices, options.clock, (type, object, previous) =>
    webhooks.publish(type, object, previous),
  );
  const idempotency = new IdempotencyStore();
  const keys = { secret: Buffer.from(options.secretKey), publishable: options.publishableKey };

  const handle = async (request: IncomingMessage): Promise<Answer> => {
    const body = await readBody(request);
    const url = new URL(request.url ?? '/', 'http://gateway');
    const method = request.method ?? 'GET';
    // Stripe.js sends its publishable key as the form's `key` parameter, sparing the browser a CORS preflight.
    const { key: formKey, ...params } = parse(method === 'POST' ? body : url.search.slice(1));
    const access = authenticate(
      request.headers.authorization ?? (typeof formKey === 'string' ? `Bearer ${formKey}` : undefined),
      keys,
    );
    if (access === 'publishable' && !(method === 'POST' && url.pathname === publishableCall)) {
      throw secretKeyRequired();
    }
    const key = method === 'POST' ? header(request, 'idempotency-key') : undefined;
    const replayed = key === undefined ? undefined : idempotency.replay(key, method, url.pathname, params);
    if (replayed) return { ...replayed, replayed: true };
    const response = answer(() => route(account, { method, path: url.pathname, params }, options.clock()));
    if (key !== undefined) idempotency.save(key, method, url.pathname, params, response);
    return response;
  };

  const server = createServer((request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, corsPreflightHeaders).end();
      return;
    }
    handle(request)
      .catch((error: unknown) => errorResponse(error))
      .then((result) => send(response, result, header(request, 'idempotency-key')))
      .catch(() => response.destroy());
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });

  return {
    connection: { host, port: (server.address() as AddressInfo).port, protocol: 'http' },
    webhooks,
    renewDue: () => account.renewDue(),
    close: async () => {
      await webhooks.settled();
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}

function authenticate(
  authorization: string | undefined,
  keys: { readonly secret: Buffer; readonly publishable: string | undefined },
): 'secret' | 'publishable' {
  if (!authorization) {
    throw unauthenticated(
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
    );
  }
  const given = Buffer.from(authorization.replace(/^Bearer\s+/i, ''));
  if (sameKey(given, keys.secret)) return 'secret';
  if (keys.publishable !== undefined && sameKey(given, Buffer.from(keys.publishable))) return 'publishable';
  // Stripe shows only the key's last four characters back.
  throw unauthenticated(`Invalid API Key provided: ${'*'.repeat(8)}${given.toString().slice(-4)}`);
}

const sameKey = (given: Buffer, expected: Buffer) =>
  given.length === expected.length && timingSafeEqual(given, expected);

function answer(run: () => object): GatewayResponse {
  try {
    return { status: 200, body: run() };
  } catch (error) {
    return errorResponse(error);
  }
}

function errorResponse(error: unknown): GatewayResponse {
  if (error instanceof GatewayError) return { status: error.status, body: error.body };
  return {
    status: 500,
    body: { error: { type: 'api_error', message: 'An unknown error occurred in the local gateway.' } },
  };
}

function parse(form: string): FormObject {
  try {
    return parseFormBody(form);
  } catch (error) {
    if (error instanceof FormBodyError) throw invalidRequest(error.message);
    throw error;
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > maxBodyBytes) throw invalidRequest('Request body too large.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function send(response: ServerResponse, result: Answer, idempotencyKey: string | undefined): void {
  response.writeHead(result.status, {
    ...corsHeaders,
    'Content-Type': 'application/json',
    'Request-Id': newId('req'),
    'Stripe-Version': apiVersion,
    ...(idempotencyKey === undefined ? {} : { 'Idempotency-Key': idempotencyKey }),
    ...(result.replayed ? { 'Idempotent-Replayed': 'true' } : {}),
  });
  response.end(JSON.stringify(result.body));
}
