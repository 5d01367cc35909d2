import { publishing, type TestApi, type TestUser } from '@afrimedia/api/testing';
import { PLAN_CATALOGUE_STREAM, planCatalogueDecider } from '@afrimedia/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startReaderUnderTest } from '../../../testing/reader-under-test.ts';

let api: TestApi;
let scene: Awaited<ReturnType<typeof scenario>>;

/** Contents to favourite and follow, published before the readers sign in (the scenario moves the API's clock). */
async function scenario() {
  const author = await api.newUser({ role: 'owner' });
  const write = publishing(api);
  const publication = await write.publication(
    author.userId,
    { slug: 'dakar-daily', name: 'Dakar Daily', topics: ['culture'] },
    [
      { slug: 'the-new-dakar', title: 'The new Dakar', topics: ['culture'] },
      { slug: 'lagos-at-night', title: 'Lagos at night', kind: 'video', topics: ['music'] },
    ],
  );
  return { author, publication };
}

beforeAll(async () => {
  api = await startReaderUnderTest('reader-profile');
  scene = await scenario();
});
afterAll(() => api.close());

const cookieOf = (tokens: { token: string; refreshToken?: string }) =>
  `token=${encodeURIComponent(JSON.stringify({ token: tokens.token, type: 'bearer', refreshToken: tokens.refreshToken ?? 'x' }))}`;

const page = (path: string, user?: Pick<TestUser, 'token'>) =>
  fetch(`${api.url}${path}`, { redirect: 'manual', headers: user ? { cookie: cookieOf(user) } : {} });

const post = (path: string, user: Pick<TestUser, 'token'>, fields: Record<string, string> | FormData) =>
  fetch(`${api.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: cookieOf(user), origin: api.url },
    body: fields instanceof FormData ? fields : new URLSearchParams(fields),
  });

/** The first tag of `html` named `tag` that carries `attribute`, e.g. the input with name="phone". */
function tagWith(html: string, tag: string, attribute: string): string {
  return new RegExp(`<${tag}\\b[^>]*${attribute}[^>]*>`).exec(html)?.[0] ?? `no <${tag}> with ${attribute}`;
}

/** The text of the element with that id. */
function textOf(html: string, id: string): string {
  return new RegExp(`id="${id}"[^>]*>([^<]*)<`).exec(html)?.[1] ?? `no element #${id}`;
}

async function userView(user: TestUser) {
  const response = await api.call('GET', '/auth/user', user);
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

describe('route guards', () => {
  it('sends a visitor from /favs to the landing page', async () => {
    const response = await page('/favs');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/landing');
  });

  it('sends a visitor from /profile to sign in, coming back to the tab asked for', async () => {
    const response = await page('/profile?t=subscriptions');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      `/login?returnTo=${encodeURIComponent('/profile?t=subscriptions')}`,
    );
  });

  it('opens the subscription tab for ?t=1', async () => {
    const reader = await api.newUser();
    const html = await (await page('/profile?t=1', reader)).text();
    expect(tagWith(html, 'a', 'aria-current="page"')).toContain('href="/profile?t=subscriptions"');
    expect(html).toContain('You have no subscription.');
  });
});

describe('personal info', () => {
  it('saves the names, phone and country, and the API gives them back', async () => {
    const reader = await api.newUser();
    const response = await post('/profile?t=personal', reader, {
      intent: 'personal',
      title: 'Mrs',
      first_name: 'Aminata',
      last_name: 'Sow',
      phone: '+221 77 123 45 67',
      country: 'sn',
      birthdate: '1990-04-12',
      mobile_phone: '',
      address: '12 rue Carnot',
      zip_code: '',
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Your changes are saved.');
    expect(await userView(reader)).toMatchObject({
      first_name: 'Aminata',
      last_name: 'Sow',
      phone: '+221 77 123 45 67',
      country: 'sn',
    });
    const form = await (await page('/profile?t=personal', reader)).text();
    expect(tagWith(form, 'input', 'name="first_name"')).toContain('value="Aminata"');
    expect(tagWith(form, 'option', 'value="sn"')).toContain('selected=""');
  });

  it('refuses a bad phone number next to the phone field and saves nothing', async () => {
    const reader = await api.newUser();
    const response = await post('/profile?t=personal', reader, {
      intent: 'personal',
      first_name: 'Changed',
      phone: 'call me',
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    const phone = tagWith(html, 'input', 'name="phone"');
    expect(phone).toContain('aria-invalid="true"');
    expect(phone).toContain('aria-describedby="profile-phone-error"');
    expect(textOf(html, 'profile-phone-error')).toBe('Please enter a valid phone number');
    expect(await userView(reader)).toMatchObject({ first_name: 'Test', phone: null });
  });

  it('refuses a country that is not a country code', async () => {
    const reader = await api.newUser();
    const response = await post('/profile?t=personal', reader, { intent: 'personal', country: 'Senegal' });
    expect(response.status).toBe(400);
    expect(textOf(await response.text(), 'profile-country-error')).toBe('Wrong country');
  });
});

describe('account settings', () => {
  it('hides what the reader watched', async () => {
    const reader = await api.newUser();
    const response = await post('/profile?t=hide-watched', reader, {
      intent: 'hide-watched',
      hide_watched: '1',
    });
    expect(response.status).toBe(200);
    expect(await userView(reader)).toMatchObject({ hide_watched: true });
  });

  it('uploads a profile icon and keeps it as the avatar', async () => {
    const reader = await api.newUser();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGPgzvPHihiGlgQAeOUyARGyp+UAAAAASUVORK5CYII=',
      'base64',
    );
    const form = new FormData();
    form.set('intent', 'avatar');
    form.set('avatar', new File([png], 'me.png', { type: 'image/png' }));
    const response = await post('/profile?t=icon', reader, form);
    expect(response.status).toBe(200);
    const { avatar } = await userView(reader);
    expect(avatar).toMatch(/^\/api\/media\/image\//);
    expect((await fetch(`${api.url}${String(avatar)}`)).status).toBe(200);
    expect(await (await page('/profile?t=icon', reader)).text()).toContain(`src="${String(avatar)}"`);
  });

  it('changes the password with the current one, and keeps this device signed in', async () => {
    const email = `changer-${Date.now()}@example.org`;
    const registered = await api.call('POST', '/auth/register', undefined, {
      email,
      password: 'Old-Passw0rd',
      terms_accepted: true,
    });
    expect(registered.status).toBe(201);
    const login = await api.call('POST', '/auth/login', undefined, { email, password: 'Old-Passw0rd' });
    const tokens = (await login.json()) as { token: string; refreshToken: string };

    const wrong = await post('/profile?t=login', tokens, {
      intent: 'password',
      current_password: 'Not-the-one1',
      password: 'New-Passw0rd',
      password_confirmation: 'New-Passw0rd',
    });
    expect(wrong.status).toBe(400);
    expect(textOf(await wrong.text(), 'profile-current_password-error')).toBe('Wrong password');

    const changed = await post('/profile?t=login', tokens, {
      intent: 'password',
      current_password: 'Old-Passw0rd',
      password: 'New-Passw0rd',
      password_confirmation: 'New-Passw0rd',
    });
    expect(changed.status).toBe(200);
    const cookie = changed.headers.getSetCookie().findLast((header) => header.startsWith('token='));
    const next = JSON.parse(decodeURIComponent(cookie?.split(';')[0]?.slice('token='.length) ?? '')) as {
      token: string;
    };
    expect(next.token).not.toBe(tokens.token);
    expect((await page('/profile', next)).status).toBe(200);
    const relogin = await api.call('POST', '/auth/login', undefined, { email, password: 'New-Passw0rd' });
    expect(relogin.status).toBe(200);
  });

  it('changes the e-mail address with the current password and the code sent to the new address', async () => {
    const email = `mover-${Date.now()}@example.org`;
    const moved = `moved-${Date.now()}@example.org`;
    await api.call('POST', '/auth/register', undefined, {
      email,
      password: 'Old-Passw0rd',
      terms_accepted: true,
    });
    const login = await api.call('POST', '/auth/login', undefined, { email, password: 'Old-Passw0rd' });
    const tokens = (await login.json()) as { token: string; refreshToken: string };

    const wrong = await post('/profile?t=login', tokens, {
      intent: 'email',
      email: moved,
      current_password: 'Not-the-one1',
    });
    expect(wrong.status).toBe(400);
    expect(textOf(await wrong.text(), 'profile-email-current_password-error')).toBe('Wrong password');

    const asked = await post('/profile?t=login', tokens, {
      intent: 'email',
      email: moved,
      current_password: 'Old-Passw0rd',
    });
    expect(asked.status).toBe(200);
    const form = await asked.text();
    expect(form).toContain(`We sent a code to ${moved}.`);
    expect(form).toContain('name="code"');
    const sent = await api.mail();
    const code = /\b(\d{6})\b/.exec(sent.find((mail) => mail.recipient === moved)?.body ?? '')?.[1];
    expect(code).toBeDefined();
    expect(sent.some((mail) => mail.recipient === email)).toBe(true);

    const confirmed = await post('/profile?t=login', tokens, { intent: 'confirm-email', code: code ?? '' });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain(`Your e-mail address is now ${moved}.`);
    const relogin = await api.call('POST', '/auth/login', undefined, {
      email: moved,
      password: 'Old-Passw0rd',
    });
    expect(relogin.status).toBe(200);
  });

  it('refuses a confirmation that does not match the new password', async () => {
    const reader = await api.newUser();
    const response = await post('/profile?t=login', reader, {
      intent: 'password',
      current_password: 'whatever',
      password: 'New-Passw0rd',
      password_confirmation: 'New-Passw0rd!',
    });
    expect(response.status).toBe(400);
    expect(textOf(await response.text(), 'profile-password_confirmation-error')).toBe(
      'The password confirmation has failed',
    );
  });
});

describe('my lists', () => {
  it('lists a favourited content, a followed publication and a followed author in their sections', async () => {
    const reader = await api.newUser();
    const [article, video] = scene.publication.contents;
    for (const path of [
      `/actions/fav/${article?.id}`,
      `/actions/fav/${video?.id}`,
      `/actions/follow/${scene.publication.id}`,
      `/actions/follow/${scene.author.userId}`,
    ]) {
      expect((await api.call('POST', path, reader, {})).status).toBe(200);
    }
    // The calls answer once stored; the lists show them when the read models have applied them.
    await vi.waitFor(
      async () => {
        const response = await page('/favs', reader);
        expect(response.status).toBe(200);
        const html = await response.text();
        /** The section a link is in: the last section opened before it. */
        const sectionOf = (link: string) => {
          const before = html.slice(0, html.indexOf(link));
          return /aria-labelledby="favs-(\w+)"/.exec(before.slice(before.lastIndexOf('<section')))?.[1];
        };
        expect(sectionOf('href="/articles/the-new-dakar"')).toBe('articles');
        expect(sectionOf('href="/videos/lagos-at-night"')).toBe('playlist');
        expect(sectionOf('href="/publications/dakar-daily"')).toBe('publications');
        expect(sectionOf(`href="/authors/${scene.author.userId}"`)).toBe('authors');
      },
      { timeout: 10_000, interval: 50 },
    );
  });

  it('shows empty sections to a reader with no favourites', async () => {
    const reader = await api.newUser();
    const html = await (await page('/favs', reader)).text();
    expect(html).toContain('You follow no author yet.');
    expect(html).toContain('You follow no publication yet.');
  });
});

describe('subscribing from the subscription tab', () => {
  beforeAll(async () => {
    api.setNow(new Date('2030-01-15T10:00:00Z'));
    await api.run(PLAN_CATALOGUE_STREAM, planCatalogueDecider, 'admin', {
      type: 'PricePlan',
      data: { plan: 'premium', period: 'month', amountCents: 599 },
    });
    await api.run(PLAN_CATALOGUE_STREAM, planCatalogueDecider, 'admin', {
      type: 'PricePlan',
      data: { plan: 'basic', period: 'week', amountCents: 129 },
    });
  });
  afterAll(() => api.setNow(undefined));

  const card = (number: string) => ({
    intent: 'subscribe',
    plan: 'premium-month',
    card_owner: 'Aminata Sow',
    card_number: number,
    exp_month: '12',
    exp_year: '2031',
    cvc: '987',
  });

  it('shows a declined card in the reader language, keeping the plan and the owner but not the card', async () => {
    const reader = await api.newUser();
    const response = await post('/profile?t=subscriptions', reader, card('4000000000000002'));
    expect(response.status).toBe(402);
    const html = await response.text();
    expect(html).toContain('Your card was declined');
    expect(tagWith(html, 'input', 'value="premium-month"')).toContain('checked');
    expect(tagWith(html, 'input', 'name="card_owner"')).toContain('value="Aminata Sow"');
    expect(html).not.toContain('4000000000000002');
    expect(html).not.toContain('987');
    expect(response.headers.get('set-cookie') ?? '').not.toContain('4000000000000002');
    expect(await userView(reader)).toMatchObject({ subscription_id: null });
  });

  it('asks for a plan before saving any card', async () => {
    const reader = await api.newUser();
    const response = await post('/profile?t=subscriptions', reader, {
      ...card('4242424242424242'),
      plan: '',
    });
    expect(response.status).toBe(400);
    expect(textOf(await response.text(), 'profile-plan-error')).toBe('You must fill all the fields');
    await api.paymentGateway.webhooks.settled();
    const history = await api.call('GET', '/payments/history', reader);
    expect(await history.json()).toEqual({ auto_renew: false, payments: [] });
  });

  it('subscribes with a good card, then turns auto-renew off keeping the end date', async () => {
    const reader = await api.newUser();
    const subscribed = await post('/profile?t=subscriptions', reader, card('4242 4242 4242 4242'));
    expect(subscribed.status).toBe(200);
    expect(await userView(reader)).toMatchObject({
      subscription_id: 'premium-month',
      subscription_end: '2030-02-15T10:00:00.000Z',
    });
    await api.paymentGateway.webhooks.settled();
    const tab = await (await page('/profile?t=subscriptions', reader)).text();
    expect(tab).toContain('Your plan: Premium, Monthly.');
    expect(tab).toContain('It renews automatically on Feb 15, 2030.');
    expect(tab).toContain('Premium, Monthly: €5.99');

    const cancelled = await post('/profile?t=subscriptions', reader, { intent: 'cancel-subscription' });
    expect(cancelled.status).toBe(200);
    await api.paymentGateway.webhooks.settled();
    const after = await (await page('/profile?t=subscriptions', reader)).text();
    expect(after).toContain('Auto-renew is off: your access lasts until Feb 15, 2030, then ends.');
    expect(await userView(reader)).toMatchObject({ subscription_end: '2030-02-15T10:00:00.000Z' });
  });

  it('moves a subscriber to another plan with the card on file, and shows a change the card will not pay refused', async () => {
    const reader = await api.newUser();
    expect((await post('/profile?t=subscriptions', reader, card('4242424242424242'))).status).toBe(200);
    const tab = await (await page('/profile?t=subscriptions', reader)).text();
    expect(tagWith(tab, 'input', 'value="basic-week"')).toContain('name="plan"');
    expect(tab).not.toContain('value="premium-month"');

    const changed = await post('/profile?t=subscriptions', reader, {
      intent: 'change-plan',
      plan: 'basic-week',
    });
    expect(changed.status).toBe(200);
    const answer = await changed.text();
    expect(answer).toContain('Your plan has been changed.');
    expect(answer).toContain('Your plan: Basic, Weekly.');
    expect(await userView(reader)).toMatchObject({
      subscription_id: 'basic-week',
      subscription_end: '2030-01-22T10:00:00.000Z',
    });

    // Attached without complaint, refused when charged.
    const declining = await api.call('POST', '/payments/stripe/subscriptions/customer', reader, {
      user_id: reader.userId,
      card_owner: 'Aminata Sow',
      card_number: '4000000000000341',
      exp_month: 12,
      exp_year: 2031,
      cvc: '987',
    });
    expect(declining.status).toBe(200);
    const refused = await post('/profile?t=subscriptions', reader, {
      intent: 'change-plan',
      plan: 'premium-month',
    });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('Your subscription change request has been rejected!');
    expect(await userView(reader)).toMatchObject({ subscription_id: 'basic-week' });
  });
});
