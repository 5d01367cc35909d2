import { profileCalls } from '@afrimedia/contracts';
import { PROFILE_COLOURS } from '@afrimedia/domain';
import { isMaturityRating, type MaturityRating } from '@afrimedia/domain/maturity';
import { data } from 'react-router';
import { ApiError, type ApiClient } from '../../server/api.server.ts';
import type { ProfileActionResult } from './profile-result.ts';

const PROFILES_INTENTS = ['create-profile', 'edit-profile', 'remove-profile', 'kids-pin'] as const;

export type ProfilesIntent = (typeof PROFILES_INTENTS)[number];

export const isProfilesIntent = (value: unknown): value is ProfilesIntent =>
  PROFILES_INTENTS.some((intent) => intent === value);

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The household decider names its fields in its own words; the forms name them as the calls do. */
const DOMAIN_FIELDS: Readonly<Record<string, string>> = { ageLimit: 'age_limit' };

/** A form field left out of the call when empty, so the API keeps (or picks) its value. */
const given = (form: FormData, name: string) => text(form, name) || undefined;

/** A colour of the palette, or none: the API then keeps the profile's (or picks one no other profile wears). */
const colourOf = (form: FormData) => PROFILE_COLOURS.find((colour) => colour === form.get('colour'));

/** The age limit select: `none` is no limit at all; anything else must be a maturity rating to be sent. */
function ageLimitOf(value: string): MaturityRating | null | undefined {
  if (value === 'none') return null;
  return isMaturityRating(value) ? value : undefined;
}

/**
 * The profiles tab's forms (spec §2 older screens: profiles, a kids profile, its PIN), each a plain form post
 * answered the way the account page answers its others: the intent saved (with the profile it was about), or the
 * API's refusal and the field it names. The root loader runs again afterwards, so the list shows the profiles as
 * the API now has them.
 */
export async function profilesAction(api: ApiClient, intent: ProfilesIntent, form: FormData) {
  const profile = text(form, 'profile');
  try {
    switch (intent) {
      case 'create-profile': {
        const kids = form.get('kids') === '1';
        const created = await api.call(profileCalls.createProfile, {
          body: {
            name: text(form, 'name'),
            colour: colourOf(form),
            language: given(form, 'language'),
            kids,
            // Only a kids profile is given a limit as it is made; any profile's can be set afterwards.
            ...(kids ? { age_limit: ageLimitOf(text(form, 'age_limit')) } : {}),
          },
        });
        return { intent, saved: true, profile: created.id } satisfies ProfileActionResult;
      }
      case 'edit-profile':
        await api.call(profileCalls.updateProfile, {
          params: { id: profile },
          body: {
            name: text(form, 'name'),
            colour: colourOf(form),
            language: given(form, 'language'),
            age_limit: ageLimitOf(text(form, 'age_limit')),
          },
        });
        return { intent, saved: true, profile } satisfies ProfileActionResult;
      case 'remove-profile':
        await api.call(profileCalls.removeProfile, { params: { id: profile } });
        return { intent, saved: true, profile } satisfies ProfileActionResult;
      case 'kids-pin':
        await api.call(profileCalls.setKidsPin, {
          body: { pin: text(form, 'pin'), current_password: text(form, 'current_password') },
        });
        return { intent, saved: true } satisfies ProfileActionResult;
    }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const named = error.field?.split('.').pop();
    const field = named === undefined ? undefined : (DOMAIN_FIELDS[named] ?? named);
    return data<ProfileActionResult>(
      { intent, error: { code: error.code, ...(field ? { field } : {}) } },
      { status: error.status },
    );
  }
}
