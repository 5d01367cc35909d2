import { z } from 'zod';
import { defineEvent, type EventOf, type EventsOf } from '../core/event-definition.ts';
import {
  emptyHousehold,
  evolveHousehold,
  profileEventDefinitions,
  type Household,
} from '../profiles/profiles.ts';

const instant = z.iso.datetime({ offset: true });

/** Roles a user can hold; `owner` is an author (spec §3 / §6). Admins are made by the platform, not here. */
export const userRoles = ['reader', 'owner', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

/**
 * Personal data, always grouped under `personal` so one sub-object per event can later be encrypted with the
 * user's key (crypto-shredding, ARCHITECTURE §7). Nothing outside `personal` may identify a person.
 */
export const personalDataSchema = z.object({
  email: z.string().min(1),
  phone: z.string().optional(),
  mobilePhone: z.string().optional(),
  title: z.enum(['Mr', 'Mrs']).optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  birthdate: z.iso.date().optional(),
  address: z.string().optional(),
  zipCode: z.string().optional(),
  country: z.string().optional(),
});
export type PersonalData = z.infer<typeof personalDataSchema>;

/** What an emailed code is for. A code issued for one purpose cannot be redeemed for another. */
export const codePurposes = ['login', 'verify-email', 'reset-password'] as const;
export type CodePurpose = (typeof codePurposes)[number];
export type CodeChannel = 'login-link' | 'pin-code';

/** Codes are stored hashed: the event store never holds a usable code. */
const issuedCode = {
  userId: z.string(),
  codeId: z.string(),
  codeHash: z.string().min(1),
  purpose: z.enum(codePurposes),
  issuedAt: instant,
  expiresAt: instant,
};

export const UserRegistered = defineEvent(
  'UserRegistered',
  z.object({
    userId: z.string(),
    role: z.enum(userRoles),
    language: z.string(),
    passwordHash: z.string().min(1),
    termsAcceptedAt: instant,
    registeredAt: instant,
    personal: personalDataSchema,
    /** When the registrant stated that a parent or guardian consents (spec §1: under 18 only with consent). */
    parentalConsentAt: instant.optional(),
  }),
);
export const EmailVerified = defineEvent(
  'EmailVerified',
  z.object({ userId: z.string(), verifiedAt: instant }),
);
export const LoginLinkIssued = defineEvent('LoginLinkIssued', z.object(issuedCode));
export const PinCodeIssued = defineEvent('PinCodeIssued', z.object(issuedCode));
export const CodeRedeemed = defineEvent(
  'CodeRedeemed',
  z.object({ userId: z.string(), codeId: z.string(), purpose: z.enum(codePurposes), redeemedAt: instant }),
);
/** A new address waits for the code sent to it; only the hash of that code is kept. */
export const EmailChangeRequested = defineEvent(
  'EmailChangeRequested',
  z.object({
    userId: z.string(),
    codeId: z.string(),
    codeHash: z.string().min(1),
    requestedAt: instant,
    expiresAt: instant,
    personal: personalDataSchema.pick({ email: true }),
  }),
);
export const PasswordChanged = defineEvent(
  'PasswordChanged',
  z.object({ userId: z.string(), passwordHash: z.string().min(1), changedAt: instant }),
);
export const LanguageChanged = defineEvent(
  'LanguageChanged',
  z.object({ userId: z.string(), language: z.string() }),
);
export const ProfileUpdated = defineEvent(
  'ProfileUpdated',
  z.object({
    userId: z.string(),
    /** Only the fields that changed. */
    personal: personalDataSchema.partial(),
    avatar: z.string().optional(),
    hideWatched: z.boolean().optional(),
    updatedAt: instant,
  }),
);
export const WatchHistoryErased = defineEvent(
  'WatchHistoryErased',
  z.object({ userId: z.string(), erasedAt: instant }),
);
/**
 * Which optional e-mails the person receives: today the news of the authors and publications they follow. Mail
 * about their own account (codes, validation notices, legal changes) is not optional.
 */
export const NotificationsChosen = defineEvent(
  'NotificationsChosen',
  z.object({ userId: z.string(), followersNewContent: z.boolean(), chosenAt: instant }),
);
export const AccountDeactivated = defineEvent(
  'AccountDeactivated',
  z.object({
    userId: z.string(),
    deactivatedAt: instant,
    /** Why the platform team closed the account; absent when its owner did. */
    reason: z.string().optional(),
  }),
);
export const AccountDeleted = defineEvent(
  'AccountDeleted',
  z.object({ userId: z.string(), deletedAt: instant }),
);

export const userEventDefinitions = [
  UserRegistered,
  EmailVerified,
  LoginLinkIssued,
  PinCodeIssued,
  CodeRedeemed,
  EmailChangeRequested,
  PasswordChanged,
  LanguageChanged,
  ProfileUpdated,
  WatchHistoryErased,
  NotificationsChosen,
  AccountDeactivated,
  AccountDeleted,
  ...profileEventDefinitions,
] as const;

export type CodeRedeemed = EventOf<typeof CodeRedeemed>;

export type UserEvent = EventsOf<typeof userEventDefinitions>;

export interface OutstandingCode {
  readonly codeId: string;
  readonly channel: CodeChannel;
  readonly purpose: CodePurpose;
  readonly codeHash: string;
  readonly expiresAt: string;
}

export interface PendingEmailChange {
  readonly email: string;
  readonly codeId: string;
  readonly codeHash: string;
  readonly expiresAt: string;
}

/**
 * How many of the latest codes a user was sent are remembered once used or superseded, so typing one of them again
 * is told apart from a wrong code; an older one is just wrong.
 */
export const REMEMBERED_CODES = 20;

export type UserState =
  | { readonly status: 'unregistered' }
  | {
      readonly status: 'active';
      readonly userId: string;
      readonly email: string;
      readonly emailVerified: boolean;
      readonly language: string;
      /** What the default profile is named after until it is given a name of its own. */
      readonly firstName?: string;
      /** The profile the account last switched to. */
      readonly activeProfileId: string;
      readonly household: Household;
      /** A parent or guardian consented at registration: a birthdate under 18 is accepted. */
      readonly parentalConsent: boolean;
      /** Unused codes; issuing a new code for the same channel and purpose supersedes the older one. */
      readonly codes: readonly OutstandingCode[];
      /** Hashes of the latest codes sent, newest last, used or not. */
      readonly sentCodeHashes: readonly string[];
      /** A new address asked for and not confirmed yet; a newer request replaces it. */
      readonly emailChange?: PendingEmailChange;
      /** Whether the news of whom they follow is e-mailed to them (it is until they say otherwise). */
      readonly followersNewContent: boolean;
    }
  | { readonly status: 'deactivated'; readonly userId: string }
  | { readonly status: 'deleted'; readonly userId: string };

export type ActiveUser = Extract<UserState, { status: 'active' }>;

export const initialUserState = (): UserState => ({ status: 'unregistered' });

function withCode(state: ActiveUser, code: OutstandingCode): ActiveUser {
  const others = state.codes.filter((c) => c.channel !== code.channel || c.purpose !== code.purpose);
  return { ...state, codes: [...others, code], sentCodeHashes: remembered(state, code.codeHash) };
}

const remembered = (state: ActiveUser, codeHash: string) =>
  [...state.sentCodeHashes, codeHash].slice(-REMEMBERED_CODES);

export function evolveUser(state: UserState, event: UserEvent): UserState {
  if (event.type === 'UserRegistered') {
    return {
      status: 'active',
      userId: event.data.userId,
      email: event.data.personal.email,
      emailVerified: false,
      language: event.data.language,
      ...(event.data.personal.firstName === undefined ? {} : { firstName: event.data.personal.firstName }),
      activeProfileId: event.data.userId,
      household: emptyHousehold,
      parentalConsent: event.data.parentalConsentAt !== undefined,
      codes: [],
      sentCodeHashes: [],
      followersNewContent: true,
    };
  }
  if (state.status !== 'active') {
    if (event.type === 'AccountDeleted') return { status: 'deleted', userId: event.data.userId };
    return state;
  }
  switch (event.type) {
    case 'EmailVerified':
      return { ...state, emailVerified: true };
    case 'LoginLinkIssued':
    case 'PinCodeIssued': {
      const { codeId, codeHash, purpose, expiresAt } = event.data;
      const channel = event.type === 'LoginLinkIssued' ? 'login-link' : 'pin-code';
      return withCode(state, { codeId, channel, purpose, codeHash, expiresAt });
    }
    case 'CodeRedeemed':
      return { ...state, codes: state.codes.filter((c) => c.codeId !== event.data.codeId) };
    case 'EmailChangeRequested': {
      const { codeId, codeHash, expiresAt, personal } = event.data;
      return {
        ...state,
        emailChange: { email: personal.email, codeId, codeHash, expiresAt },
        sentCodeHashes: remembered(state, codeHash),
      };
    }
    case 'LanguageChanged':
      return { ...state, language: event.data.language };
    case 'NotificationsChosen':
      return { ...state, followersNewContent: event.data.followersNewContent };
    case 'ProfileUpdated': {
      const { email, firstName } = event.data.personal;
      const named = firstName === undefined ? state : { ...state, firstName };
      if (email === undefined || email === named.email) return named;
      // A new address has not been proven yet. Whatever change was pending is over once the address changed.
      const { emailChange: _over, ...rest } = named;
      return { ...rest, email, emailVerified: false };
    }
    case 'ProfileSwitched':
      return {
        ...state,
        activeProfileId: event.data.profileId,
        household: evolveHousehold(state.household, state.userId, event),
      };
    case 'ProfileRemoved':
      return {
        ...state,
        // Whoever was on a removed profile is back on the account's own.
        activeProfileId:
          state.activeProfileId === event.data.profileId ? state.userId : state.activeProfileId,
        household: evolveHousehold(state.household, state.userId, event),
      };
    case 'ProfileCreated':
    case 'ProfileEdited':
    case 'ProfileAgeLimitChanged':
    case 'KidsPinSet':
    case 'KidsPinChanged':
    case 'KidsPinFailed':
      return { ...state, household: evolveHousehold(state.household, state.userId, event) };
    case 'AccountDeactivated':
      return { status: 'deactivated', userId: state.userId };
    case 'AccountDeleted':
      return { status: 'deleted', userId: state.userId };
    default:
      return state;
  }
}
