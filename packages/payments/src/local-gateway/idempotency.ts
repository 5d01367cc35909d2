import { isDeepStrictEqual } from 'node:util';
import { GatewayError } from './stripe-errors.ts';
import type { FormObject } from './form-body.ts';

export interface GatewayResponse {
  readonly status: number;
  readonly body: unknown;
}

interface Saved {
  readonly request: { readonly method: string; readonly path: string; readonly params: FormObject };
  readonly response: GatewayResponse;
}

/**
 * Stripe's idempotent requests: a POST repeated with the same `Idempotency-Key` and the same parameters gets
 * the first answer again, without running twice; the same key with other parameters is a 400
 * `idempotency_error`. Like Stripe, only answers from a request that ran are kept (successes and card
 * refusals), so a request refused for bad parameters can be corrected and sent again under its key.
 */
export class IdempotencyStore {
  readonly #saved = new Map<string, Saved>();

  replay(key: string, method: string, path: string, params: FormObject): GatewayResponse | undefined {
    const saved = this.#saved.get(key);
    if (!saved) return undefined;
    const same =
      saved.request.method === method &&
      saved.request.path === path &&
      isDeepStrictEqual(saved.request.params, params);
    if (!same) {
      throw new GatewayError(400, {
        error: {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
        },
      });
    }
    return saved.response;
  }

  save(key: string, method: string, path: string, params: FormObject, response: GatewayResponse): void {
    if (response.status === 200 || response.status === 402) {
      this.#saved.set(key, { request: { method, path, params }, response });
    }
  }
}
