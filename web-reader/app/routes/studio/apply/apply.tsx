import { authCalls, authorCalls } from '@afrimedia/contracts';
import { useState } from 'react';
import { Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/apply';
import { useT } from '../../../i18n/use-t.ts';
import { pageMeta } from '../../../meta.ts';
import { apiOf } from '../../../server/reader.server.ts';
import { errorOfForm, errorOn, keptInput } from '../../auth/field-error.ts';
import { Field, FormAlert } from '../../auth/Field.tsx';
import { refused, textOf } from '../../auth/form-answer.server.ts';
import { useOwnChecks } from '../../auth/use-own-checks.ts';
import { countryOptions, pageLanguage } from '../../profile/countries.server.ts';
import { SelectField } from '../../profile/form-parts.tsx';
import { FileUpload } from '../uploads/FileUpload.tsx';
import { TextArea } from './TextArea.tsx';
import { userOrSignIn } from './user-or-sign-in.server.ts';
import { formOf } from '../../../server/request-body.server.ts';

const PENDING = '/page/become-author-pending';
const FORM_FIELDS = ['expertise_title', 'about_me', 'country'];
const API_FIELDS = { expertise_title: 'expertise_title', about_me: 'about_me', country: 'country' };

/** The refused application, to correct: the team's reason and what was sent, when the API still has it. */
interface Refused {
  readonly reason: string | null;
  readonly sent: {
    readonly expertise_title: string;
    readonly about_me: string;
    readonly country: string;
  } | null;
}

/**
 * Someone who has not applied yet gets the form, and so does someone the platform team refused, with what they
 * sent to correct; an application waiting shows where it stands, and a validated author goes to work. The
 * country list is named in the page's language.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await userOrSignIn(request, context);
  if (user.userVerificationStatus === 'verified') throw redirect('/publications');
  if (user.userVerificationStatus === 'pending') throw redirect(PENDING);
  const api = apiOf(request, context);
  const countries = countryOptions(pageLanguage(request, api.lang, user.lang));
  if (user.userVerificationStatus !== 'rejected') return { countries, refused: null };
  const { reason, sent } = await api.call(authorCalls.application);
  const refused: Refused = {
    reason,
    sent: sent && {
      expertise_title: sent.expertiseTitle,
      about_me: sent.aboutMe,
      country: sent.country ?? '',
    },
  };
  return { countries, refused };
}

/** Spec author upgrade (PUT auth/profile with role owner): the API checks the texts and answers in its words. */
export async function action({ request, context }: Route.ActionArgs) {
  await userOrSignIn(request, context);
  const form = await formOf(request);
  const kept = {
    expertise_title: textOf(form, 'expertise_title').trim(),
    about_me: textOf(form, 'about_me').trim(),
    country: textOf(form, 'country'),
  };
  const avatar = textOf(form, 'avatar');
  try {
    await apiOf(request, context).call(authCalls.profile, {
      body: {
        role: 'owner',
        expertise_title: kept.expertise_title,
        about_me: kept.about_me,
        ...(kept.country ? { country: kept.country } : {}),
        ...(avatar ? { avatar } : {}),
      },
    });
  } catch (error) {
    return refused(error, { kept }, API_FIELDS, { WRONG_COUNTRY: 'country' });
  }
  throw redirect(PENDING);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { titleId: 'studioApply.apply.title' });

/** A refused applicant sees why before correcting what they sent. */
function RefusedBefore({ reason }: { reason: string | null }) {
  const t = useT();
  return (
    <div className="auth-notice" role="status">
      <p>{t('studioApply.apply.again')}</p>
      {reason ? (
        <figure className="studio-standing__reason" aria-labelledby="studio-apply-reason">
          <figcaption id="studio-apply-reason">{t('studioApply.pending.reason')}</figcaption>
          <blockquote dir="auto">{reason}</blockquote>
        </figure>
      ) : null}
    </div>
  );
}

/**
 * Spec §3 author profile: an expertise title, an about-me text and, if the applicant wants, a country and a photo
 * (uploaded as it is picked; the form sends its address).
 */
export default function Apply({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const ownChecks = useOwnChecks();
  const sending = useNavigation().state === 'submitting';
  const { refused } = loaderData;
  const kept = actionData?.kept ?? refused?.sent;
  const error = actionData?.error;
  const keptAs = keptInput<'expertise_title' | 'about_me'>(kept, error);
  const [photo, setPhoto] = useState<string | null>(null);
  return (
    <div className="auth studio-apply">
      <h1>{t('studioApply.apply.title')}</h1>
      <p>{t('studioApply.apply.lead')}</p>
      {refused ? <RefusedBefore reason={refused.reason} /> : null}
      <Form method="post" className="stack" noValidate={ownChecks}>
        <FormAlert code={errorOfForm(error, FORM_FIELDS)} />
        <Field
          label={t('studioApply.apply.expertise')}
          help={t('studioApply.apply.expertiseHelp')}
          required
          maxLength={200}
          dir="auto"
          {...keptAs('expertise_title')}
        />
        <TextArea
          label={t('studioApply.apply.about')}
          help={t('studioApply.apply.aboutHelp')}
          required
          maxLength={5000}
          {...keptAs('about_me')}
        />
        <SelectField
          name="country"
          label={t('studioApply.apply.country')}
          autoComplete="country"
          defaultValue={kept?.country ?? ''}
          error={errorOn(error, 'country')}
        >
          <option value="">{t('studioApply.apply.noCountry')}</option>
          {loaderData.countries.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </SelectField>
        <FileUpload
          role="image"
          label={t('studioApply.apply.photo')}
          onUploaded={({ url }) => setPhoto(url)}
        />
        {photo ? <input type="hidden" name="avatar" value={photo} /> : null}
        <p className="auth-actions">
          <button type="submit" className="button" disabled={sending}>
            {t('studioApply.apply.submit')}
          </button>
          <Link to="/page/become-author">{t('studioApply.apply.guide')}</Link>
        </p>
      </Form>
    </div>
  );
}
