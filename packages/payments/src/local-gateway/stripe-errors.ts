import type { CardFailure } from './test-cards.ts';

/** Stripe's error body: `{ error: { type, code, decline_code, message, param } }`, the shape the SDK parses. */
export interface StripeErrorBody {
  readonly error: {
    readonly type: 'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error';
    readonly message: string;
    readonly code?: string;
    readonly decline_code?: string;
    readonly param?: string;
  };
}

/** A refusal the gateway answers with Stripe's status code and body; the SDK turns the status into its class. */
export class GatewayError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.error.message);
  }
}

/** 402, which the SDK raises as `StripeCardError`. `param` is `card[…]` on creation, as Stripe names it. */
export function cardError(failure: CardFailure, paramPrefix?: string): GatewayError {
  const param =
    failure.param === undefined
      ? undefined
      : paramPrefix
        ? `${paramPrefix}[${failure.param}]`
        : failure.param;
  return new GatewayError(402, {
    error: {
      type: 'card_error',
      code: failure.code,
      ...(failure.declineCode === undefined ? {} : { decline_code: failure.declineCode }),
      ...(param === undefined ? {} : { param }),
      message: failure.message,
    },
  });
}

export function invalidRequest(message: string, extra: { code?: string; param?: string } = {}): GatewayError {
  return new GatewayError(400, { error: { type: 'invalid_request_error', message, ...extra } });
}

export function missingParam(param: string): GatewayError {
  return invalidRequest(`Missing required param: ${param}.`, { code: 'parameter_missing', param });
}

export function noSuch(resource: string, id: string, param?: string): GatewayError {
  return new GatewayError(404, {
    error: {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such ${resource}: '${id}'`,
      ...(param === undefined ? {} : { param }),
    },
  });
}

/** Stripe answers an unknown or missing key with 401 and an `invalid_request_error`. */
export function unauthenticated(message: string): GatewayError {
  return new GatewayError(401, { error: { type: 'invalid_request_error', message } });
}

/** What Stripe answers a publishable key used for a call that needs the secret one. */
export function secretKeyRequired(): GatewayError {
  return unauthenticated(
    'This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.',
  );
}
