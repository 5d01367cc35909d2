import type { Command, Decision } from '../core/decider.ts';
import { DomainError, reject } from '../core/domain-error.ts';
import { resolveLanguage } from '../rules/languages.ts';
import { isMaturityRating } from '../rules/maturity.ts';
import type { ActiveUser, UserEvent } from '../user/user.ts';
import {
  kidsPinPausedUntil,
  MAX_PROFILES,
  PROFILE_COLOURS,
  PROFILE_NAME_MAX_LENGTH,
  profileOf,
  profilesOf,
  type HouseholdProfile,
  type ProfileColour,
} from './profiles.ts';
import { ageLimitRank, type AgeLimit } from './rules.ts';

/*
 * Every household command names the profile it is acted from (`actingProfileId`, the profile the session is on)
 * and the decider checks it against the account's profiles, so no route can leave the kids rules out:
 * from a kids profile, only that profile itself may be edited and its limit only lowered; creating, removing and
 * raising a limit take a grown-up profile, and leaving a kids profile takes the PIN.
 * The edge checks what the decider cannot: whether the PIN typed matches the stored hash (`pinMatches`), and
 * whether the password typed is the account's (`passwordVerified`).
 */

export type CreateProfile = Command<
  'CreateProfile',
  {
    userId: string;
    profileId: string;
    actingProfileId: string;
    name: string;
    /** The first palette colour no other profile wears, when not chosen. */
    colour?: string;
    /** The account's language when not chosen; an unsupported one falls back to the default, as for accounts. */
    language?: string;
    /** When not given: the strictest limit for a kids profile, none for another. */
    ageLimit?: AgeLimit;
    kids?: boolean;
  }
>;
export type EditProfile = Command<
  'EditProfile',
  {
    userId: string;
    profileId: string;
    actingProfileId: string;
    name?: string;
    colour?: string;
    language?: string;
  }
>;
export type ChangeProfileAgeLimit = Command<
  'ChangeProfileAgeLimit',
  { userId: string; profileId: string; actingProfileId: string; ageLimit: AgeLimit }
>;
export type RemoveProfile = Command<
  'RemoveProfile',
  { userId: string; profileId: string; actingProfileId: string }
>;
/** Sets the account's kids PIN the first time, changes it afterwards. */
export type SetKidsPin = Command<
  'SetKidsPin',
  { userId: string; pinHash: string; passwordVerified: boolean }
>;
/** `pinMatches` is needed only to leave a kids profile. */
export type SwitchProfile = Command<
  'SwitchProfile',
  { userId: string; profileId: string; actingProfileId: string; pinMatches?: boolean }
>;

export type ProfileCommand =
  CreateProfile | EditProfile | ChangeProfileAgeLimit | RemoveProfile | SetKidsPin | SwitchProfile;

/**
 * The answer to give when a switch recorded a wrong PIN: the failure is stored, so the command succeeded as far as
 * the event store knows, yet the person asking is refused.
 */
export function kidsPinRefusal(events: readonly { type: string }[]): DomainError | undefined {
  return events.some((event) => event.type === 'KidsPinFailed')
    ? reject('WRONG_VERIFICATION_CODE', 'pin')
    : undefined;
}

const existing = (user: ActiveUser, profileId: string, field: string) =>
  profileOf(user, profileId) ?? reject('NOT_FOUND', field);

/** Refused with a conflict rather than FORBIDDEN: a 403 signs the reader out (spec §8). */
const grownUpsOnly = () => reject('INVALID_STATE_TRANSITION', 'actingProfileId');

function checkName(name: string): string | DomainError {
  const trimmed = name.trim();
  if (trimmed === '') return reject('NAME_REQUIRED', 'name');
  if ([...trimmed].length > PROFILE_NAME_MAX_LENGTH) return reject('FIELDS_REQUIRED', 'name');
  return trimmed;
}

const isColour = (colour: string): colour is ProfileColour =>
  (PROFILE_COLOURS as readonly string[]).includes(colour);

function checkAgeLimit(limit: AgeLimit): AgeLimit | DomainError {
  return limit === null || isMaturityRating(limit) ? limit : reject('FIELDS_REQUIRED', 'ageLimit');
}

function freeColour(profiles: readonly HouseholdProfile[]): ProfileColour {
  const worn = new Set(profiles.map((profile) => profile.colour));
  return PROFILE_COLOURS.find((colour) => !worn.has(colour)) ?? PROFILE_COLOURS[0];
}

export function createProfile(command: CreateProfile, user: ActiveUser): Decision<UserEvent> {
  const { profileId, actingProfileId, colour, language, kids = false } = command.data;
  const acting = existing(user, actingProfileId, 'actingProfileId');
  if (acting instanceof DomainError) return acting;
  if (acting.kids) return grownUpsOnly();
  const profiles = profilesOf(user);
  if (profiles.some((profile) => profile.id === profileId)) return reject('ALREADY_EXISTS', 'profileId');
  if (profiles.length >= MAX_PROFILES) return reject('INVALID_STATE_TRANSITION', 'profiles');
  // A kids profile without a PIN could be left by anyone.
  if (kids && user.household.pinHash === undefined) return reject('INVALID_STATE_TRANSITION', 'pin');
  const name = checkName(command.data.name);
  if (name instanceof DomainError) return name;
  if (colour !== undefined && !isColour(colour)) return reject('FIELDS_REQUIRED', 'colour');
  const ageLimit = checkAgeLimit(command.data.ageLimit ?? (kids ? 'no-age-restriction' : null));
  if (ageLimit instanceof DomainError) return ageLimit;
  return [
    {
      type: 'ProfileCreated',
      data: {
        userId: user.userId,
        profileId,
        personal: { name },
        colour: colour ?? freeColour(profiles),
        language: resolveLanguage(language ?? user.language),
        ageLimit,
        kids,
        createdAt: command.metadata.now,
      },
    },
  ];
}

export function editProfile(command: EditProfile, user: ActiveUser): Decision<UserEvent> {
  const { profileId, actingProfileId, colour } = command.data;
  const acting = existing(user, actingProfileId, 'actingProfileId');
  if (acting instanceof DomainError) return acting;
  const profile = existing(user, profileId, 'profileId');
  if (profile instanceof DomainError) return profile;
  if (acting.kids && acting.id !== profile.id) return grownUpsOnly();
  const name = command.data.name === undefined ? undefined : checkName(command.data.name);
  if (name instanceof DomainError) return name;
  if (colour !== undefined && !isColour(colour)) return reject('FIELDS_REQUIRED', 'colour');
  const language = command.data.language === undefined ? undefined : resolveLanguage(command.data.language);
  const changes = {
    ...(name === undefined || name === profile.name ? {} : { personal: { name } }),
    ...(colour === undefined || colour === profile.colour ? {} : { colour }),
    ...(language === undefined || language === profile.language ? {} : { language }),
  };
  if (Object.keys(changes).length === 0) return [];
  return [
    {
      type: 'ProfileEdited',
      data: { userId: user.userId, profileId, ...changes, editedAt: command.metadata.now },
    },
  ];
}

export function changeProfileAgeLimit(command: ChangeProfileAgeLimit, user: ActiveUser): Decision<UserEvent> {
  const { profileId, actingProfileId } = command.data;
  const acting = existing(user, actingProfileId, 'actingProfileId');
  if (acting instanceof DomainError) return acting;
  const profile = existing(user, profileId, 'profileId');
  if (profile instanceof DomainError) return profile;
  const ageLimit = checkAgeLimit(command.data.ageLimit);
  if (ageLimit instanceof DomainError) return ageLimit;
  if (ageLimit === profile.ageLimit) return [];
  const raising = ageLimitRank(ageLimit) > ageLimitRank(profile.ageLimit);
  if (acting.kids && (raising || acting.id !== profile.id)) return grownUpsOnly();
  return [
    {
      type: 'ProfileAgeLimitChanged',
      data: { userId: user.userId, profileId, ageLimit, changedAt: command.metadata.now },
    },
  ];
}

export function removeProfile(command: RemoveProfile, user: ActiveUser): Decision<UserEvent> {
  const { profileId, actingProfileId } = command.data;
  const acting = existing(user, actingProfileId, 'actingProfileId');
  if (acting instanceof DomainError) return acting;
  const profile = existing(user, profileId, 'profileId');
  if (profile instanceof DomainError) return profile;
  if (profile.isDefault) return reject('INVALID_STATE_TRANSITION', 'profileId');
  if (acting.kids) return grownUpsOnly();
  return [
    { type: 'ProfileRemoved', data: { userId: user.userId, profileId, removedAt: command.metadata.now } },
  ];
}

export function setKidsPin(command: SetKidsPin, user: ActiveUser): Decision<UserEvent> {
  const { pinHash, passwordVerified } = command.data;
  if (!passwordVerified) return reject('WRONG_PASSWORD', 'current_password');
  if (pinHash.trim() === '') return reject('FIELDS_REQUIRED', 'pin');
  const { now } = command.metadata;
  return user.household.pinHash === undefined
    ? [{ type: 'KidsPinSet', data: { userId: user.userId, pinHash, setAt: now } }]
    : [{ type: 'KidsPinChanged', data: { userId: user.userId, pinHash, changedAt: now } }];
}

/**
 * Switching clears the watched map (spec §4); the reader does that once the switch is accepted. Leaving a kids
 * profile takes the PIN: a wrong one is recorded (see `kidsPinRefusal`), and during a pause
 * (`kidsPinPausedUntil`) no PIN is taken, not even the right one.
 */
export function switchProfile(command: SwitchProfile, user: ActiveUser): Decision<UserEvent> {
  const { profileId, actingProfileId, pinMatches } = command.data;
  const { now } = command.metadata;
  const acting = existing(user, actingProfileId, 'actingProfileId');
  if (acting instanceof DomainError) return acting;
  const target = existing(user, profileId, 'profileId');
  if (target instanceof DomainError) return target;
  if (target.id === acting.id) return [];
  if (acting.kids) {
    if (kidsPinPausedUntil(user.household, now) !== undefined) return reject('TOO_MANY_ATTEMPTS', 'pin');
    if (pinMatches === undefined) return reject('FIELDS_REQUIRED', 'pin');
    if (!pinMatches)
      return [{ type: 'KidsPinFailed', data: { userId: user.userId, profileId: acting.id, failedAt: now } }];
  }
  return [
    {
      type: 'ProfileSwitched',
      data: { userId: user.userId, profileId, fromProfileId: acting.id, switchedAt: now },
    },
  ];
}
