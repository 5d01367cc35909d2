import { describe, expect, it } from 'vitest';
import { deciderSpecification } from '../core/decider-specification.ts';
import { userDecider, type UserCommand } from './decide.ts';
import { userEventDefinitions, type UserEvent } from './user.ts';

const spec = deciderSpecification(userDecider);
const now = '2025-06-15T10:00:00.000Z';
const later = '2025-06-15T10:20:00.000Z';
const metadata = { now, actorId: 'user-1' };
const userId = 'user-1';

const registered: UserEvent = {
  type: 'UserRegistered',
  data: {
    userId,
    role: 'reader',
    language: 'fr',
    passwordHash: '$argon2id$hash',
    termsAcceptedAt: now,
    registeredAt: now,
    personal: { email: 'awa@example.com', firstName: 'Awa', birthdate: '1990-04-02' },
  },
};
const emailVerified: UserEvent = { type: 'EmailVerified', data: { userId, verifiedAt: now } };
const pinIssued = (
  codeId: string,
  codeHash: string,
  purpose: 'login' | 'verify-email' | 'reset-password',
): UserEvent => ({
  type: 'PinCodeIssued',
  data: { userId, codeId, codeHash, purpose, issuedAt: now, expiresAt: '2025-06-15T10:15:00.000Z' },
});
const linkIssued: UserEvent = {
  type: 'LoginLinkIssued',
  data: {
    userId,
    codeId: 'link-1',
    codeHash: 'h-link',
    purpose: 'login',
    issuedAt: now,
    expiresAt: '2025-06-15T10:15:00.000Z',
  },
};
const deactivated: UserEvent = { type: 'AccountDeactivated', data: { userId, deactivatedAt: now } };
const deleted: UserEvent = { type: 'AccountDeleted', data: { userId, deletedAt: now } };

const register = (
  data: Partial<Extract<UserCommand, { type: 'RegisterUser' }>['data']> = {},
): UserCommand => ({
  type: 'RegisterUser',
  data: {
    userId,
    role: 'reader',
    passwordHash: '$argon2id$hash',
    language: 'fr-SN',
    acceptedTerms: true,
    personal: { email: 'awa@example.com', firstName: 'Awa', birthdate: '1990-04-02' },
    ...data,
  },
  metadata,
});
const redeem = (
  codeHash: string,
  channel: 'login-link' | 'pin-code' = 'pin-code',
  purpose: 'login' | 'verify-email' | 'reset-password' = 'login',
  at = now,
): UserCommand => ({
  type: 'RedeemCode',
  data: { userId, channel, purpose, codeHash },
  metadata: { ...metadata, now: at },
});

describe('user: registration', () => {
  it('gives the admin role only to the platform itself, never to a sign-up', () => {
    spec
      .given([])
      .when(register({ role: 'admin' }))
      .thenRejects('FORBIDDEN');
    const bootstrap = { ...register({ role: 'admin' }), metadata: { ...metadata, actorId: 'system' } };
    spec
      .given([])
      .when(bootstrap)
      .then([{ ...registered, data: { ...registered.data, role: 'admin' } } as UserEvent]);
  });

  it('registers with the language trimmed to a supported one', () => {
    spec.given([]).when(register()).then([registered]);
  });

  it('falls back to en for an unsupported language', () => {
    spec
      .given([])
      .when(register({ language: 'de-DE' }))
      .then([{ ...registered, data: { ...registered.data, language: 'en' } } as UserEvent]);
  });

  it('registers an author (owner role)', () => {
    spec
      .given([])
      .when(register({ role: 'owner' }))
      .then([{ ...registered, data: { ...registered.data, role: 'owner' } } as UserEvent]);
  });

  it('registers without a birthdate', () => {
    const personal = { email: 'awa@example.com' };
    spec
      .given([])
      .when(register({ personal }))
      .then([{ ...registered, data: { ...registered.data, personal } } as UserEvent]);
  });

  it('refuses a user under 18', () => {
    spec
      .given([])
      .when(register({ personal: { email: 'awa@example.com', birthdate: '2007-06-16' } }))
      .thenRejects('UNDER_MINIMUM_AGE', 'birthdate');
  });

  it('registers a user under 18 whose parent or guardian consents, and records when that was stated', () => {
    const personal = { email: 'awa@example.com', birthdate: '2010-06-16' };
    spec
      .given([])
      .when(register({ personal, parentalConsent: true }))
      .then([{ ...registered, data: { ...registered.data, personal, parentalConsentAt: now } } as UserEvent]);
  });

  it('still refuses a birthdate that is no date, consent or not', () => {
    spec
      .given([])
      .when(register({ personal: { email: 'awa@example.com', birthdate: 'soon' }, parentalConsent: true }))
      .thenRejects('UNDER_MINIMUM_AGE', 'birthdate');
  });

  it('refuses when the terms are not accepted', () => {
    spec
      .given([])
      .when(register({ acceptedTerms: false }))
      .thenRejects('FIELDS_REQUIRED', 'terms');
  });

  it('refuses a malformed e-mail', () => {
    spec
      .given([])
      .when(register({ personal: { email: 'awa-at-example' } }))
      .thenRejects('WRONG_EMAIL', 'email');
  });

  it('refuses an empty e-mail', () => {
    spec
      .given([])
      .when(register({ personal: { email: ' ' } }))
      .thenRejects('FIELDS_REQUIRED', 'email');
  });

  it('refuses to register the same user twice', () => {
    spec.given([registered]).when(register()).thenRejects('ALREADY_EXISTS');
  });
});

describe('user: login links and pin codes', () => {
  it('issues a login link storing only the hash and the expiry', () => {
    spec
      .given([registered])
      .when({
        type: 'IssueLoginLink',
        data: { userId, codeId: 'link-1', codeHash: 'h-link', expiresAt: '2025-06-15T10:15:00.000Z' },
        metadata,
      })
      .then([linkIssued]);
  });

  it('issues a pin code for a purpose', () => {
    spec
      .given([registered])
      .when({
        type: 'IssuePinCode',
        data: {
          userId,
          codeId: 'pin-1',
          codeHash: 'h-1',
          purpose: 'verify-email',
          expiresAt: '2025-06-15T10:15:00.000Z',
        },
        metadata,
      })
      .then([pinIssued('pin-1', 'h-1', 'verify-email')]);
  });

  it('redeeming a code proves the e-mail address the first time', () => {
    spec
      .given([registered, pinIssued('pin-1', 'h-1', 'verify-email')])
      .when(redeem('h-1', 'pin-code', 'verify-email'))
      .then([
        { type: 'CodeRedeemed', data: { userId, codeId: 'pin-1', purpose: 'verify-email', redeemedAt: now } },
        emailVerified,
      ]);
  });

  it('redeems a login link of an already verified user', () => {
    spec
      .given([registered, emailVerified, linkIssued])
      .when(redeem('h-link', 'login-link'))
      .then([
        { type: 'CodeRedeemed', data: { userId, codeId: 'link-1', purpose: 'login', redeemedAt: now } },
      ]);
  });

  it('refuses a code that does not match', () => {
    spec
      .given([registered, pinIssued('pin-1', 'h-1', 'login')])
      .when(redeem('h-other'))
      .thenRejects('WRONG_VERIFICATION_CODE', 'code');
  });

  it('refuses an expired code', () => {
    spec
      .given([registered, pinIssued('pin-1', 'h-1', 'login')])
      .when(redeem('h-1', 'pin-code', 'login', later))
      .thenRejects('INVALID_CODE', 'code');
  });

  it('refuses a code that was already used', () => {
    spec
      .given([
        registered,
        emailVerified,
        pinIssued('pin-1', 'h-1', 'login'),
        { type: 'CodeRedeemed', data: { userId, codeId: 'pin-1', purpose: 'login', redeemedAt: now } },
      ])
      .when(redeem('h-1'))
      .thenRejects('INVALID_CODE', 'code');
  });

  it('a newer code supersedes the older one of the same channel and purpose', () => {
    const given = [registered, pinIssued('pin-1', 'h-1', 'login'), pinIssued('pin-2', 'h-2', 'login')];
    spec.given(given).when(redeem('h-1')).thenRejects('INVALID_CODE', 'code');
  });

  it('a code that matches none sent is wrong, whether or not one is outstanding', () => {
    spec.given([registered]).when(redeem('h-guess')).thenRejects('WRONG_VERIFICATION_CODE', 'code');
    spec
      .given([registered, pinIssued('pin-1', 'h-1', 'reset-password')])
      .when(redeem('h-guess', 'pin-code', 'login'))
      .thenRejects('WRONG_VERIFICATION_CODE', 'code');
  });

  it('a code issued for another purpose or channel is not valid here', () => {
    spec
      .given([registered, pinIssued('pin-1', 'h-1', 'reset-password')])
      .when(redeem('h-1', 'pin-code', 'login'))
      .thenRejects('INVALID_CODE', 'code');
    spec
      .given([registered, linkIssued])
      .when(redeem('h-link', 'pin-code', 'login'))
      .thenRejects('INVALID_CODE', 'code');
  });

  it('answers a code for an address without an active account as a wrong code, telling nothing of it', () => {
    spec.given([]).when(redeem('h-1')).thenRejects('WRONG_VERIFICATION_CODE', 'code');
    spec
      .given([registered, pinIssued('pin-1', 'h-1', 'login'), deactivated])
      .when(redeem('h-1'))
      .thenRejects('WRONG_VERIFICATION_CODE', 'code');
  });
});

describe('user: password', () => {
  const changed: UserEvent = {
    type: 'PasswordChanged',
    data: { userId, passwordHash: 'new-hash', changedAt: now },
  };

  it('changes the password once the API has checked the current one', () => {
    spec
      .given([registered])
      .when({
        type: 'ChangePassword',
        data: { userId, passwordHash: 'new-hash', proof: { method: 'current-password' } },
        metadata,
      })
      .then([changed]);
  });

  it('resets a forgotten password with an emailed reset code, using the code up', () => {
    spec
      .given([registered, emailVerified, pinIssued('pin-9', 'h-9', 'reset-password')])
      .when({
        type: 'ChangePassword',
        data: {
          userId,
          passwordHash: 'new-hash',
          proof: { method: 'code', channel: 'pin-code', codeHash: 'h-9' },
        },
        metadata,
      })
      .then([
        {
          type: 'CodeRedeemed',
          data: { userId, codeId: 'pin-9', purpose: 'reset-password', redeemedAt: now },
        },
        changed,
      ]);
  });

  it('refuses a reset with a wrong code', () => {
    spec
      .given([registered, pinIssued('pin-9', 'h-9', 'reset-password')])
      .when({
        type: 'ChangePassword',
        data: {
          userId,
          passwordHash: 'new-hash',
          proof: { method: 'code', channel: 'pin-code', codeHash: 'nope' },
        },
        metadata,
      })
      .thenRejects('WRONG_VERIFICATION_CODE', 'code');
  });

  it('refuses a reset for an address without an account as a wrong code', () => {
    spec
      .given([])
      .when({
        type: 'ChangePassword',
        data: {
          userId,
          passwordHash: 'new-hash',
          proof: { method: 'code', channel: 'pin-code', codeHash: 'h-9' },
        },
        metadata,
      })
      .thenRejects('WRONG_VERIFICATION_CODE', 'code');
  });

  it('refuses a reset with a login code', () => {
    spec
      .given([registered, pinIssued('pin-1', 'h-1', 'login')])
      .when({
        type: 'ChangePassword',
        data: {
          userId,
          passwordHash: 'new-hash',
          proof: { method: 'code', channel: 'pin-code', codeHash: 'h-1' },
        },
        metadata,
      })
      .thenRejects('INVALID_CODE', 'code');
  });
});

describe('user: e-mail address change', () => {
  const requestChange = (email: string, codeHash = 'h-new'): UserCommand => ({
    type: 'RequestEmailChange',
    data: { userId, email, codeId: 'change-1', codeHash, expiresAt: '2025-06-15T10:15:00.000Z' },
    metadata,
  });
  const requested = (email: string, codeHash = 'h-new'): UserEvent => ({
    type: 'EmailChangeRequested',
    data: {
      userId,
      codeId: 'change-1',
      codeHash,
      requestedAt: now,
      expiresAt: '2025-06-15T10:15:00.000Z',
      personal: { email },
    },
  });
  const confirm = (email: string, codeHash: string, at = now): UserCommand => ({
    type: 'ConfirmEmailChange',
    data: { userId, email, codeHash },
    metadata: { ...metadata, now: at },
  });
  const changed: UserEvent[] = [
    { type: 'ProfileUpdated', data: { userId, personal: { email: 'awa@new.example' }, updatedAt: now } },
    emailVerified,
  ];

  it('waits for the new address to confirm: the request changes no address', () => {
    spec
      .given([registered])
      .when(requestChange('awa@new.example'))
      .then([requested('awa@new.example')]);
  });

  it('refuses a malformed address, and asking for the current one changes nothing', () => {
    spec.given([registered]).when(requestChange('awa-at-new')).thenRejects('WRONG_EMAIL', 'email');
    spec.given([registered]).when(requestChange('AWA@example.com')).then([]);
  });

  it('changes the address, proven, with the code sent to it', () => {
    spec
      .given([registered, requested('awa@new.example')])
      .when(confirm('awa@new.example', 'h-new'))
      .then(changed);
  });

  it('refuses a wrong code, an expired one, one already used, and one of a replaced request', () => {
    const given = [registered, requested('awa@new.example')];
    spec
      .given(given)
      .when(confirm('awa@new.example', 'h-guess'))
      .thenRejects('WRONG_VERIFICATION_CODE', 'code');
    spec
      .given(given)
      .when(confirm('awa@new.example', 'h-new', later))
      .thenRejects('INVALID_CODE', 'code');
    spec
      .given([...given, ...changed])
      .when(confirm('awa@new.example', 'h-new'))
      .thenRejects('INVALID_CODE', 'code');
    spec
      .given([...given, requested('awa@other.example', 'h-other')])
      .when(confirm('awa@new.example', 'h-new'))
      .thenRejects('INVALID_CODE', 'code');
  });

  it('refuses to confirm another address than the pending one', () => {
    spec
      .given([registered, requested('awa@new.example')])
      .when(confirm('someone@else.example', 'h-new'))
      .thenRejects('INVALID_CODE', 'code');
  });

  it('has nothing to confirm without a request', () => {
    spec
      .given([registered])
      .when(confirm('awa@new.example', 'h-new'))
      .thenRejects('WRONG_VERIFICATION_CODE', 'code');
  });
});

describe('user: language, profile, history', () => {
  it('changes the language, trimming the region', () => {
    spec
      .given([registered])
      .when({ type: 'ChangeLanguage', data: { userId, language: 'ar-MA' }, metadata })
      .then([{ type: 'LanguageChanged', data: { userId, language: 'ar' } }]);
  });

  it('an unsupported language becomes the default', () => {
    spec
      .given([registered])
      .when({ type: 'ChangeLanguage', data: { userId, language: 'zz' }, metadata })
      .then([{ type: 'LanguageChanged', data: { userId, language: 'en' } }]);
  });

  it('changing to the current language changes nothing', () => {
    spec
      .given([registered])
      .when({ type: 'ChangeLanguage', data: { userId, language: 'fr' }, metadata })
      .then([]);
  });

  it('updates only the given profile fields', () => {
    spec
      .given([registered])
      .when({
        type: 'UpdateProfile',
        data: { userId, personal: { phone: '+221 77 000 00 00' }, hideWatched: true },
        metadata,
      })
      .then([
        {
          type: 'ProfileUpdated',
          data: { userId, personal: { phone: '+221 77 000 00 00' }, hideWatched: true, updatedAt: now },
        },
      ]);
  });

  it('a new e-mail address must be verified again', () => {
    const changedEmail: UserEvent = {
      type: 'ProfileUpdated',
      data: { userId, personal: { email: 'awa@new.example' }, updatedAt: now },
    };
    spec
      .given([registered, emailVerified, changedEmail, pinIssued('pin-1', 'h-1', 'verify-email')])
      .when(redeem('h-1', 'pin-code', 'verify-email'))
      .then([
        { type: 'CodeRedeemed', data: { userId, codeId: 'pin-1', purpose: 'verify-email', redeemedAt: now } },
        emailVerified,
      ]);
  });

  it('refuses a birthdate under 18 in a profile update', () => {
    spec
      .given([registered])
      .when({ type: 'UpdateProfile', data: { userId, personal: { birthdate: '2010-01-01' } }, metadata })
      .thenRejects('UNDER_MINIMUM_AGE', 'birthdate');
  });

  it('accepts a birthdate under 18 in a profile update when a parent consented at registration', () => {
    const consented = { ...registered, data: { ...registered.data, parentalConsentAt: now } } as UserEvent;
    spec
      .given([consented])
      .when({ type: 'UpdateProfile', data: { userId, personal: { birthdate: '2010-01-01' } }, metadata })
      .then([
        {
          type: 'ProfileUpdated',
          data: { userId, personal: { birthdate: '2010-01-01' }, updatedAt: now },
        } as UserEvent,
      ]);
  });

  it('an empty update changes nothing', () => {
    spec.given([registered]).when({ type: 'UpdateProfile', data: { userId }, metadata }).then([]);
  });

  it('erases the watch history', () => {
    spec
      .given([registered])
      .when({ type: 'EraseWatchHistory', data: { userId }, metadata })
      .then([{ type: 'WatchHistoryErased', data: { userId, erasedAt: now } }]);
  });
});

describe('user: notifications', () => {
  const off: UserEvent = {
    type: 'NotificationsChosen',
    data: { userId, followersNewContent: false, chosenAt: now },
  };
  const choose = (followersNewContent: boolean) =>
    ({ type: 'ChooseNotifications', data: { userId, followersNewContent }, metadata }) as const;

  it('e-mails the news of whom a person follows until they turn it off, and records only a change', () => {
    spec.given([registered]).when(choose(true)).then([]);
    spec.given([registered]).when(choose(false)).then([off]);
    spec.given([registered, off]).when(choose(false)).then([]);
    spec
      .given([registered, off])
      .when(choose(true))
      .then([{ type: 'NotificationsChosen', data: { userId, followersNewContent: true, chosenAt: now } }]);
  });

  it('has no choice to make for a deleted account', () => {
    spec.given([registered, deleted]).when(choose(false)).thenRejects('USER_NOT_FOUND');
  });
});

describe('user: deactivation and deletion', () => {
  it('deactivates an account, once', () => {
    spec
      .given([registered])
      .when({ type: 'DeactivateAccount', data: { userId }, metadata })
      .then([deactivated]);
    spec
      .given([registered, deactivated])
      .when({ type: 'DeactivateAccount', data: { userId }, metadata })
      .then([]);
  });

  it('is deactivated by the platform team with the reason recorded, once', () => {
    const byAdmin = { reason: 'Spam sent to many readers.', actorIsAdmin: true };
    spec
      .given([registered])
      .when({ type: 'DeactivateAccount', data: { userId, byAdmin }, metadata })
      .then([{ type: 'AccountDeactivated', data: { userId, deactivatedAt: now, reason: byAdmin.reason } }]);
    spec
      .given([registered, deactivated])
      .when({ type: 'DeactivateAccount', data: { userId, byAdmin }, metadata })
      .thenRejects('INVALID_STATE_TRANSITION');
    spec
      .given([registered])
      .when({
        type: 'DeactivateAccount',
        data: { userId, byAdmin: { ...byAdmin, actorIsAdmin: false } },
        metadata,
      })
      .thenRejects('FORBIDDEN');
  });

  it('a deactivated account cannot be changed', () => {
    spec
      .given([registered, deactivated])
      .when({ type: 'ChangeLanguage', data: { userId, language: 'es' }, metadata })
      .thenRejects('INVALID_STATE_TRANSITION');
  });

  it('deletes an active or deactivated account', () => {
    spec.given([registered]).when({ type: 'DeleteAccount', data: { userId }, metadata }).then([deleted]);
    spec
      .given([registered, deactivated])
      .when({ type: 'DeleteAccount', data: { userId }, metadata })
      .then([deleted]);
  });

  it('a deleted account no longer exists', () => {
    spec
      .given([registered, deleted])
      .when({ type: 'DeleteAccount', data: { userId }, metadata })
      .thenRejects('USER_NOT_FOUND');
    spec
      .given([registered, deleted])
      .when({ type: 'EraseWatchHistory', data: { userId }, metadata })
      .thenRejects('USER_NOT_FOUND');
  });

  it('keeps personal data out of every event except under `personal`', () => {
    const requested: UserEvent = {
      type: 'EmailChangeRequested',
      data: {
        userId,
        codeId: 'c',
        codeHash: 'h',
        requestedAt: now,
        expiresAt: now,
        personal: { email: 'awa@new' },
      },
    };
    for (const event of [registered, emailVerified, linkIssued, requested, deactivated, deleted]) {
      const { personal: _personal, ...rest } = event.data as Record<string, unknown>;
      expect(JSON.stringify(rest)).not.toContain('awa');
    }
  });
});

describe('user: event schemas', () => {
  it('accept the events the decider writes', () => {
    const events = [
      registered,
      emailVerified,
      linkIssued,
      pinIssued('p', 'h', 'login'),
      deactivated,
      deleted,
    ];
    events.push({ type: 'CodeRedeemed', data: { userId, codeId: 'p', purpose: 'login', redeemedAt: now } });
    events.push({ type: 'ProfileUpdated', data: { userId, personal: { phone: '+221' }, updatedAt: now } });
    events.push({
      type: 'EmailChangeRequested',
      data: {
        userId,
        codeId: 'c',
        codeHash: 'h',
        requestedAt: now,
        expiresAt: now,
        personal: { email: 'a@b.c' },
      },
    });
    for (const event of events) {
      const definition = userEventDefinitions.find((d) => d.type === event.type);
      expect(definition?.schema.safeParse(event.data).success).toBe(true);
    }
  });
});
