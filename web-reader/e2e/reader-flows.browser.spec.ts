import { webMessages } from '@afrimedia/i18n/web';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPlatform } from '../testing/browser-platform.ts';
import { settled } from './page-layout.ts';
import { DEMO_READER, signInThroughForm } from './sign-in.ts';

const platform = browserPlatform('reader_flows');
const en = webMessages.en;

/** A test's own phone, closed however the test ends. */
async function onPhone(
  test: (page: Page, context: BrowserContext) => Promise<void>,
  lang: 'en' | 'fr' = 'en',
) {
  const context = await platform.phone(lang);
  try {
    const page = await context.newPage();
    // Answered, so the banners do not sit on the forms these tests fill.
    await context.addCookies([
      { name: 'cookie_consent', value: 'essential', url: platform.url },
      { name: 'app_banner', value: 'closed', url: platform.url },
    ]);
    await test(page, context);
  } finally {
    await context.close();
  }
}

const open = (page: Page, path: string) => page.goto(platform.url + path, { waitUntil: 'networkidle' });
const toasts = (page: Page) => page.locator('.toasts li > span').allTextContents();
const uniqueEmail = (who: string) =>
  `${who}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;

async function fillRegistration(
  page: Page,
  fields: { email: string; birthdate?: string; age: 'adult' | 'consent' },
) {
  await page.locator('input[name="email"]').fill(fields.email);
  await page.locator('input[name="password"]').fill('Demo-Passw0rd');
  await page.locator('input[name="password_confirmation"]').fill('Demo-Passw0rd');
  await page.locator('input[name="first_name"]').fill('Ami');
  await page.locator('input[name="last_name"]').fill('Diop');
  if (fields.birthdate) await page.locator('input[name="birthdate"]').fill(fields.birthdate);
  await page.locator(`input[name="age"][value="${fields.age}"]`).check();
  await page.locator('input[name="terms"]').check();
  await page.getByRole('button', { name: en['auth.register.submit'] }).click();
}

describe('on a 390 × 844 phone', () => {
  it('does not show a refused form’s toast again after leaving the form and coming back', async () => {
    await onPhone(async (page) => {
      await open(page, '/register');
      await fillRegistration(page, { email: DEMO_READER.email, age: 'adult' });
      await expect.poll(() => toasts(page)).toEqual([en['error.EMAIL_ALREADY_USED']]);
      await page.locator('main a[href="/login"]').first().click();
      await page.waitForURL((url) => url.pathname === '/login');
      await settled(page);
      expect(await toasts(page)).toEqual([]);
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/register');
      await settled(page);
      expect(await toasts(page)).toEqual([]);
    });
  });

  it('asks the age at registration and refuses a reader under 18 without a parent’s consent, saying why', async () => {
    await onPhone(async (page) => {
      await open(page, '/register');
      const age = page.getByRole('group', { name: en['auth.register.age'] });
      expect(await age.getByRole('radio').count()).toBe(2);
      await fillRegistration(page, { email: uniqueEmail('minor'), birthdate: '2015-03-01', age: 'adult' });
      await expect.poll(() => page.locator('main').textContent()).toContain(en['error.UNDER_MINIMUM_AGE']);
      expect(new URL(page.url()).pathname).toBe('/register');

      await fillRegistration(page, { email: uniqueEmail('minor'), birthdate: '2015-03-01', age: 'consent' });
      await page.waitForURL((url) => url.pathname !== '/register', { timeout: 15_000 });
    });
  });

  it('follows an author: the button is pressed and the change is announced', async () => {
    await onPhone(async (page) => {
      await signInThroughForm(page, platform.url, DEMO_READER);
      await open(page, `/articles/${platform.demo.article.slug}`);
      const follow = page.locator('main .toggle__button').filter({ hasText: en['content.follow'] }).first();
      expect(await follow.getAttribute('aria-pressed')).toBe('false');
      const region = follow.locator('xpath=..').locator('[aria-live="polite"]');
      await follow.click();
      await expect.poll(() => follow.getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => region.textContent()).toMatch(/^You now follow .+\.$/);
      await follow.click();
      await expect.poll(() => follow.getAttribute('aria-pressed')).toBe('false');
      await expect.poll(() => region.textContent()).toMatch(/^You no longer follow .+\.$/);
    });
  });

  it('filters the lists by the age rating the device chose', async () => {
    await onPhone(async (page) => {
      const podcasts = async () => {
        await open(page, '/search?type=podcast');
        return page.locator('main article h3, main li h3').allTextContents();
      };
      const every = await podcasts();
      await signInThroughForm(page, platform.url, DEMO_READER);
      await open(page, '/profile?t=preferences');
      const group = page.getByRole('group', { name: en['profile.preferences.age'] });
      await group.getByRole('radio', { name: en['profile.preferences.age.16-age-restriction'] }).check();
      await Promise.all([
        page.waitForLoadState('networkidle'),
        page.getByRole('button', { name: en['profile.preferences.ageSave'] }).click(),
      ]);
      const rated = await podcasts();
      expect(rated.length).toBeGreaterThan(0);
      expect(rated.length).toBeLessThan(every.length);
      expect(every).toEqual(expect.arrayContaining(rated));
    });
  });

  it('offers the places of the contents as pick lists and finds what was placed in Dakar', async () => {
    await onPhone(async (page) => {
      const places = (await (await fetch(`${platform.url}/api/pages/search/places`)).json()) as {
        countries: { country: string }[];
        regions: { region: string }[];
      };
      await open(page, '/search?region=Dakar');
      const options = (name: string) =>
        page
          .getByRole('combobox', { name })
          .locator('option')
          .evaluateAll((all) => all.map((option) => (option as HTMLOptionElement).value).filter(Boolean));
      expect((await options(en['search.country'])).sort()).toEqual(
        places.countries.map((c) => c.country).sort(),
      );
      expect((await options(en['search.region'])).sort()).toEqual(places.regions.map((r) => r.region).sort());
      expect(await page.getByRole('combobox', { name: en['search.region'] }).inputValue()).toBe('Dakar');
      const expected = (await (await fetch(`${platform.url}/api/pages/search/?region=Dakar`)).json()) as {
        rows: { slug: string }[];
      };
      expect(expected.rows.length).toBeGreaterThan(0);
      const links = await page
        .locator('main a[href]')
        .evaluateAll((all) => all.map((link) => link.getAttribute('href') ?? ''));
      for (const { slug } of expected.rows)
        expect(links.some((href) => href.endsWith(`/${slug}`))).toBe(true);
    });
  });

  it('leads “Become an author” to the application form: a visitor through signing in, a reader at once', async () => {
    const becomeAuthor = async (page: Page, leadsTo: string) => {
      await page.getByRole('button', { name: en['nav.open'] }).click();
      await page.locator('.drawer summary', { hasText: en['nav.authorSpace'] }).click();
      await Promise.all([
        page.waitForURL((url) => url.pathname === leadsTo),
        page.getByRole('link', { name: en['nav.becomeAuthor'] }).click(),
      ]);
    };
    const applicationForm = (page: Page) =>
      page.getByRole('button', { name: en['studioApply.apply.submit'] }).waitFor();

    await onPhone(async (page) => {
      await open(page, '/');
      await becomeAuthor(page, '/page/become-author');
      await page.getByRole('link', { name: en['info.become.signIn'] }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      const form = page.locator('form:has(input[type="password"])').first();
      await form.locator('input[type="email"], input[name="email"]').first().fill(DEMO_READER.email);
      await form.locator('input[type="password"]').fill(DEMO_READER.password);
      await Promise.all([
        page.waitForURL((url) => url.pathname === '/become-author/apply', { timeout: 15_000 }),
        form.locator('button[type="submit"]').first().click(),
      ]);
      await applicationForm(page);

      await open(page, '/');
      await becomeAuthor(page, '/become-author/apply');
      await applicationForm(page);
    });
  });

  it('answers a malformed address with the error screen and its status, in the page’s language', async () => {
    await onPhone(async (page) => {
      const response = await page.goto(`${platform.url}/articles/%E0%80%AF`, { waitUntil: 'networkidle' });
      const status = response?.status() ?? 0;
      expect([400, 404]).toContain(status);
      const fr = webMessages.fr;
      expect(await page.locator('html').getAttribute('lang')).toBe('fr');
      expect(await page.locator('.error-screen__status').textContent()).toBe(String(status));
      expect(await page.locator('main h1').textContent()).toBe(
        status === 404
          ? fr['errorPage.notFound.title']
          : fr['errorPage.generic.title'].replace('{status}', String(status)),
      );
      expect(await page.getByRole('link', { name: fr['errorPage.goHome'] }).getAttribute('href')).toBe('/');
    }, 'fr');
  });
});
