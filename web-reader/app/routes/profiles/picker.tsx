import { useEffect, useRef } from 'react';
import { Form, Link, redirect } from 'react-router';
import type { Route } from './+types/picker';
import { useErrorText, useT } from '../../i18n/use-t.ts';
import { pageMeta } from '../../meta.ts';
import { apiOf } from '../../server/reader.server.ts';
import { signedInUser } from '../auth/session.server.ts';
import { tabPath } from '../profile/tabs.ts';
import { returnTo } from '../settings/return-to.ts';
import { switchProfile, type SwitchRefused } from './picker.server.ts';
import { ProfileAvatar } from './ProfileAvatar.tsx';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const user = await signedInUser(apiOf(request, context));
  if (!user) throw redirect(`/login?returnTo=${encodeURIComponent(url.pathname + url.search)}`);
  return {
    profiles: user.profiles,
    current: user.profile,
    /** Where the reader goes once a profile is chosen: the page a sign-in was heading to, else home. */
    back: returnTo(url.searchParams.get('returnTo'), request),
  };
}

export const action = ({ request, context }: Route.ActionArgs) => switchProfile(request, context);

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { titleId: 'profiles.picker.title' });

const PIN_ID = 'picker-pin';

/** The PIN a kids profile is left with, emptied and focused again after every refusal. */
function PinField({ refused }: { refused: SwitchRefused | undefined }) {
  const t = useT();
  const errorText = useErrorText();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!refused || !input.current) return;
    input.current.value = '';
    input.current.focus();
  }, [refused]);
  const code = refused?.error.code;
  const message =
    code === 'WRONG_VERIFICATION_CODE'
      ? t('profiles.pin.wrong')
      : code === 'TOO_MANY_ATTEMPTS'
        ? t('profiles.pin.paused')
        : code === 'FIELDS_REQUIRED'
          ? t('profiles.pin.missing')
          : code && errorText(code);
  return (
    <div className="picker__pin">
      <label htmlFor={PIN_ID}>{t('profiles.picker.pin')}</label>
      <p id={`${PIN_ID}-hint`} className="field-hint">
        {t('profiles.picker.pinHint')}
      </p>
      <input
        ref={input}
        id={PIN_ID}
        name="pin"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        pattern="[0-9]{4}"
        minLength={4}
        maxLength={4}
        required
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${PIN_ID}-hint ${PIN_ID}-error` : `${PIN_ID}-hint`}
      />
      {message ? (
        <p id={`${PIN_ID}-error`} className="field-error" role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Who is reading (spec §2 older screens, §4 picking a profile): every profile of the account as a large button of
 * one form that works without scripts. On a kids profile the form asks for the account's PIN first, since an
 * input belongs to one form only; the profile in use leads back to where the reader was going.
 */
export default function Picker({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { profiles, current, back } = loaderData;
  const leavingKids = profiles.some((profile) => profile.id === current && profile.kids);
  return (
    <div className="picker">
      <h1>{t('profiles.picker.title')}</h1>
      <Form method="post" className="picker__form">
        <input type="hidden" name="returnTo" value={back} />
        {leavingKids ? <PinField refused={actionData} /> : null}
        {!leavingKids && actionData ? <PickerAlert refused={actionData} /> : null}
        <ul className="picker__list" aria-label={t('profiles.picker.list')}>
          {profiles.map((profile) => {
            const inner = (
              <>
                <ProfileAvatar profile={profile} size="large" />
                <span className="picker__name" dir="auto">
                  {profile.name}
                </span>
                {profile.kids ? <span className="profile-badge">{t('profiles.kids')}</span> : null}
                {profile.id === current ? (
                  <span className="picker__current">{t('profiles.picker.current')}</span>
                ) : null}
              </>
            );
            return (
              <li key={profile.id}>
                {profile.id === current ? (
                  <Link to={back} className="picker__choice" aria-current="true">
                    {inner}
                  </Link>
                ) : (
                  <button type="submit" name="profile" value={profile.id} className="picker__choice">
                    {inner}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </Form>
      {leavingKids ? null : (
        <p>
          <Link to={tabPath('profiles')}>{t('profiles.picker.manage')}</Link>
        </p>
      )}
    </div>
  );
}

/** A switch refused for another reason than the PIN (a profile removed meanwhile, say). */
function PickerAlert({ refused }: { refused: SwitchRefused }) {
  const errorText = useErrorText();
  return (
    <p className="field-error" role="alert">
      {errorText(refused.error.code)}
    </p>
  );
}
