import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigation, useSubmit } from 'react-router';
import { useMessages } from '../../i18n/MessagesProvider.tsx';
import { useErrorText, useT } from '../../i18n/use-t.ts';
import { fieldError, FormStatus } from './form-parts.tsx';
import type { ProfileActionResult } from './profile-result.ts';
import type { CardProblem, MountedCard } from './stripe-card.client.ts';
import { CardOwnerField, keptOf, PlanChoice, type Plans } from './subscribe-parts.tsx';
import { TabForm } from './TabForm.tsx';

/**
 * Where the Card Element stands: `static` until scripts run (the server's page, or a page without scripts),
 * `loading` Stripe.js, `ready` to take a card, or `failed` to load.
 */
type CardState = 'static' | 'loading' | 'ready' | 'failed';

/**
 * The plan choice and a card taken by Stripe's Card Element, for a platform paid through Stripe. The element's
 * code (the loader of Stripe.js) is fetched only here, by a dynamic import, never with the page's first scripts.
 * On submit Stripe.js turns the card into a payment method, whose id alone goes to our server in the hidden
 * `payment_method` field: the card number never reaches it. What Stripe finds wrong with the card shows beside
 * the card, with the spec's card messages.
 */
export function StripeSubscribeForm({
  plans,
  publishableKey,
  result,
}: {
  plans: Plans;
  publishableKey: string;
  result: ProfileActionResult | undefined;
}) {
  const t = useT();
  const errorText = useErrorText();
  const { locale } = useMessages();
  const submit = useSubmit();
  const navigation = useNavigation();
  const container = useRef<HTMLDivElement>(null);
  const card = useRef<MountedCard | undefined>(undefined);
  const sending = useRef(false);
  const [state, setState] = useState<CardState>('static');
  const [problem, setProblem] = useState<CardProblem | undefined>();
  const kept = keptOf(result);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let gone = false;
    let mounted: MountedCard | undefined;
    setState('loading');
    import('./stripe-card.client.ts')
      .then(({ mountCard }) =>
        mountCard({ publishableKey, container: element, locale, onProblem: setProblem }),
      )
      .then((made) => {
        mounted = made;
        if (gone) return made.destroy();
        card.current = made;
        setState('ready');
      })
      .catch(() => {
        if (!gone) setState('failed');
      });
    return () => {
      gone = true;
      mounted?.destroy();
      card.current = undefined;
    };
  }, [publishableKey, locale]);

  // A refused form shows the card empty again, as the page's own card fields do.
  useEffect(() => {
    if (kept) card.current?.clear();
  }, [kept]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const mounted = card.current;
    if (!mounted || sending.current || navigation.state !== 'idle') return;
    sending.current = true;
    setProblem(undefined);
    try {
      const owner = new FormData(form).get('card_owner');
      const made = await mounted.paymentMethod(typeof owner === 'string' ? owner.trim() : '');
      if ('problem' in made) {
        setProblem(made.problem);
        return;
      }
      const field = form.elements.namedItem('payment_method');
      if (!(field instanceof HTMLInputElement)) return;
      field.value = made.id;
      // The form's data is read at once; a payment method is used once, so a second try makes a new one.
      const sent = submit(form);
      field.value = '';
      await sent;
    } finally {
      sending.current = false;
    }
  };

  const shown = problem ?? fieldError(result, 'subscribe', 'payment_method');
  const note =
    state === 'static'
      ? t('profile.subscriptions.cardNeedsScript')
      : state === 'failed'
        ? t('profile.subscriptions.cardUnavailable')
        : undefined;
  const described = [note ? 'profile-card-note' : '', shown ? 'profile-card-error' : ''].filter(Boolean);
  return (
    <TabForm
      tab="subscriptions"
      intent="subscribe"
      submit={t('profile.subscriptions.subscribe')}
      onSubmit={(event) => void onSubmit(event)}
      disabled={state !== 'ready'}
    >
      <PlanChoice plans={plans} result={result} />
      <fieldset className="card-fields">
        <legend>{t('profile.subscriptions.card')}</legend>
        <CardOwnerField result={result} />
        <input type="hidden" name="payment_method" defaultValue="" />
        <div className="field">
          <span id="profile-card-label" className="card-element__label">
            {t('profile.subscriptions.cardElement')}
          </span>
          <div
            ref={container}
            id="profile-card"
            className="card-element"
            role="group"
            aria-labelledby="profile-card-label"
            aria-describedby={described.length > 0 ? described.join(' ') : undefined}
            aria-busy={state === 'loading'}
            aria-invalid={shown ? true : undefined}
            dir="ltr"
            hidden={state === 'static' || state === 'failed'}
          />
          {note ? (
            <p
              id="profile-card-note"
              className={state === 'failed' ? 'field-error' : 'field-hint'}
              role={state === 'failed' ? 'alert' : undefined}
            >
              {note}
            </p>
          ) : null}
          {shown ? (
            <p id="profile-card-error" className="field-error" role="alert">
              {errorText(shown)}
            </p>
          ) : null}
        </div>
      </fieldset>
      <FormStatus result={result} intent="subscribe" fields={['plan', 'card_owner', 'payment_method']} />
    </TabForm>
  );
}
