import { authorProfileDecider, authorStream } from '@afrimedia/domain';
import { translateError } from '@afrimedia/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestUser } from '../../testing/test-api.ts';

type Json = Record<string, unknown>;

const firstTry = {
  role: 'owner',
  expertise_title: 'Music writer',
  about_me: 'I write about the music of Dakar, its studios and the people who make it, every week.',
};
const corrected = {
  role: 'owner',
  expertise_title: 'Music critic for ten years',
  about_me:
    'Ten years of reviews for Dakar weeklies, interviews with mbalax and rap artists, and a radio show on Saturdays.',
  country: 'SN',
};

/** A refused author application may be corrected and sent again; one waiting or validated may not. */
describe('applying again to become an author', () => {
  let api: TestApi;
  let admin: TestUser;
  beforeAll(async () => {
    api = await startTestApi('author_reapplication');
    admin = await api.newUser({ role: 'admin' });
  });
  afterAll(() => api.close());

  /** The call's status and body, with the types of the events it appended. */
  async function act(user: TestUser, body: unknown) {
    const before = (await api.events()).length;
    const response = await api.call('PUT', '/auth/profile', user, body);
    const appended = (await api.events()).slice(before).map((event) => event.type);
    return { status: response.status, json: (await response.json()) as Json, appended };
  }

  const refusal = (code: Parameters<typeof translateError>[1]) =>
    expect.objectContaining({ code, message: translateError('en', code) });

  const application = async (user: TestUser) =>
    (await (await api.call('GET', '/author/application', user)).json()) as Json;

  const queued = async (user: TestUser) =>
    (await (await api.call('GET', `/admin/author-applications/${user.userId}`, admin)).json()) as Json;

  const rejectApplication = (user: TestUser, reason: string) =>
    api.run(authorStream(user.userId), authorProfileDecider, admin.userId, {
      type: 'RejectAuthor',
      data: { authorId: user.userId, actorIsAdmin: true, reason },
    });

  it('a refused applicant applies again, and the application waits in the queue anew', async () => {
    const applicant = await api.newUser();
    expect((await act(applicant, firstTry)).appended).toEqual(['AuthorApplicationSubmitted']);
    await rejectApplication(applicant, 'Tell us which outlets published you.');
    expect(await application(applicant)).toMatchObject({
      status: 'rejected',
      reason: 'Tell us which outlets published you.',
      sent: { expertiseTitle: firstTry.expertise_title, aboutMe: firstTry.about_me, country: null },
    });

    const again = await act(applicant, corrected);
    expect(again).toEqual({
      status: 200,
      json: { is_active: true, role: 'owner' },
      appended: ['ProfileUpdated', 'AuthorApplicationSubmitted'],
    });
    expect(await application(applicant)).toMatchObject({
      status: 'waiting',
      decidedAt: null,
      reason: null,
      sent: { expertiseTitle: corrected.expertise_title, aboutMe: corrected.about_me, country: 'sn' },
    });
    expect(await queued(applicant)).toMatchObject({
      status: 'waiting',
      expertiseTitle: corrected.expertise_title,
      decidedBy: null,
      reason: null,
    });
    const view = await api.call('GET', '/auth/user', applicant);
    expect(await view.json()).toMatchObject({ role: 'owner', userVerificationStatus: 'pending' });
  });

  it('an application waiting validation cannot be sent twice, and the refused request changes nothing', async () => {
    const applicant = await api.newUser();
    await act(applicant, firstTry);
    const twice = await act(applicant, { ...corrected, phone: '+221 77 123 45 67' });
    expect(twice).toEqual({ status: 409, json: refusal('INVALID_STATE_TRANSITION'), appended: [] });
    expect(await queued(applicant)).toMatchObject({
      status: 'waiting',
      expertiseTitle: firstTry.expertise_title,
    });
  });

  it('the same request sent again with its Idempotency-Key is answered as done, appending nothing', async () => {
    const applicant = await api.newUser();
    const retried: TestUser = {
      ...applicant,
      auth: { ...applicant.auth, 'idempotency-key': 'profile-retry-1' },
    };
    const body = { ...firstTry, phone: '+221 77 123 45 67' };
    expect(await act(retried, body)).toMatchObject({
      status: 200,
      appended: ['ProfileUpdated', 'AuthorApplicationSubmitted'],
    });
    expect(await act(retried, body)).toEqual({
      status: 200,
      json: { is_active: true, role: 'owner' },
      appended: [],
    });
  });

  it('a validated author does not apply again', async () => {
    const author = await api.newUser({ role: 'owner' });
    expect(await act(author, corrected)).toEqual({
      status: 409,
      json: refusal('INVALID_STATE_TRANSITION'),
      appended: [],
    });
  });

  it('someone registered as an author sends their application once signed in', async () => {
    const email = 'future-author@example.org';
    const registered = await api.call('POST', '/auth/register', undefined, {
      email,
      password: 'Str0ng-Passw0rd',
      role: 'owner',
      terms_accepted: true,
    });
    expect(registered.status).toBe(201);
    const { id } = (await registered.json()) as { id: string };
    const auth = await api.signIn(id);
    const user: TestUser = {
      userId: id,
      email,
      token: auth.authorization?.slice('Bearer '.length) ?? '',
      auth,
    };
    expect(await application(user)).toMatchObject({ status: 'none', sent: null });
    expect(await act(user, firstTry)).toMatchObject({
      status: 200,
      appended: ['AuthorApplicationSubmitted'],
    });
    expect(await application(user)).toMatchObject({ status: 'waiting' });
  });
});
