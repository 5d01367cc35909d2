import { readFile } from 'node:fs/promises';
import { webMessages } from '@afrimedia/i18n/web';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPlatform } from '../testing/browser-platform.ts';
import { DEMO_READER, signInThroughForm } from './sign-in.ts';

const platform = browserPlatform('profiles');
const en = webMessages.en;
const PIN = '2468';

const open = (page: Page, path: string) => page.goto(platform.url + path, { waitUntil: 'networkidle' });
const path = (page: Page) => new URL(page.url()).pathname;
/** Nothing of the page is wider than the phone's screen. */
const widest = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** A form's submit, once its answer has come back and been shown. */
async function send(page: Page, button: ReturnType<Page['getByRole']>) {
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST'),
    button.click(),
  ]);
}

/** A demo podcast rated 16+, which a kids profile limited to 12 must find nowhere. */
async function restrictedPodcast(): Promise<string> {
  const response = await fetch(`${platform.url}/api/pages/articles?mediaType=audio&page_size=50`);
  const { rows } = (await response.json()) as { rows: Array<{ slug: string; title: string }> };
  const found = rows.find((row) => row.title === 'Comedy hour: startup life');
  if (!found) throw new Error('the demo content holds no podcast rated 16+');
  return found.slug;
}

/** How many links of the page lead to a content's page. */
const linksTo = (page: Page, slug: string) => page.locator(`a[href$="/${slug}"]`).count();

/** The account menu's links, as the drawer of a 390 px phone shows them. */
async function accountMenu(page: Page) {
  await page.getByRole('button', { name: en['nav.open'] }).click();
  await page.locator('.profile-menu summary').click();
  return page.locator('.profile-menu a').allTextContents();
}

describe('a kids profile on a 390 × 844 phone', () => {
  it('is made by a parent with a PIN and an age limit, shows the child nothing above it, keeps the child out of the settings, and opens again only with the PIN; another browser is then signed out from the devices screen', async () => {
    const restricted = await restrictedPodcast();
    const context = await platform.phone('en');
    try {
      // Answered, so the banners do not sit on the forms this journey fills.
      await context.addCookies([
        { name: 'cookie_consent', value: 'essential', url: platform.url },
        { name: 'app_banner', value: 'closed', url: platform.url },
      ]);
      const page = await context.newPage();
      await signInThroughForm(page, platform.url);

      await open(page, '/profile?t=profiles');
      await page.getByLabel(en['profiles.pin.field']).fill(PIN);
      await page.getByLabel(en['profiles.pin.password']).fill(DEMO_READER.password);
      await send(page, page.getByRole('button', { name: en['profiles.pin.submit'] }));
      await page.getByText(en['profiles.pin.done']).waitFor();

      await page.getByLabel(en['profiles.field.name'], { exact: true }).fill('Kora');
      await page.getByRole('radio', { name: en['profiles.colour.#3BB273'] }).check();
      await page.getByRole('checkbox', { name: en['profiles.field.kids'] }).check();
      await page.getByLabel(en['profiles.field.kidsAgeLimit']).selectOption('12-age-restriction');
      await send(page, page.getByRole('button', { name: en['profiles.add.submit'] }));
      await page.getByText(en['profiles.add.done']).waitFor();
      const kora = page.getByRole('list', { name: en['profiles.tab.list'] }).getByRole('listitem').filter({
        hasText: 'Kora',
      });
      expect(await kora.textContent()).toContain(en['profiles.limit.12-age-restriction']);
      expect(await widest(page)).toBeLessThanOrEqual(390);

      // What the parent finds, and the child must not.
      await open(page, `/search?filter=${encodeURIComponent('Comedy hour')}`);
      expect(await linksTo(page, restricted)).toBeGreaterThan(0);
      await open(page, '/podcasts/comedy');
      expect(await linksTo(page, restricted)).toBeGreaterThan(0);

      await open(page, '/profile?t=profiles');
      expect(await accountMenu(page)).toEqual([en['nav.settings'], en['profiles.switch']]);
      await Promise.all([
        page.waitForURL((url) => url.pathname === '/profiles'),
        page.locator('.profile-menu').getByRole('link', { name: en['profiles.switch'] }).click(),
      ]);
      // The address changes before the picker is drawn; the tab's own PIN form must be gone before counting.
      await page.getByRole('heading', { name: en['profiles.picker.title'] }).waitFor();
      expect(await page.getByLabel(en['profiles.picker.pin'], { exact: true }).count()).toBe(0);
      await Promise.all([
        page.waitForURL((url) => url.pathname === '/'),
        page.getByRole('button', { name: /Kora/ }).click(),
      ]);
      // The kids profile's own lists: none of the parent's viewing positions stay on the device.
      await expect
        .poll(() =>
          page.evaluate(() => JSON.parse(localStorage.getItem('afrimedia') ?? '{}').reader?.watched),
        )
        .toEqual({});

      // Above the limit, a content is absent from home, search and its genre's list, and its URL is a 404.
      expect(await linksTo(page, restricted)).toBe(0);
      await open(page, `/search?filter=${encodeURIComponent('Comedy hour')}`);
      expect(await linksTo(page, restricted)).toBe(0);
      await open(page, '/podcasts/comedy');
      expect(await linksTo(page, restricted)).toBe(0);
      expect((await page.goto(`${platform.url}/podcasts/${restricted}`))?.status()).toBe(404);
      await open(page, '/');

      expect(await accountMenu(page)).toEqual([en['profiles.switch']]);
      expect(await page.getByText(en['nav.authorSpace']).count()).toBe(0);
      expect(await page.locator('a[href="/about-subscription"]').count()).toBe(0);

      await open(page, '/profile?t=personal');
      expect(path(page)).toBe('/profiles');
      const pin = page.getByLabel(en['profiles.picker.pin'], { exact: true });
      expect(await pin.getAttribute('inputmode')).toBe('numeric');
      expect(await widest(page)).toBeLessThanOrEqual(390);

      await pin.fill('0000');
      await send(page, page.getByRole('button', { name: /Kofi/ }));
      await page.getByText(en['profiles.pin.wrong']).waitFor();
      expect(path(page)).toBe('/profiles');
      expect(await pin.inputValue()).toBe('');

      await pin.fill(PIN);
      await Promise.all([
        page.waitForURL((url) => url.pathname === '/'),
        page.getByRole('button', { name: /Kofi/ }).click(),
      ]);
      await open(page, '/profile?t=personal');
      expect(path(page)).toBe('/profile');

      // A second browser of the account, signed out from the devices screen: its next page asks it to sign in.
      const elsewhere = await platform.context('en');
      try {
        const other = await elsewhere.newPage();
        await signInThroughForm(other, platform.url);
        await open(page, '/profile?t=devices');
        const devices = page.getByRole('list', { name: en['profile.devices.list'] });
        expect(await devices.getByRole('listitem').count()).toBe(2);
        await send(page, devices.getByRole('button', { name: /^Sign out/ }));
        await page.getByText(en['profile.devices.signedOut']).waitFor();
        await expect.poll(() => devices.getByRole('listitem').count()).toBe(1);
        expect(await widest(page)).toBeLessThanOrEqual(390);
        await other.goto(`${platform.url}/profile?t=personal`, { waitUntil: 'networkidle' });
        expect(path(other)).toBe('/login');
      } finally {
        await elsewhere.close();
      }
    } finally {
      await context.close();
    }
  });
});

describe('a reader leaving the platform, on a 390 × 844 phone', () => {
  it('downloads their data, then deletes the account with the password: signed out, and never signed in again', async () => {
    const person = { email: `leaving.${Date.now()}@example.test`, password: 'Leav1ng-Passw0rd' };
    const registered = await fetch(`${platform.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...person, terms_accepted: true, profile: { first_name: 'Folake' } }),
    });
    expect(registered.status).toBe(201);
    const context = await platform.phone('en', { acceptDownloads: true });
    const page = await context.newPage();
    try {
      await signInThroughForm(page, platform.url, person);
      await open(page, '/profile?t=delete');
      expect(await page.getByText(en['profile.delete.warning']).isVisible()).toBe(true);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: en['profile.export.download'] }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^afrimedia-data-\d{4}-\d{2}-\d{2}\.json$/);
      const file = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as {
        account: { email: string; first_name: string };
        events: { type: string }[];
      };
      expect(file.account).toMatchObject({ email: person.email, first_name: 'Folake' });
      expect(file.events.map((event) => event.type)).toContain('UserRegistered');

      // A wrong password deletes nothing and says why, next to the field.
      await page.getByLabel(en['profile.login.currentPassword']).fill('not-my-password');
      await page.getByRole('checkbox', { name: en['profile.delete.confirm'] }).check();
      await send(page, page.getByRole('button', { name: en['profile.delete.button'] }));
      expect(path(page)).toBe('/profile');
      await expect.poll(() => page.locator('.field-error').count()).toBeGreaterThan(0);

      await page.getByLabel(en['profile.login.currentPassword']).fill(person.password);
      await page.getByRole('checkbox', { name: en['profile.delete.confirm'] }).check();
      await Promise.all([
        page.waitForURL((url) => url.pathname === '/login'),
        page.getByRole('button', { name: en['profile.delete.button'] }).click(),
      ]);
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: en['auth.login.accountDeleted'] }).count())
        .toBe(1);
      await open(page, '/profile');
      expect(path(page)).toBe('/login');

      const again = await fetch(`${platform.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(person),
      });
      expect(again.status).toBe(401);
      expect(await widest(page)).toBeLessThanOrEqual(390);
    } finally {
      await context.close();
    }
  }, 120_000);
});
