import { contactCalls } from '@afrimedia/contracts';
import { data, Form, Link, redirect, useNavigation, useSearchParams } from 'react-router';
import type { Route } from './+types/contact';
import { useErrorText, useT } from '../../i18n/use-t.ts';
import { useRoot } from '../../layout/use-root.ts';
import { pageMeta } from '../../meta.ts';
import { ApiError } from '../../server/api.server.ts';
import { apiOf } from '../../server/reader.server.ts';
import { readerLanguage } from './reader-language.server.ts';
import { formOf } from '../../server/request-body.server.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { titleId: 'info.contact.title' });

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const isField = (name: string | undefined): name is Field => FIELDS.some((field) => field === name);

export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  const values = Object.fromEntries(FIELDS.map((field) => [field, String(form.get(field) ?? '')])) as Values;
  try {
    await apiOf(request, context).call(contactCalls.send, {
      body: values,
      // The team answers in the language the reader wrote from.
      headers: { 'accept-language': await readerLanguage(request, context) },
    });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data({ values, error: { code: error.code, field: error.field } }, { status: error.status });
  }
  // After the post, a reload shows the thanks again rather than sending the message twice.
  const sent = new URL(request.url);
  sent.search = '';
  sent.searchParams.set('sent', '1');
  const lang = new URL(request.url).searchParams.get('lang');
  if (lang) sent.searchParams.set('lang', lang);
  return redirect(`${sent.pathname}${sent.search}`);
}

function Thanks() {
  const t = useT();
  return (
    <div className="info-page narrow" role="status">
      <h1>{t('info.contact.thanksTitle')}</h1>
      <p>{t('info.contact.thanks')}</p>
      <p>
        <Link to="/contact">{t('info.contact.another')}</Link>
      </p>
    </div>
  );
}

/**
 * Spec §2 /contact: the form reaches the platform team by e-mail. A plain POST form, so it works without
 * scripts; a refusal comes back with what was typed and the reason next to its field.
 */
export default function Contact({ actionData }: Route.ComponentProps) {
  const t = useT();
  const errorText = useErrorText();
  const { user } = useRoot();
  const [search] = useSearchParams();
  const sending = useNavigation().state === 'submitting';
  if (search.get('sent') === '1') return <Thanks />;

  const error = actionData?.error;
  const fieldAtFault = isField(error?.field) ? error.field : undefined;
  const typed: Partial<Values> = actionData?.values ?? {
    name: user ? [user.first_name, user.last_name].filter(Boolean).join(' ') : '',
    email: user?.email ?? '',
  };
  const errorOf = (field: Field) =>
    error && fieldAtFault === field ? (
      <p id={`contact-${field}-error`} className="field-error" role="alert">
        {errorText(error.code)}
      </p>
    ) : null;
  const described = (field: Field, hint?: string) =>
    [hint, fieldAtFault === field ? `contact-${field}-error` : undefined].filter(Boolean).join(' ') ||
    undefined;
  const invalid = (field: Field) => (fieldAtFault === field ? true : undefined);

  return (
    <div className="info-page narrow">
      <h1>{t('info.contact.title')}</h1>
      <p>{t('info.contact.lead')}</p>
      <Form method="post" className="stack contact-form">
        <p className="contact-form__required">{t('info.contact.required')}</p>
        <label>
          {t('info.contact.name')}
          <input
            name="name"
            autoComplete="name"
            required
            maxLength={100}
            defaultValue={typed.name}
            aria-invalid={invalid('name')}
            aria-describedby={described('name')}
          />
        </label>
        {errorOf('name')}
        <label>
          {t('info.contact.email')}
          <input
            name="email"
            type="email"
            autoComplete="email"
            required
            dir="ltr"
            defaultValue={typed.email}
            aria-invalid={invalid('email')}
            aria-describedby={described('email')}
          />
        </label>
        {errorOf('email')}
        <label>
          {t('info.contact.subject')}
          <input
            name="subject"
            required
            maxLength={150}
            dir="auto"
            defaultValue={typed.subject}
            aria-invalid={invalid('subject')}
            aria-describedby={described('subject')}
          />
        </label>
        {errorOf('subject')}
        <label>
          {t('info.contact.message')}
          <textarea
            name="message"
            required
            minLength={10}
            maxLength={5000}
            rows={7}
            dir="auto"
            defaultValue={typed.message}
            aria-invalid={invalid('message')}
            aria-describedby={described('message', 'contact-message-hint')}
          />
        </label>
        <p id="contact-message-hint" className="contact-form__hint">
          {t('info.contact.messageHint')}
        </p>
        {errorOf('message')}
        {error && !fieldAtFault ? (
          <p className="field-error" role="alert">
            {t('info.contact.failed')} {errorText(error.code)}
          </p>
        ) : null}
        <p>
          <button type="submit" className="button" disabled={sending}>
            {sending ? t('info.contact.sending') : t('info.contact.send')}
          </button>
        </p>
      </Form>
    </div>
  );
}
