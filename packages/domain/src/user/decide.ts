import { decideByType, SYSTEM_ACTOR, type Command, type Decider, type Decision } from '../core/decider.ts';
import { DomainError, reject } from '../core/domain-error.ts';
import {
  changeProfileAgeLimit,
  createProfile,
  editProfile,
  removeProfile,
  setKidsPin,
  switchProfile,
  type ProfileCommand,
} from '../profiles/decide.ts';
import { checkMinimumAge } from '../rules/age.ts';
import { checkAdmin } from '../rules/ownership.ts';
import { resolveLanguage } from '../rules/languages.ts';
import {
  evolveUser,
  initialUserState,
  type ActiveUser,
  type CodeChannel,
  type CodePurpose,
  type CodeRedeemed,
  type PersonalData,
  type UserEvent,
  type UserState,
} from './user.ts';

/*
 * Raw passwords never reach the domain. The API checks the typed password with `checkPassword` (rules/password.ts,
 * where the policy is tested), hashes it, and sends the hash. Likewise codes arrive hashed: the API hashes what the
 * user typed or clicked, and the decider compares hashes.
 * The user stream is addressed by the signed-in user's own id, so its commands need no ownership check.
 */

export type RegisterUser = Command<
  'RegisterUser',
  {
    userId: string;
    /** `admin` only from the platform itself (bootstrap, demo content), never from a sign-up form. */
    role: 'reader' | 'owner' | 'admin';
    passwordHash: string;
    /** The requested interface language; unsupported ones fall back to the default (spec §5). */
    language?: string;
    acceptedTerms: boolean;
    /** The registrant states that a parent or guardian consents: a birthdate under 18 is then accepted. */
    parentalConsent?: boolean;
    personal: PersonalData;
  }
>;
export type IssueLoginLink = Command<
  'IssueLoginLink',
  { userId: string; codeId: string; codeHash: string; expiresAt: string }
>;
export type IssuePinCode = Command<
  'IssuePinCode',
  { userId: string; codeId: string; codeHash: string; purpose: CodePurpose; expiresAt: string }
>;
export type RedeemCode = Command<
  'RedeemCode',
  { userId: string; channel: CodeChannel; purpose: CodePurpose; codeHash: string }
>;
export type ChangePassword = Command<
  'ChangePassword',
  {
    userId: string;
    passwordHash: string;
    /** `current-password`: the API verified the old password; `code`: the forgot-password flow's emailed code. */
    proof: { method: 'current-password' } | { method: 'code'; channel: CodeChannel; codeHash: string };
  }
>;
export type ChangeLanguage = Command<'ChangeLanguage', { userId: string; language: string }>;
export type UpdateProfile = Command<
  'UpdateProfile',
  {
    userId: string;
    /** Never the e-mail address: that changes through RequestEmailChange and ConfirmEmailChange. */
    personal?: Partial<Omit<PersonalData, 'email'>> & { readonly email?: never };
    avatar?: string;
    hideWatched?: boolean;
  }
>;
/** The API has checked the current password; `codeHash` is the hash of the code it sends to the new address. */
export type RequestEmailChange = Command<
  'RequestEmailChange',
  { userId: string; email: string; codeId: string; codeHash: string; expiresAt: string }
>;
/**
 * `email` is the pending address the API reserves for the account, as it read it before sending the command;
 * undefined when it found none.
 */
export type ConfirmEmailChange = Command<
  'ConfirmEmailChange',
  { userId: string; email: string | undefined; codeHash: string }
>;
export type EraseWatchHistory = Command<'EraseWatchHistory', { userId: string }>;
export type ChooseNotifications = Command<
  'ChooseNotifications',
  { userId: string; followersNewContent: boolean }
>;
/** By its owner, or by the platform team with a reason (`byAdmin`). */
export type DeactivateAccount = Command<
  'DeactivateAccount',
  { userId: string; byAdmin?: { reason: string; actorIsAdmin: boolean } }
>;
export type DeleteAccount = Command<'DeleteAccount', { userId: string }>;

export type UserCommand =
  | RegisterUser
  | IssueLoginLink
  | IssuePinCode
  | RedeemCode
  | ChangePassword
  | ChangeLanguage
  | UpdateProfile
  | RequestEmailChange
  | ConfirmEmailChange
  | EraseWatchHistory
  | ChooseNotifications
  | DeactivateAccount
  | DeleteAccount
  | ProfileCommand;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function checkPersonal(personal: Partial<PersonalData>, now: string, parentalConsent: boolean) {
  if (personal.email !== undefined && !EMAIL_PATTERN.test(personal.email))
    return reject('WRONG_EMAIL', 'email');
  if (personal.birthdate !== undefined) return checkMinimumAge(personal.birthdate, now, { parentalConsent });
  return undefined;
}

function activeUser(state: UserState): ActiveUser | DomainError {
  if (state.status === 'active') return state;
  if (state.status === 'deactivated') return reject('INVALID_STATE_TRANSITION');
  return reject('USER_NOT_FOUND');
}

/**
 * Codes are answered so that the answer never tells whether an address has an account: any code checked against
 * an address without an active account, like any code that matches none sent to the user, is a wrong code. A
 * real code of the user that was used, superseded by a newer one, sent for another purpose or has expired is an
 * invalid code; only the mailbox's owner can send one of those.
 */
function codeHolder(state: UserState): ActiveUser | DomainError {
  return state.status === 'active' ? state : reject('WRONG_VERIFICATION_CODE', 'code');
}

const notOutstanding = (user: ActiveUser, codeHash: string) =>
  reject(user.sentCodeHashes.includes(codeHash) ? 'INVALID_CODE' : 'WRONG_VERIFICATION_CODE', 'code');

const expired = (expiresAt: string, now: string) => Date.parse(now) >= Date.parse(expiresAt);

function register(command: RegisterUser, state: UserState): Decision<UserEvent> {
  if (state.status !== 'unregistered') return reject('ALREADY_EXISTS');
  const {
    userId,
    role,
    passwordHash,
    language,
    acceptedTerms,
    personal,
    parentalConsent = false,
  } = command.data;
  if (role === 'admin' && command.metadata.actorId !== SYSTEM_ACTOR) return reject('FORBIDDEN');
  if (!acceptedTerms) return reject('FIELDS_REQUIRED', 'terms');
  if (personal.email.trim() === '') return reject('FIELDS_REQUIRED', 'email');
  const invalid = checkPersonal(personal, command.metadata.now, parentalConsent);
  if (invalid) return invalid;
  return [
    {
      type: 'UserRegistered',
      data: {
        userId,
        role,
        language: resolveLanguage(language),
        passwordHash,
        termsAcceptedAt: command.metadata.now,
        registeredAt: command.metadata.now,
        personal,
        ...(parentalConsent ? { parentalConsentAt: command.metadata.now } : {}),
      },
    },
  ];
}

function issueLoginLink(command: IssueLoginLink, state: UserState): Decision<UserEvent> {
  const user = activeUser(state);
  if (user instanceof DomainError) return user;
  const { codeId, codeHash, expiresAt } = command.data;
  return [
    {
      type: 'LoginLinkIssued',
      data: {
        userId: user.userId,
        codeId,
        codeHash,
        purpose: 'login',
        issuedAt: command.metadata.now,
        expiresAt,
      },
    },
  ];
}

function issuePinCode(command: IssuePinCode, state: UserState): Decision<UserEvent> {
  const user = activeUser(state);
  if (user instanceof DomainError) return user;
  const { codeId, codeHash, purpose, expiresAt } = command.data;
  return [
    {
      type: 'PinCodeIssued',
      data: { userId: user.userId, codeId, codeHash, purpose, issuedAt: command.metadata.now, expiresAt },
    },
  ];
}

/**
 * Wrong and invalid codes as `codeHolder` tells them apart. Redeeming any emailed code also proves the user owns
 * the address, so it verifies the e-mail once.
 */
function redeem(
  user: ActiveUser,
  channel: CodeChannel,
  purpose: CodePurpose,
  codeHash: string,
  now: string,
): Decision<UserEvent> {
  const code = user.codes.find(
    (c) => c.channel === channel && c.purpose === purpose && c.codeHash === codeHash,
  );
  if (code === undefined) return notOutstanding(user, codeHash);
  if (expired(code.expiresAt, now)) return reject('INVALID_CODE', 'code');
  const redeemed: CodeRedeemed = {
    type: 'CodeRedeemed',
    data: { userId: user.userId, codeId: code.codeId, purpose, redeemedAt: now },
  };
  return user.emailVerified
    ? [redeemed]
    : [redeemed, { type: 'EmailVerified', data: { userId: user.userId, verifiedAt: now } }];
}

function redeemCode(command: RedeemCode, state: UserState): Decision<UserEvent> {
  const user = codeHolder(state);
  if (user instanceof DomainError) return user;
  const { channel, purpose, codeHash } = command.data;
  return redeem(user, channel, purpose, codeHash, command.metadata.now);
}

function changePassword(command: ChangePassword, state: UserState): Decision<UserEvent> {
  const { passwordHash, proof } = command.data;
  const user = proof.method === 'code' ? codeHolder(state) : activeUser(state);
  if (user instanceof DomainError) return user;
  const changed: UserEvent = {
    type: 'PasswordChanged',
    data: { userId: user.userId, passwordHash, changedAt: command.metadata.now },
  };
  if (proof.method === 'current-password') return [changed];
  const redeemed = redeem(user, proof.channel, 'reset-password', proof.codeHash, command.metadata.now);
  if (!Array.isArray(redeemed)) return redeemed;
  return [...redeemed, changed];
}

function changeLanguage(command: ChangeLanguage, state: UserState): Decision<UserEvent> {
  const user = activeUser(state);
  if (user instanceof DomainError) return user;
  const language = resolveLanguage(command.data.language);
  if (language === user.language) return [];
  return [{ type: 'LanguageChanged', data: { userId: user.userId, language } }];
}

function updateProfile(command: UpdateProfile, state: UserState): Decision<UserEvent> {
  const user = activeUser(state);
  if (user instanceof DomainError) return user;
  const { personal = {}, avatar, hideWatched } = command.data;
  const invalid = checkPersonal(personal, command.metadata.now, user.parentalConsent);
  if (invalid) return invalid;
  if (Object.keys(personal).length === 0 && avatar === undefined && hideWatched === undefined) return [];
  return [
    {
      type: 'ProfileUpdated',
      data: {
        userId: user.userId,
        personal,
        ...(avatar === undefined ? {} : { avatar }),
        ...(hideWatched === undefined ? {} : { hideWatched }),
        updatedAt: command.metadata.now,
      },
    },
  ];
}

function requestEmailChange(command: RequestEmailChange, state: UserState): Decision<UserEvent> {
  const user = activeUser(state);
  if (user instanceof DomainError) return user;
  const { email, codeId, codeHash, expiresAt } = command.data;
  const invalid = checkPersonal({ email }, command.metadata.now, user.parentalConsent);
  if (invalid) return invalid;
  if (email.trim().toLowerCase() === user.email.toLowerCase()) return [];
  return [
    {
      type: 'EmailChangeRequested',
      data: {
        userId: user.userId,
        codeId,
        codeHash,
        requestedAt: command.metadata.now,
        expiresAt,
        personal: { email },
      },
    },
  ];
}

/**
 * The new address becomes the account's once the code sent to it comes back, which proves it as well. A newer
 * request replaces the pending one: a code of the older one, or one checked against another address than the
 * pending one, is invalid.
 */
function confirmEmailChange(command: ConfirmEmailChange, state: UserState): Decision<UserEvent> {
  const user = activeUser(state);
  if (user instanceof DomainError) return user;
  const { email, codeHash } = command.data;
  const change = user.emailChange;
  const { now } = command.metadata;
  if (change?.codeHash !== codeHash) return notOutstanding(user, codeHash);
  if (change.email !== email || expired(change.expiresAt, now)) return reject('INVALID_CODE', 'code');
  return [
    {
      type: 'ProfileUpdated',
      data: { userId: user.userId, personal: { email: change.email }, updatedAt: now },
    },
    { type: 'EmailVerified', data: { userId: user.userId, verifiedAt: now } },
  ];
}

/** The household's commands are decided for an active account only. */
function ofActiveUser<C extends UserCommand>(
  decide: (command: C, user: ActiveUser) => Decision<UserEvent>,
): (command: C, state: UserState) => Decision<UserEvent> {
  return (command, state) => {
    const user = activeUser(state);
    return user instanceof DomainError ? user : decide(command, user);
  };
}

/** Records a choice only when it changes one: unsubscribing twice is one unsubscription. */
function chooseNotifications(command: ChooseNotifications, state: UserState): Decision<UserEvent> {
  const user = activeUser(state);
  if (user instanceof DomainError) return user;
  const { followersNewContent } = command.data;
  if (followersNewContent === user.followersNewContent) return [];
  return [
    {
      type: 'NotificationsChosen',
      data: { userId: user.userId, followersNewContent, chosenAt: command.metadata.now },
    },
  ];
}

function eraseWatchHistory(command: EraseWatchHistory, state: UserState): Decision<UserEvent> {
  const user = activeUser(state);
  if (user instanceof DomainError) return user;
  return [{ type: 'WatchHistoryErased', data: { userId: user.userId, erasedAt: command.metadata.now } }];
}

function deactivateAccount(command: DeactivateAccount, state: UserState): Decision<UserEvent> {
  const { byAdmin } = command.data;
  const forbidden = byAdmin && checkAdmin(byAdmin.actorIsAdmin);
  if (forbidden) return forbidden;
  // The owner asking twice is answered as done; the platform team is told the account was already closed.
  if (state.status === 'deactivated' && byAdmin === undefined) return [];
  const user = activeUser(state);
  if (user instanceof DomainError) return user;
  return [
    {
      type: 'AccountDeactivated',
      data: {
        userId: user.userId,
        deactivatedAt: command.metadata.now,
        ...(byAdmin ? { reason: byAdmin.reason } : {}),
      },
    },
  ];
}

/** Irreversible (spec §2). Allowed from a deactivated account too; a deleted one no longer exists. */
function deleteAccount(command: DeleteAccount, state: UserState): Decision<UserEvent> {
  if (state.status === 'unregistered' || state.status === 'deleted') return reject('USER_NOT_FOUND');
  return [{ type: 'AccountDeleted', data: { userId: state.userId, deletedAt: command.metadata.now } }];
}

export const decideUser = decideByType<UserCommand, UserState, UserEvent>({
  RegisterUser: register,
  IssueLoginLink: issueLoginLink,
  IssuePinCode: issuePinCode,
  RedeemCode: redeemCode,
  ChangePassword: changePassword,
  ChangeLanguage: changeLanguage,
  UpdateProfile: updateProfile,
  RequestEmailChange: requestEmailChange,
  ConfirmEmailChange: confirmEmailChange,
  EraseWatchHistory: eraseWatchHistory,
  ChooseNotifications: chooseNotifications,
  DeactivateAccount: deactivateAccount,
  DeleteAccount: deleteAccount,
  CreateProfile: ofActiveUser(createProfile),
  EditProfile: ofActiveUser(editProfile),
  ChangeProfileAgeLimit: ofActiveUser(changeProfileAgeLimit),
  RemoveProfile: ofActiveUser(removeProfile),
  SetKidsPin: ofActiveUser(setKidsPin),
  SwitchProfile: ofActiveUser(switchProfile),
});

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: initialUserState,
  evolve: evolveUser,
  decide: decideUser,
};
