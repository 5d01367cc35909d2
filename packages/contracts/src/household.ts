import { MATURITY_RATINGS, PROFILE_COLOURS, PROFILE_NAME_MAX_LENGTH } from '@afrimedia/domain';
import { z } from 'zod';
import { defineCalls } from './call.ts';
import { id, ok, optional } from './fields.ts';

/**
 * One viewing profile of an account (spec §3 `profiles`): its own favourites, likes and watched list, and for a
 * kids profile an age limit above which contents are absent. `age_limit` null sees every rating.
 */
export const householdProfile = z.object({
  id: z.string(),
  name: z.string(),
  colour: z.enum(PROFILE_COLOURS),
  language: z.string(),
  age_limit: z.enum(MATURITY_RATINGS).nullable(),
  kids: z.boolean(),
  is_default: z.boolean(),
});

const profileName = z
  .string('FIELDS_REQUIRED')
  .trim()
  .min(1, 'NAME_REQUIRED')
  .refine((name) => [...name].length <= PROFILE_NAME_MAX_LENGTH, 'FIELDS_REQUIRED');
/** Left out: unchanged (or the default of a new profile); null: no limit. Not `optional`, which reads null as absent. */
const ageLimit = z.enum(MATURITY_RATINGS, 'FIELDS_REQUIRED').nullable().optional();
const pin = z.string('FIELDS_REQUIRED').regex(/^\d{4}$/, 'FIELDS_REQUIRED');

/** A place the account is signed in: one browser's session, as its sign-ins and refreshes carried it on. */
export const signedInDevice = z.object({
  id: z.string(),
  /** From the user agent: `Chrome`, `Android`; null when it says nothing recognisable. */
  browser: z.string().nullable(),
  system: z.string().nullable(),
  /** The ISO country of the address it last came from, when known. */
  country: z.string().nullable(),
  first_seen: z.string(),
  last_seen: z.string(),
  /** The device the call came from. */
  current: z.boolean(),
});

/** The viewing profiles (spec §2 older screens, §3 `profiles`, §7 `PUT /auth/profile/{id}`) and the kids PIN. */
export const profileCalls = defineCalls({
  createProfile: {
    method: 'post',
    path: '/auth/profiles',
    summary: 'Add a viewing profile (at most 5 per account); a kids profile needs the account PIN set first',
    access: 'user',
    body: z.object({
      name: profileName,
      colour: optional(z.enum(PROFILE_COLOURS, 'FIELDS_REQUIRED')),
      language: optional(z.string().max(10)),
      age_limit: ageLimit,
      kids: optional(z.boolean()),
    }),
    status: 201,
    response: householdProfile,
  },
  updateProfile: {
    method: 'put',
    path: '/auth/profile/:id',
    summary:
      "Update one profile's fields (name, colour, language, age limit); a kids profile's limit is raised only " +
      'from a grown-up profile',
    access: 'user',
    params: z.object({ id }),
    body: z.object({
      name: optional(profileName),
      colour: optional(z.enum(PROFILE_COLOURS, 'FIELDS_REQUIRED')),
      language: optional(z.string().max(10)),
      age_limit: ageLimit,
    }),
    response: householdProfile,
  },
  removeProfile: {
    method: 'delete',
    path: '/auth/profiles/:id',
    summary: 'Remove a profile (not the default one), with its favourites, likes and watched list',
    access: 'user',
    params: z.object({ id }),
    response: ok,
  },
  switchProfile: {
    method: 'post',
    path: '/auth/profiles/:id/switch',
    summary:
      "Make a profile this device's current one (clears the watched map, spec §4); leaving a kids profile takes " +
      'the account PIN, and 5 wrong PINs pause it for 15 minutes',
    access: 'user',
    params: z.object({ id }),
    body: z.object({ pin: optional(pin) }).default({}),
    response: z.object({ profile: z.string() }),
  },
  setKidsPin: {
    method: 'put',
    path: '/auth/kids-pin',
    summary:
      'Set or change the account PIN that keeps kids profiles closed (4 digits; needs the current password)',
    access: 'user',
    grownUpsOnly: true,
    body: z.object({ pin, current_password: z.string('FIELDS_REQUIRED').min(1, 'FIELDS_REQUIRED') }),
    response: ok,
  },
});

/** The devices an account is signed in on (spec §2 older screens), each of which may be signed out. */
export const deviceCalls = defineCalls({
  devices: {
    method: 'get',
    path: '/auth/devices',
    summary:
      'Where the account is signed in: browser, system, country, first and last seen, this device marked',
    access: 'user',
    response: z.object({ devices: z.array(signedInDevice) }),
  },
  signOutDevice: {
    method: 'delete',
    path: '/auth/devices/:id',
    summary: 'Sign one device out: its session ends at once',
    access: 'user',
    grownUpsOnly: true,
    params: z.object({ id }),
    response: ok,
  },
  signOutOtherDevices: {
    method: 'delete',
    path: '/auth/devices',
    summary: 'Sign out everywhere else: every session but this one ends at once',
    access: 'user',
    grownUpsOnly: true,
    response: ok,
  },
});
