import type { BrowserContext } from 'playwright-core';

/**
 * A stand-in for Stripe.js (https://js.stripe.com), which this machine cannot reach, for browser tests of the
 * reader's Stripe card form. It offers what the reader uses, shaped as Stripe.js offers it: `Stripe(key)`,
 * `elements().create('card')` with `mount`, `on('change')`, `clear` and `destroy`, and `createPaymentMethod`,
 * which checks the element is complete (Stripe.js's `validation_error`s) and then posts the card to
 * https://api.stripe.com/v1/payment_methods with the publishable key in the form, as Stripe.js does, answering
 * `{ paymentMethod }` or Stripe's `{ error }` as it came. Its inputs have no name, so no form can send them,
 * as none can reach the inputs inside Stripe's frame.
 */
function fakeStripeJs() {
  type Problem = { type: 'validation_error'; code: string; message: string };
  type ChangeHandler = (event: {
    elementType: 'card';
    empty: boolean;
    complete: boolean;
    error?: Problem;
  }) => void;

  const digits = (value: string) => value.replace(/\D/g, '');

  function cardElement() {
    const handlers: ChangeHandler[] = [];
    const input = (label: string, placeholder: string, autocomplete: string, size: string) => {
      const element = document.createElement('input');
      element.setAttribute('aria-label', label);
      element.placeholder = placeholder;
      element.setAttribute('autocomplete', autocomplete);
      element.inputMode = 'numeric';
      element.style.cssText = `flex:${size};min-inline-size:0;border:0;padding:0;min-block-size:auto;font:inherit;font-size:16px;background:transparent`;
      return element;
    };
    const number = input('Card number', '1234 1234 1234 1234', 'cc-number', '1 1 9rem');
    const expiry = input('Expiration date MM / YY', 'MM / YY', 'cc-exp', '0 0 4.5rem');
    const cvc = input('CVC', 'CVC', 'cc-csc', '0 0 3rem');
    const row = document.createElement('div');
    row.style.cssText = 'display:flex;gap:0.5rem;align-items:center';
    row.append(number, expiry, cvc);

    const expiryParts = () => {
      const [month = '', year = ''] = expiry.value.split('/').map((part) => digits(part));
      return { month, year };
    };
    /** What Stripe.js answers an incomplete card with, field by field in its order. */
    const incomplete = (): Problem | undefined => {
      if (digits(number.value).length < 15) {
        return {
          type: 'validation_error',
          code: 'incomplete_number',
          message: 'Your card number is incomplete.',
        };
      }
      const { month, year } = expiryParts();
      if (month.length === 0 || year.length < 2) {
        return {
          type: 'validation_error',
          code: 'incomplete_expiry',
          message: "Your card's expiration date is incomplete.",
        };
      }
      if (digits(cvc.value).length < 3) {
        return {
          type: 'validation_error',
          code: 'incomplete_cvc',
          message: "Your card's security code is incomplete.",
        };
      }
      return undefined;
    };
    const changed = () => {
      const empty = [number, expiry, cvc].every((field) => field.value === '');
      for (const handler of handlers) handler({ elementType: 'card', empty, complete: !incomplete() });
    };
    for (const field of [number, expiry, cvc]) field.addEventListener('input', changed);

    return {
      mount(target: string | HTMLElement) {
        const container = typeof target === 'string' ? document.querySelector(target) : target;
        if (!container)
          throw new Error('IntegrationError: The selector you specified does not match an element.');
        container.append(row);
      },
      on(event: string, handler: ChangeHandler) {
        if (event === 'change') handlers.push(handler);
      },
      clear() {
        for (const field of [number, expiry, cvc]) field.value = '';
        changed();
      },
      focus: () => number.focus(),
      destroy: () => row.remove(),
      incomplete,
      card: () => {
        const { month, year } = expiryParts();
        return { number: digits(number.value), exp_month: month, exp_year: year, cvc: digits(cvc.value) };
      },
    };
  }

  type CardElement = ReturnType<typeof cardElement>;

  function Stripe(key: string) {
    return {
      elements: () => ({
        create(type: string) {
          if (type !== 'card')
            throw new Error(`this stand-in for Stripe.js makes card elements only, not ${type}`);
          return cardElement();
        },
      }),
      async createPaymentMethod(data: {
        type: string;
        card: CardElement;
        billing_details?: { name?: string };
      }) {
        const problem = data.card.incomplete();
        if (problem) return { error: problem };
        const card = data.card.card();
        const form = new URLSearchParams({
          type: data.type,
          'card[number]': card.number,
          'card[exp_month]': card.exp_month,
          'card[exp_year]': card.exp_year,
          'card[cvc]': card.cvc,
          'billing_details[name]': data.billing_details?.name ?? '',
          key,
        });
        let response: Response;
        try {
          response = await fetch('https://api.stripe.com/v1/payment_methods', { method: 'POST', body: form });
        } catch {
          return {
            error: {
              type: 'api_connection_error',
              message: 'An error occurred with our connection to Stripe.',
            },
          };
        }
        const answer = (await response.json()) as { error?: unknown };
        return response.ok ? { paymentMethod: answer } : { error: answer.error };
      },
    };
  }
  // The release train @stripe/stripe-js expects, so it loads this without a version warning.
  Stripe.version = 'endive';
  (window as unknown as { Stripe: typeof Stripe }).Stripe = Stripe;
}

/**
 * Serves the stand-in for every script of js.stripe.com in `context`, and sends what its pages post to
 * api.stripe.com to the local gateway (`gateway`, which answers like Stripe's API), so the page's own
 * Content-Security-Policy is what lets them through or not.
 */
export async function routeStripeToLocalGateway(context: BrowserContext, gateway: string): Promise<void> {
  await context.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: `(${fakeStripeJs.toString()})();` }),
  );
  await context.route('https://api.stripe.com/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${gateway}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
}
