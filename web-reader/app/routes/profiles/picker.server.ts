import { profileCalls } from '@afrimedia/contracts';
import { data, redirect } from 'react-router';
import type { ReaderLoadContext } from '../../load-context.ts';
import { ApiError, type ApiClient } from '../../server/api.server.ts';
import { apiOf } from '../../server/reader.server.ts';
import { formOf } from '../../server/request-body.server.ts';
import { signedInUser } from '../auth/session.server.ts';
import { returnTo } from '../settings/return-to.ts';

/** The picker's answer to a switch the API refused: the profile asked for and the API's code and field. */
export interface SwitchRefused {
  readonly profile: string;
  readonly error: { readonly code: string; readonly field?: string };
}

/** The picker, coming back to `target` once a profile is chosen. */
export const pickerPath = (target: string) =>
  target === '/' ? '/profiles' : `/profiles?returnTo=${encodeURIComponent(target)}`;

/**
 * Where a sign-in lands: an account shared by several profiles asks who is reading first (spec §4 picking a
 * profile after sign-in), then goes on to `target`; an account of one profile goes straight there.
 */
export async function landingAfterSignIn(api: ApiClient, target: string): Promise<string> {
  const user = await signedInUser(api);
  return user && user.profiles.length > 1 ? pickerPath(target) : target;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * Makes the chosen profile this device's (the API keeps it with the session, so every later call answers that
 * profile's lists, and the root's fresh user replaces the watched map: spec §4), then goes where the reader was
 * heading. Leaving a kids profile sends the PIN typed; a refusal comes back to the picker with the API's code.
 */
export async function switchProfile(request: Request, context: ReaderLoadContext) {
  const api = apiOf(request, context);
  if (!api.session.tokens) throw redirect(`/login?returnTo=${encodeURIComponent('/profiles')}`);
  const form = await formOf(request);
  const profile = text(form, 'profile');
  const pin = text(form, 'pin');
  try {
    await api.call(profileCalls.switchProfile, { params: { id: profile }, body: pin ? { pin } : {} });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const refused: SwitchRefused = {
      profile,
      error: { code: error.code, ...(error.field ? { field: error.field } : {}) },
    };
    return data(refused, { status: error.status });
  }
  return redirect(returnTo(form.get('returnTo'), request), 303);
}
