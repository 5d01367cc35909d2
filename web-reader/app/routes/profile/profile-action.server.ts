import { authCalls } from '@afrimedia/contracts';
import { data, redirect } from 'react-router';
import type { ReaderLoadContext } from '../../load-context.ts';
import { ApiError, type ApiClient, type CallInput } from '../../server/api.server.ts';
import { apiOf } from '../../server/reader.server.ts';
import { uploadImage } from './avatar-upload.server.ts';
import type { Intent, ProfileActionResult } from './profile-result.ts';
import { formOf } from '../../server/request-body.server.ts';
import { readerLanguage } from '../info/reader-language.server.ts';
import { cancelAutoRenew, changePlan, subscribeWithCard } from './subscription-action.server.ts';
import { signOutDevice, signOutOtherDevices } from './devices.server.ts';
import { isProfilesIntent, profilesAction } from './profiles-action.server.ts';

/** A picture may weigh 2 MB (spec §5); the rest of its form is a few hundred bytes. */
const MAX_FORM_BYTES = 2 * 1024 * 1024 + 64 * 1024;

const INTENTS: readonly Intent[] = [
  'personal',
  'email',
  'confirm-email',
  'password',
  'hide-watched',
  'erase-history',
  'notifications',
  'delete-account',
  'avatar',
  'subscribe',
  'change-plan',
  'cancel-subscription',
  'sign-out-device',
  'sign-out-other-devices',
];
const isIntent = (value: unknown): value is Intent => INTENTS.some((intent) => intent === value);

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

const refused = (intent: Intent, code: string, field: string | undefined, status: number) =>
  data<ProfileActionResult>({ intent, error: { code, ...(field ? { field } : {}) } }, { status });

/** The form field an API refusal names: `profile.mobile_phone` is the form's `mobile_phone`. */
const fieldOf = (field: string | undefined) => field?.split('.').pop();

async function saveProfile(api: ApiClient, body: CallInput<typeof authCalls.profile>['body']) {
  const answer = await api.call(authCalls.profile, { body });
  // Spec §4: an update answered with is_active false ends the session.
  if (!answer.is_active) {
    api.session.clear();
    throw redirect('/');
  }
}

/**
 * A new password ends every session of the account (the API's rule): this device signs in again with it, so
 * the reader stays signed in here while every other device is signed out.
 */
async function changePassword(api: ApiClient, form: FormData) {
  const password = text(form, 'password');
  if (password !== text(form, 'password_confirmation'))
    throw new ApiError(400, 'PASSWORD_CONFIRMATION_FAILED', '', 'password_confirmation');
  const { email } = await api.call(authCalls.user);
  await saveProfile(api, { password, current_password: text(form, 'current_password') });
  api.session.clear();
  try {
    api.session.replace(await api.call(authCalls.login, { body: { email, password } }));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    throw redirect(`/login?returnTo=${encodeURIComponent('/profile?t=login')}`);
  }
}

/**
 * The account page's writes (spec §2 account settings), one intent per form. Each works as a plain form post;
 * a refusal comes back with the API's code and the field it names, a success with the intent saved. The root
 * loader runs again afterwards, so the page shows the user as the API now knows it (spec §4 refetch).
 */
export async function profileAction(request: Request, context: ReaderLoadContext) {
  const api = apiOf(request, context);
  if (!api.session.tokens) throw redirect(`/login?returnTo=${encodeURIComponent('/profile')}`);
  const length = Number(request.headers.get('content-length') ?? Number.NaN);
  if (!(length <= MAX_FORM_BYTES)) return refused('avatar', 'FILE_TOO_LARGE', 'avatar', 413);
  const form = await formOf(request);
  const intent = form.get('intent');
  if (isProfilesIntent(intent)) return profilesAction(api, intent, form);
  if (!isIntent(intent)) return refused('personal', 'FIELDS_REQUIRED', undefined, 400);
  try {
    switch (intent) {
      case 'personal':
        await saveProfile(api, {
          phone: text(form, 'phone'),
          profile: {
            first_name: text(form, 'first_name'),
            last_name: text(form, 'last_name'),
            title: text(form, 'title'),
            birthdate: text(form, 'birthdate'),
            mobile_phone: text(form, 'mobile_phone'),
            country: text(form, 'country'),
            address: text(form, 'address'),
            zip_code: text(form, 'zip_code'),
          },
        });
        break;
      case 'email': {
        // The API sends a code to the new address; the account keeps the old one until it is confirmed.
        const answer = await api.call(authCalls.profile, {
          body: { email: text(form, 'email'), current_password: text(form, 'current_password') },
        });
        return { intent, saved: true, email: answer.pending_email } satisfies ProfileActionResult;
      }
      case 'confirm-email': {
        const { email } = await api.call(authCalls.confirmEmail, { body: { code: text(form, 'code') } });
        return { intent, saved: true, email } satisfies ProfileActionResult;
      }
      case 'password':
        await changePassword(api, form);
        break;
      case 'hide-watched':
        await saveProfile(api, { hide_watched: form.get('hide_watched') === '1' });
        break;
      case 'notifications':
        await api.call(authCalls.notifications, {
          body: { followers_new_content: form.get('followers_new_content') === '1' },
        });
        break;
      case 'erase-history':
        await api.call(authCalls.eraseHistory);
        break;
      case 'delete-account':
        if (form.get('confirm') !== '1') return refused(intent, 'FIELDS_REQUIRED', 'confirm', 400);
        await api.call(authCalls.deleteAccount, {
          body: { current_password: text(form, 'current_password') },
        });
        // The API has signed every device out; this one forgets its tokens and says what happened.
        api.session.clear();
        throw redirect('/login?deleted=1');
      case 'avatar': {
        const file = form.get('avatar');
        if (!(file instanceof File) || file.size === 0)
          return refused(intent, 'FIELDS_REQUIRED', 'avatar', 400);
        const upload = await uploadImage(request, context, api, file);
        await saveProfile(api, { avatar: upload.url });
        break;
      }
      case 'subscribe':
        return await subscribeWithCard(api, await readerLanguage(request, context), form);
      case 'change-plan':
        return await changePlan(api, await readerLanguage(request, context), form);
      case 'cancel-subscription':
        return await cancelAutoRenew(api, await readerLanguage(request, context));
      case 'sign-out-device':
        return await signOutDevice(api, text(form, 'device'));
      case 'sign-out-other-devices':
        return await signOutOtherDevices(api);
    }
    return { intent, saved: true } satisfies ProfileActionResult;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return refused(intent, error.code, fieldOf(error.field), error.status);
  }
}
