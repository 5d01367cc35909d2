import { z } from 'zod';
import { reject, type DomainError } from '../core/domain-error.ts';
import { defineEvent, type EventsOf } from '../core/event-definition.ts';
import { MATURITY_RATINGS } from '../rules/maturity.ts';
import type { AgeLimit } from './rules.ts';

/*
 * The household: the profiles of one account and the PIN that keeps a kids profile closed. Their events are the
 * account's own and sit on its user stream, so one decision sees every profile, the PIN and its failures at once.
 */

const instant = z.iso.datetime({ offset: true });

/** Profiles of one account, its default profile included. */
export const MAX_PROFILES = 5;
export const PROFILE_NAME_MAX_LENGTH = 30;
/** Avatar colours a profile may wear; the default profile wears the first until it is given another. */
export const PROFILE_COLOURS = ['#E4572E', '#2E86AB', '#F2A541', '#3BB273', '#7768AE', '#E15FA0'] as const;
export type ProfileColour = (typeof PROFILE_COLOURS)[number];

export const KIDS_PIN_MAX_FAILURES = 5;
export const KIDS_PIN_PAUSE_MS = 15 * 60 * 1000;

const ageLimit = z.enum(MATURITY_RATINGS).nullable();

/** A profile name is personal data (often a family member's first name), so it travels under `personal`. */
const profilePersonal = z.object({
  // Counted in code points, as the decider counts them, so a name of emoji is as long as it looks.
  name: z
    .string()
    .min(1)
    .refine((name) => [...name].length <= PROFILE_NAME_MAX_LENGTH),
});

export const ProfileCreated = defineEvent(
  'ProfileCreated',
  z.object({
    userId: z.string(),
    profileId: z.string(),
    personal: profilePersonal,
    colour: z.enum(PROFILE_COLOURS),
    language: z.string(),
    ageLimit,
    kids: z.boolean(),
    createdAt: instant,
  }),
);
/**
 * Name, colour and language are edited together on one form, so one event holds whichever of them changed.
 * Not `ProfileUpdated`: that name already records changes to the account's personal data.
 */
export const ProfileEdited = defineEvent(
  'ProfileEdited',
  z.object({
    userId: z.string(),
    profileId: z.string(),
    personal: profilePersonal.optional(),
    colour: z.enum(PROFILE_COLOURS).optional(),
    language: z.string().optional(),
    editedAt: instant,
  }),
);
/** Its own event, apart from the edits: who may raise a limit is a rule of its own. */
export const ProfileAgeLimitChanged = defineEvent(
  'ProfileAgeLimitChanged',
  z.object({ userId: z.string(), profileId: z.string(), ageLimit, changedAt: instant }),
);
export const ProfileRemoved = defineEvent(
  'ProfileRemoved',
  z.object({ userId: z.string(), profileId: z.string(), removedAt: instant }),
);
export const ProfileSwitched = defineEvent(
  'ProfileSwitched',
  z.object({
    userId: z.string(),
    profileId: z.string(),
    /** The profile left; absent from switches recorded before profiles were kept. */
    fromProfileId: z.string().optional(),
    switchedAt: instant,
  }),
);
/** PINs arrive hashed: the event store never holds a usable PIN. */
export const KidsPinSet = defineEvent(
  'KidsPinSet',
  z.object({ userId: z.string(), pinHash: z.string().min(1), setAt: instant }),
);
export const KidsPinChanged = defineEvent(
  'KidsPinChanged',
  z.object({ userId: z.string(), pinHash: z.string().min(1), changedAt: instant }),
);
/** A wrong PIN typed to leave the kids profile `profileId`. */
export const KidsPinFailed = defineEvent(
  'KidsPinFailed',
  z.object({ userId: z.string(), profileId: z.string(), failedAt: instant }),
);

export const profileEventDefinitions = [
  ProfileCreated,
  ProfileEdited,
  ProfileAgeLimitChanged,
  ProfileRemoved,
  ProfileSwitched,
  KidsPinSet,
  KidsPinChanged,
  KidsPinFailed,
] as const;

export type ProfileEvent = EventsOf<typeof profileEventDefinitions>;

export interface HouseholdProfile {
  readonly id: string;
  readonly name: string;
  readonly colour: ProfileColour;
  readonly language: string;
  readonly ageLimit: AgeLimit;
  readonly kids: boolean;
  /** The account holder's own profile: its id is the user id, and it cannot be removed. */
  readonly isDefault: boolean;
}

type ProfileSettings = Pick<HouseholdProfile, 'name' | 'colour' | 'language' | 'ageLimit'>;

export interface Household {
  /** Created profiles, oldest first; removed ones are gone. */
  readonly profiles: readonly HouseholdProfile[];
  /**
   * What the default profile's own events set. It has no creation event (accounts older than profiles have
   * none), so whatever they did not set is derived from the account.
   */
  readonly defaultProfile: Partial<ProfileSettings>;
  readonly pinHash?: string;
  /** When each wrong PIN was typed since the last right one, newest last, at most KIDS_PIN_MAX_FAILURES. */
  readonly pinFailures: readonly string[];
}

export const emptyHousehold: Household = { profiles: [], defaultProfile: {}, pinFailures: [] };

/** The profiles of a household without its PIN: what the profiles are derived from, and all a read model keeps. */
export type HouseholdProfiles = Pick<Household, 'profiles' | 'defaultProfile'>;

/** What the default profile is derived from: the account as the user state (or a read model of it) holds it. */
export interface ProfileOwner {
  readonly userId: string;
  readonly email: string;
  readonly firstName?: string | undefined;
  readonly language: string;
  readonly household: HouseholdProfiles;
}

/** Trimmed, cut to the longest a profile name may be, counted in code points. */
const fitName = (name: string) => [...name.trim()].slice(0, PROFILE_NAME_MAX_LENGTH).join('').trim();

function defaultProfileOf(owner: ProfileOwner): HouseholdProfile {
  const own = owner.household.defaultProfile;
  const derivedName = fitName(owner.firstName ?? '') || fitName(owner.email.split('@')[0] ?? '');
  return {
    id: owner.userId,
    name: own.name ?? derivedName,
    colour: own.colour ?? PROFILE_COLOURS[0],
    language: own.language ?? owner.language,
    ageLimit: own.ageLimit ?? null,
    kids: false,
    isDefault: true,
  };
}

/** The account's profiles, the default one first. */
export function profilesOf(owner: ProfileOwner): readonly HouseholdProfile[] {
  return [defaultProfileOf(owner), ...owner.household.profiles];
}

export function profileOf(owner: ProfileOwner, profileId: string): HouseholdProfile | undefined {
  return profilesOf(owner).find((profile) => profile.id === profileId);
}

/**
 * The profile whose favourites, likes and watched list a request reads or files under: the one it names, else the
 * one it is acted from. A kids profile answers for itself only. Another account's profile is not found, as is one
 * the kids profile may not see, so an id tells nothing of who holds it.
 */
export function profileNamed(
  owner: ProfileOwner,
  actingProfileId: string,
  namedProfileId: string | undefined,
): HouseholdProfile | DomainError {
  const acting = profileOf(owner, actingProfileId);
  const named = namedProfileId === undefined ? acting : profileOf(owner, namedProfileId);
  if (named === undefined || (acting?.kids && named.id !== acting.id)) return reject('NOT_FOUND', 'profile');
  return named;
}

/**
 * One rule for the pause: once the latest KIDS_PIN_MAX_FAILURES PINs typed were all wrong, no PIN is taken until
 * KIDS_PIN_PAUSE_MS after the last of them. Only a right PIN clears the count, so after a pause one more wrong PIN
 * pauses again. Undefined when no pause is in force at `now`.
 */
export function kidsPinPausedUntil(household: Household, now: string): string | undefined {
  const last = household.pinFailures.at(-1);
  if (household.pinFailures.length < KIDS_PIN_MAX_FAILURES || last === undefined) return undefined;
  const until = Date.parse(last) + KIDS_PIN_PAUSE_MS;
  return Date.parse(now) < until ? new Date(until).toISOString() : undefined;
}

function changeProfile(
  household: Household,
  ownerId: string,
  profileId: string,
  settings: Partial<ProfileSettings>,
): Household {
  if (profileId === ownerId) {
    return { ...household, defaultProfile: { ...household.defaultProfile, ...settings } };
  }
  return {
    ...household,
    profiles: household.profiles.map((profile) =>
      profile.id === profileId ? { ...profile, ...settings } : profile,
    ),
  };
}

export function evolveHousehold(household: Household, ownerId: string, event: ProfileEvent): Household {
  switch (event.type) {
    case 'ProfileCreated': {
      const { profileId, personal, colour, language, ageLimit: limit, kids } = event.data;
      const created: HouseholdProfile = {
        id: profileId,
        name: personal.name,
        colour,
        language,
        ageLimit: limit,
        kids,
        isDefault: false,
      };
      return { ...household, profiles: [...household.profiles, created] };
    }
    case 'ProfileEdited': {
      const { profileId, personal, colour, language } = event.data;
      return changeProfile(household, ownerId, profileId, {
        ...(personal === undefined ? {} : { name: personal.name }),
        ...(colour === undefined ? {} : { colour }),
        ...(language === undefined ? {} : { language }),
      });
    }
    case 'ProfileAgeLimitChanged':
      return changeProfile(household, ownerId, event.data.profileId, { ageLimit: event.data.ageLimit });
    case 'ProfileRemoved':
      return {
        ...household,
        profiles: household.profiles.filter((profile) => profile.id !== event.data.profileId),
      };
    case 'ProfileSwitched': {
      const left = household.profiles.find((profile) => profile.id === event.data.fromProfileId);
      // Leaving a kids profile took the right PIN.
      return left?.kids ? { ...household, pinFailures: [] } : household;
    }
    case 'KidsPinSet':
    case 'KidsPinChanged':
      // Whoever proved the account's password may end a pause a guesser caused.
      return { ...household, pinHash: event.data.pinHash, pinFailures: [] };
    case 'KidsPinFailed':
      return {
        ...household,
        pinFailures: [...household.pinFailures, event.data.failedAt].slice(-KIDS_PIN_MAX_FAILURES),
      };
  }
}
