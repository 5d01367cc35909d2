import { describe, expect, it } from 'vitest';
import { fold } from '../core/decider.ts';
import { DomainError } from '../core/domain-error.ts';
import { deciderSpecification } from '../core/decider-specification.ts';
import { userDecider, type UserCommand } from '../user/decide.ts';
import { userEventDefinitions, type UserEvent } from '../user/user.ts';
import { kidsPinRefusal } from './decide.ts';
import {
  kidsPinPausedUntil,
  profileNamed,
  profilesOf,
  PROFILE_COLOURS,
  type HouseholdProfile,
} from './profiles.ts';
import { isValidPin, profileSees } from './rules.ts';

const spec = deciderSpecification(userDecider);
const userId = 'user-1';
const now = '2025-06-15T10:00:00.000Z';
const metadata = { now, actorId: userId };
const at = (minutes: number) => new Date(Date.parse(now) + minutes * 60_000).toISOString();

const registered: UserEvent = {
  type: 'UserRegistered',
  data: {
    userId,
    role: 'reader',
    language: 'fr',
    passwordHash: '$argon2id$hash',
    termsAcceptedAt: now,
    registeredAt: now,
    personal: { email: 'awa@example.com', firstName: 'Awa' },
  },
};
const created = (
  profileId: string,
  data: Partial<Extract<UserEvent, { type: 'ProfileCreated' }>['data']> = {},
): UserEvent => ({
  type: 'ProfileCreated',
  data: {
    userId,
    profileId,
    personal: { name: profileId },
    colour: PROFILE_COLOURS[1],
    language: 'fr',
    ageLimit: null,
    kids: false,
    createdAt: now,
    ...data,
  },
});
const pinSet: UserEvent = { type: 'KidsPinSet', data: { userId, pinHash: 'pin-hash', setAt: now } };
const kidsProfile = created('kids', { kids: true, ageLimit: '12-age-restriction' });
const failed = (minutes: number): UserEvent => ({
  type: 'KidsPinFailed',
  data: { userId, profileId: 'kids', failedAt: at(minutes) },
});
const household = [registered, pinSet, kidsProfile];

const create = (
  data: Partial<Extract<UserCommand, { type: 'CreateProfile' }>['data']> = {},
): UserCommand => ({
  type: 'CreateProfile',
  data: { userId, profileId: 'p-new', actingProfileId: userId, name: '  Binta ', ...data },
  metadata,
});
const switchTo = (
  profileId: string,
  actingProfileId: string,
  pinMatches?: boolean,
  minutes = 0,
): UserCommand => ({
  type: 'SwitchProfile',
  data: { userId, profileId, actingProfileId, ...(pinMatches === undefined ? {} : { pinMatches }) },
  metadata: { ...metadata, now: at(minutes) },
});
const switched = (profileId: string, fromProfileId: string, minutes = 0): UserEvent => ({
  type: 'ProfileSwitched',
  data: { userId, profileId, fromProfileId, switchedAt: at(minutes) },
});
const limit = (
  profileId: string,
  ageLimit: Extract<UserCommand, { type: 'ChangeProfileAgeLimit' }>['data']['ageLimit'],
  actingProfileId: string,
): UserCommand => ({
  type: 'ChangeProfileAgeLimit',
  data: { userId, profileId, ageLimit, actingProfileId },
  metadata,
});

function profilesAfter(events: readonly UserEvent[]): readonly HouseholdProfile[] {
  const state = fold(userDecider, events);
  if (state.status !== 'active') throw new Error(`expected an active account, got ${state.status}`);
  return profilesOf(state);
}

describe('profiles: the default profile', () => {
  it('is derived from an account whose stream holds no profile event', () => {
    expect(profilesAfter([registered])).toEqual([
      {
        id: userId,
        name: 'Awa',
        colour: PROFILE_COLOURS[0],
        language: 'fr',
        ageLimit: null,
        kids: false,
        isDefault: true,
      },
    ]);
  });

  it('follows the account’s first name and language until given its own', () => {
    const renamedAccount: UserEvent = {
      type: 'ProfileUpdated',
      data: { userId, personal: { firstName: 'Awa Marie' }, updatedAt: now },
    };
    const language: UserEvent = { type: 'LanguageChanged', data: { userId, language: 'ar' } };
    expect(profilesAfter([registered, renamedAccount, language])[0]).toMatchObject({
      name: 'Awa Marie',
      language: 'ar',
    });
    const edited: UserEvent = {
      type: 'ProfileEdited',
      data: { userId, profileId: userId, personal: { name: 'Maman' }, language: 'es', editedAt: now },
    };
    expect(profilesAfter([registered, edited, renamedAccount, language])[0]).toMatchObject({
      name: 'Maman',
      language: 'es',
    });
  });

  it('is named after the e-mail address of an account without a first name', () => {
    const anonymous = {
      ...registered,
      data: { ...registered.data, personal: { email: 'reader.one@example.com' } },
    } as UserEvent;
    expect(profilesAfter([anonymous])[0]?.name).toBe('reader.one');
  });
});

describe('profiles: creating', () => {
  it('creates a profile with a trimmed name, the first free colour and the account’s language', () => {
    spec
      .given([registered])
      .when(create())
      .then([created('p-new', { personal: { name: 'Binta' }, colour: PROFILE_COLOURS[1], language: 'fr' })]);
  });

  it('takes a chosen colour, language and age limit, falling back to en for an unsupported language', () => {
    spec
      .given([registered])
      .when(create({ colour: PROFILE_COLOURS[3], language: 'de', ageLimit: '16-age-restriction' }))
      .then([
        created('p-new', {
          personal: { name: 'Binta' },
          colour: PROFILE_COLOURS[3],
          language: 'en',
          ageLimit: '16-age-restriction',
        }),
      ]);
  });

  it('creates up to 5 profiles, the default one included, and refuses a 6th', () => {
    const four = ['p1', 'p2', 'p3'].map((id) => created(id));
    spec
      .given([registered, ...four])
      .when(create())
      .then([created('p-new', { personal: { name: 'Binta' }, colour: PROFILE_COLOURS[2] })]);
    spec
      .given([registered, ...four, created('p4')])
      .when(create())
      .thenRejects('INVALID_STATE_TRANSITION', 'profiles');
  });

  it('counts only the profiles that were not removed', () => {
    const removed: UserEvent = { type: 'ProfileRemoved', data: { userId, profileId: 'p4', removedAt: now } };
    spec
      .given([registered, ...['p1', 'p2', 'p3', 'p4'].map((id) => created(id)), removed])
      .when(create())
      .then([created('p-new', { personal: { name: 'Binta' }, colour: PROFILE_COLOURS[2] })]);
  });

  it('refuses a blank name, a name over 30 characters, an unknown colour or age limit, and a taken id', () => {
    spec
      .given([registered])
      .when(create({ name: '  ' }))
      .thenRejects('NAME_REQUIRED', 'name');
    spec
      .given([registered])
      .when(create({ name: 'x'.repeat(31) }))
      .thenRejects('FIELDS_REQUIRED', 'name');
    spec
      .given([registered])
      .when(create({ colour: '#000000' }))
      .thenRejects('FIELDS_REQUIRED', 'colour');
    spec
      .given([registered])
      .when(create({ ageLimit: '21-age-restriction' as never }))
      .thenRejects('FIELDS_REQUIRED', 'ageLimit');
    spec
      .given([registered])
      .when(create({ profileId: userId }))
      .thenRejects('ALREADY_EXISTS', 'profileId');
  });

  it('creates a kids profile only once the account has a PIN, at the strictest limit unless told', () => {
    spec
      .given([registered])
      .when(create({ kids: true }))
      .thenRejects('INVALID_STATE_TRANSITION', 'pin');
    spec
      .given([registered, pinSet])
      .when(create({ kids: true }))
      .then([created('p-new', { personal: { name: 'Binta' }, kids: true, ageLimit: 'no-age-restriction' })]);
  });

  it('creates nothing from a kids profile, or from a profile the account does not have', () => {
    spec
      .given(household)
      .when(create({ actingProfileId: 'kids' }))
      .thenRejects('INVALID_STATE_TRANSITION', 'actingProfileId');
    spec
      .given(household)
      .when(create({ actingProfileId: 'nobody' }))
      .thenRejects('NOT_FOUND', 'actingProfileId');
  });
});

describe('profiles: editing and removing', () => {
  const edit = (data: Partial<Extract<UserCommand, { type: 'EditProfile' }>['data']>): UserCommand => ({
    type: 'EditProfile',
    data: { userId, profileId: 'p1', actingProfileId: userId, ...data },
    metadata,
  });
  const remove = (profileId: string, actingProfileId = userId): UserCommand => ({
    type: 'RemoveProfile',
    data: { userId, profileId, actingProfileId },
    metadata,
  });

  it('renames a profile, recording only what changed', () => {
    spec
      .given([registered, created('p1')])
      .when(edit({ name: ' Fatou ', colour: PROFILE_COLOURS[1], language: 'fr' }))
      .then([
        {
          type: 'ProfileEdited',
          data: { userId, profileId: 'p1', personal: { name: 'Fatou' }, editedAt: now },
        },
      ]);
    spec
      .given([registered, created('p1')])
      .when(edit({ name: 'p1', colour: PROFILE_COLOURS[1] }))
      .then([]);
  });

  it('changes a profile’s colour and language', () => {
    spec
      .given([registered, created('p1')])
      .when(edit({ colour: PROFILE_COLOURS[4], language: 'ar' }))
      .then([
        {
          type: 'ProfileEdited',
          data: { userId, profileId: 'p1', colour: PROFILE_COLOURS[4], language: 'ar', editedAt: now },
        },
      ]);
  });

  it('lets a kids profile edit itself only', () => {
    spec
      .given([...household, created('p1')])
      .when(edit({ actingProfileId: 'kids', name: 'Fatou' }))
      .thenRejects('INVALID_STATE_TRANSITION', 'actingProfileId');
    spec
      .given(household)
      .when(edit({ profileId: 'kids', actingProfileId: 'kids', colour: PROFILE_COLOURS[5] }))
      .then([
        {
          type: 'ProfileEdited',
          data: { userId, profileId: 'kids', colour: PROFILE_COLOURS[5], editedAt: now },
        },
      ]);
  });

  it('removes a profile, never the default one, and knows no profile it does not have', () => {
    spec
      .given([registered, created('p1')])
      .when(remove('p1'))
      .then([{ type: 'ProfileRemoved', data: { userId, profileId: 'p1', removedAt: now } }]);
    spec
      .given([registered, created('p1')])
      .when(remove(userId))
      .thenRejects('INVALID_STATE_TRANSITION', 'profileId');
    spec.given([registered]).when(remove('p9')).thenRejects('NOT_FOUND', 'profileId');
    spec
      .given([
        registered,
        created('p1'),
        { type: 'ProfileRemoved', data: { userId, profileId: 'p1', removedAt: now } },
      ])
      .when(remove('p1'))
      .thenRejects('NOT_FOUND', 'profileId');
  });

  it('removes nothing from a kids profile', () => {
    spec
      .given([...household, created('p1')])
      .when(remove('p1', 'kids'))
      .thenRejects('INVALID_STATE_TRANSITION', 'actingProfileId');
  });
});

describe('profiles: age limits', () => {
  const changed = (profileId: string, ageLimit: '16-age-restriction' | 'no-age-restriction' | null) => ({
    type: 'ProfileAgeLimitChanged' as const,
    data: { userId, profileId, ageLimit, changedAt: now },
  });

  it('a kids profile cannot raise its own limit, nor lift it', () => {
    spec
      .given(household)
      .when(limit('kids', '16-age-restriction', 'kids'))
      .thenRejects('INVALID_STATE_TRANSITION', 'actingProfileId');
    spec
      .given(household)
      .when(limit('kids', null, 'kids'))
      .thenRejects('INVALID_STATE_TRANSITION', 'actingProfileId');
  });

  it('a kids profile may lower its own limit', () => {
    spec
      .given(household)
      .when(limit('kids', 'no-age-restriction', 'kids'))
      .then([changed('kids', 'no-age-restriction')]);
  });

  it('a grown-up profile raises a kids profile’s limit', () => {
    spec
      .given([...household, created('p1')])
      .when(limit('kids', '16-age-restriction', 'p1'))
      .then([changed('kids', '16-age-restriction')]);
  });

  it('a kids profile changes no other profile’s limit, even lowering it', () => {
    spec
      .given([...household, created('p1')])
      .when(limit('p1', 'no-age-restriction', 'kids'))
      .thenRejects('INVALID_STATE_TRANSITION', 'actingProfileId');
  });

  it('sets a limit on the default profile, and the same limit again changes nothing', () => {
    spec
      .given([registered])
      .when(limit(userId, '16-age-restriction', userId))
      .then([changed(userId, '16-age-restriction')]);
    spec
      .given([registered])
      .when(limit(userId, null, userId))
      .then([]);
    expect(profilesAfter([registered, changed(userId, '16-age-restriction')])[0]?.ageLimit).toBe(
      '16-age-restriction',
    );
  });

  it('a profile with a limit sees content rated up to it; no limit sees everything', () => {
    expect(profileSees('12-age-restriction', '12-age-restriction')).toBe(true);
    expect(profileSees('12-age-restriction', '16-age-restriction')).toBe(false);
    expect(profileSees('12-age-restriction', undefined)).toBe(true);
    expect(profileSees('no-age-restriction', 'no-age-restriction')).toBe(true);
    expect(profileSees('no-age-restriction', '12-age-restriction')).toBe(false);
    expect(profileSees(null, '18-age-restriction')).toBe(true);
  });
});

describe('profiles: the kids PIN', () => {
  const setPin = (passwordVerified: boolean, pinHash = 'pin-hash'): UserCommand => ({
    type: 'SetKidsPin',
    data: { userId, pinHash, passwordVerified },
    metadata,
  });

  it('takes exactly 4 digits', () => {
    expect(isValidPin('0427')).toBe(true);
    for (const pin of ['123', '12345', '12a4', ' 1234', '١٢٣٤', '']) expect(isValidPin(pin)).toBe(false);
  });

  it('is set, then changed, only with the account’s password', () => {
    spec.given([registered]).when(setPin(false)).thenRejects('WRONG_PASSWORD', 'current_password');
    spec.given([registered]).when(setPin(true)).then([pinSet]);
    spec
      .given([registered, pinSet])
      .when(setPin(false, 'new-hash'))
      .thenRejects('WRONG_PASSWORD', 'current_password');
    spec
      .given([registered, pinSet])
      .when(setPin(true, 'new-hash'))
      .then([{ type: 'KidsPinChanged', data: { userId, pinHash: 'new-hash', changedAt: now } }]);
  });
});

describe('profiles: switching', () => {
  it('switches between grown-up profiles without a PIN, and to the current one changes nothing', () => {
    spec
      .given([registered, created('p1')])
      .when(switchTo('p1', userId))
      .then([switched('p1', userId)]);
    spec
      .given([registered, created('p1')])
      .when(switchTo('p1', 'p1'))
      .then([]);
  });

  it('enters a kids profile without a PIN', () => {
    spec
      .given(household)
      .when(switchTo('kids', userId))
      .then([switched('kids', userId)]);
  });

  it('refuses a profile the account does not have, or no longer has', () => {
    const removed: UserEvent = { type: 'ProfileRemoved', data: { userId, profileId: 'p1', removedAt: now } };
    spec
      .given([registered, created('p1'), removed])
      .when(switchTo('p1', userId))
      .thenRejects('NOT_FOUND', 'profileId');
    spec.given([registered]).when(switchTo('kids', userId)).thenRejects('NOT_FOUND', 'profileId');
  });

  it('puts whoever was on a removed profile back on the default one', () => {
    const removed: UserEvent = { type: 'ProfileRemoved', data: { userId, profileId: 'p1', removedAt: now } };
    const state = fold(userDecider, [registered, created('p1'), switched('p1', userId), removed]);
    expect(state.status === 'active' && state.activeProfileId).toBe(userId);
  });

  it('leaves a kids profile with the right PIN, and asks for one when none is given', () => {
    spec
      .given(household)
      .when(switchTo(userId, 'kids', true))
      .then([switched(userId, 'kids')]);
    spec.given(household).when(switchTo(userId, 'kids')).thenRejects('FIELDS_REQUIRED', 'pin');
  });

  it('records a wrong PIN, which the edge answers as a wrong code', () => {
    spec
      .given(household)
      .when(switchTo(userId, 'kids', false))
      .then([failed(0)]);
    expect(kidsPinRefusal([failed(0)])?.code).toBe('WRONG_VERIFICATION_CODE');
    expect(kidsPinRefusal([switched(userId, 'kids')])).toBeUndefined();
  });

  it('pauses for 15 minutes after 5 wrong PINs in a row, refusing even the right one', () => {
    const fiveWrong = [0, 1, 2, 3, 4].map(failed);
    spec
      .given([...household, ...fiveWrong.slice(0, 4)])
      .when(switchTo(userId, 'kids', false, 4))
      .then([failed(4)]);
    spec
      .given([...household, ...fiveWrong])
      .when(switchTo(userId, 'kids', true, 5))
      .thenRejects('TOO_MANY_ATTEMPTS', 'pin');
    spec
      .given([...household, ...fiveWrong])
      .when(switchTo(userId, 'kids', false, 18))
      .thenRejects('TOO_MANY_ATTEMPTS', 'pin');
    const state = fold(userDecider, [...household, ...fiveWrong]);
    expect(state.status === 'active' && kidsPinPausedUntil(state.household, at(5))).toBe(at(19));
  });

  it('takes the right PIN once the 15 minutes are over; one more wrong PIN pauses again', () => {
    const fiveWrong = [0, 1, 2, 3, 4].map(failed);
    spec
      .given([...household, ...fiveWrong])
      .when(switchTo(userId, 'kids', true, 19))
      .then([switched(userId, 'kids', 19)]);
    spec
      .given([...household, ...fiveWrong, failed(19)])
      .when(switchTo(userId, 'kids', true, 20))
      .thenRejects('TOO_MANY_ATTEMPTS', 'pin');
  });

  it('starts the count again after a right PIN', () => {
    const fourWrong = [0, 1, 2, 3].map(failed);
    const back = switched('kids', userId, 5);
    spec
      .given([...household, ...fourWrong, switched(userId, 'kids', 4), back, failed(6)])
      .when(switchTo(userId, 'kids', true, 7))
      .then([switched(userId, 'kids', 7)]);
  });

  it('a new PIN set with the password ends a pause', () => {
    const changed: UserEvent = { type: 'KidsPinChanged', data: { userId, pinHash: 'new', changedAt: at(6) } };
    spec
      .given([...household, ...[0, 1, 2, 3, 4].map(failed), changed])
      .when(switchTo(userId, 'kids', true, 7))
      .then([switched(userId, 'kids', 7)]);
  });
});

describe('profiles: whose lists a request reads or files under', () => {
  const state = fold(userDecider, [...household, created('p1')]);
  if (state.status !== 'active') throw new Error('expected an active account');
  const idOf = (answer: ReturnType<typeof profileNamed>) =>
    answer instanceof DomainError ? `${answer.code} ${answer.field}` : answer.id;

  it('is the acting profile unless the request names another of the account', () => {
    expect(idOf(profileNamed(state, userId, undefined))).toBe(userId);
    expect(idOf(profileNamed(state, userId, 'kids'))).toBe('kids');
    expect(idOf(profileNamed(state, 'p1', userId))).toBe(userId);
  });

  it('knows no profile of another account', () => {
    expect(idOf(profileNamed(state, userId, 'someone-else'))).toBe('NOT_FOUND profile');
  });

  it('from a kids profile, is that profile only', () => {
    expect(idOf(profileNamed(state, 'kids', undefined))).toBe('kids');
    expect(idOf(profileNamed(state, 'kids', 'kids'))).toBe('kids');
    expect(idOf(profileNamed(state, 'kids', userId))).toBe('NOT_FOUND profile');
  });
});

describe('profiles: event schemas', () => {
  it('accept the events the decider writes, and switches recorded before profiles were kept', () => {
    const events: UserEvent[] = [
      created('p1'),
      kidsProfile,
      {
        type: 'ProfileEdited',
        data: { userId, profileId: 'p1', personal: { name: 'Fatou' }, editedAt: now },
      },
      { type: 'ProfileAgeLimitChanged', data: { userId, profileId: 'p1', ageLimit: null, changedAt: now } },
      { type: 'ProfileRemoved', data: { userId, profileId: 'p1', removedAt: now } },
      switched('kids', userId),
      { type: 'ProfileSwitched', data: { userId, profileId: userId, switchedAt: now } },
      pinSet,
      { type: 'KidsPinChanged', data: { userId, pinHash: 'h', changedAt: now } },
      failed(0),
    ];
    for (const event of events) {
      const definition = userEventDefinitions.find((d) => d.type === event.type);
      expect(definition?.schema.safeParse(event.data).success, event.type).toBe(true);
    }
  });

  it('take a name of 30 code points, as the decider counts them', () => {
    const schema = userEventDefinitions.find((d) => d.type === 'ProfileCreated')?.schema;
    const named = (name: string) => created('p1', { personal: { name } }).data;
    expect(schema?.safeParse(named('🙂'.repeat(30))).success).toBe(true);
    expect(schema?.safeParse(named('🙂'.repeat(31))).success).toBe(false);
  });

  it('keep profile names under `personal`', () => {
    const { personal: _personal, ...rest } = created('p1', { personal: { name: 'Binta' } }).data as Record<
      string,
      unknown
    >;
    expect(JSON.stringify(rest)).not.toContain('Binta');
  });
});
