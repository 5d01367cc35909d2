import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type {} from '@afrimedia/postgres/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../../web-reader/e2e/browser.ts';
import { trackRequests } from '../../web-reader/e2e/network-quiet.ts';
import type {} from '../../web-reader/testing/build-reader.global-setup.ts';
import {
  startPlatformUnderTest,
  type PlatformUnderTest,
} from '../../web-reader/testing/platform-under-test.ts';
import { buildConsole, type ConsoleBuild } from './console-build.ts';
import { resources } from '../src/resources/index.ts';
import { watchProblems } from './console-problems.ts';
import { overflowOf, settled } from './page-width.ts';
import {
  applyAsAuthor,
  authorPublication,
  ownApplication,
  reportArticle,
  searchArticles,
  signIn,
  submitPublication,
  type Row,
} from './platform-calls.ts';
import { serveConsole } from './serve-console.ts';

const SCREENSHOTS = resolve(import.meta.dirname, '../../reports/screenshots');
const ADMIN = 'admin@afrimedia.test';
const READER = 'reader@afrimedia.test';
const PENDING_AUTHOR = 'tendai.moyo@afrimedia.test';
const DEMO_PENDING_PUBLICATION = 'Climate Desk';
const NEW_PUBLICATION = 'Sahel Kitchen Notebook';
const PUBLICATION_REASON = 'Please add at least one published article about the recipes before asking again.';
const AUTHOR_REASON = 'Please link to two reviews you have published before applying again.';
const QUEUES = ['authorApplications', 'publicationApplications', 'reports'] as const;
type Counts = Record<(typeof QUEUES)[number], number>;
/**
 * A small phone and the narrowest common laptop screen. A 390 px phone falls in the same layout as 320 px (the
 * console's breakpoints start at 600 px), so the narrower one is the one that can overflow.
 */
const WIDTHS = [320, 1280] as const;
/** How long without a call the console's page counts as drawn after moving to it in the app. */
const QUIET_MS = 300;
const LANGUAGES = [
  { locale: 'en', name: 'English' },
  { locale: 'ar', name: 'العربية' },
] as const;
/** Every page the menu leads to: the dashboard, each list and the configuration. */
const PAGES = [
  '',
  ...Object.entries(resources).flatMap(([name, views]) => ('list' in views ? [name] : [])),
  'configuration/site',
];

let platform: PlatformUnderTest;
let build: ConsoleBuild;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let problems: string[];
let awaToken: string;
let readerToken: string;
let newPublicationSlug: string;
let reported: Row;
let before: Counts;

const shot = (name: string, target: Page = page) =>
  target.screenshot({ path: resolve(SCREENSHOTS, `admin-${name}.png`), fullPage: true });

async function dashboardCounts(): Promise<Counts> {
  await page.goto(`${platform.url}/admin/`);
  await page.getByTestId('queue-authorApplications-count').waitFor();
  const read = async (queue: string) => Number(await page.getByTestId(`queue-${queue}-count`).innerText());
  const [authorApplications, publicationApplications, reports] = await Promise.all(QUEUES.map(read));
  return {
    authorApplications: authorApplications!,
    publicationApplications: publicationApplications!,
    reports: reports!,
  };
}

/** The read models answer a moment after a decision, so the dashboard is read again until it shows it. */
const expectCounts = (expected: Counts) =>
  expect.poll(dashboardCounts, { timeout: 20_000, interval: 500 }).toEqual(expected);

async function signInThroughForm(email: string, screenshot?: string) {
  // The console sends a visitor to its sign-in screen; the form is filled once it is there.
  await page.waitForURL((url) => url.pathname === '/admin/login');
  await page.locator('input[name="username"]').fill(email);
  await page.locator('input[name="password"]').fill('Demo-Passw0rd');
  if (screenshot) await shot(screenshot);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Picks the language from the bar's picker, as a person would. */
async function chooseLanguage({ locale, name }: (typeof LANGUAGES)[number]) {
  await page.goto(`${platform.url}/admin/`);
  await page.getByRole('button', { name: /^(Language|اللغة): / }).click();
  await page.getByRole('menuitem', { name }).click();
  await page.waitForFunction((lang) => document.documentElement.lang === lang, locale);
}

async function openQueue(path: string) {
  await page.goto(`${platform.url}/admin/${path}`);
  await page.getByRole('table').waitFor();
}

/** Runs an action from a queue row and waits until the row has left the queue. */
async function decide(rowText: string, action: string, reason?: string) {
  const row = page.getByRole('row').filter({ hasText: rowText });
  await row.getByRole('button', { name: action }).click();
  if (reason !== undefined) {
    const dialog = page.getByRole('dialog');
    const confirm = dialog.getByRole('button', { name: 'Confirm' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Reason').fill(reason);
    await expect.poll(() => confirm.isEnabled()).toBe(true);
    await shot(`${action.toLowerCase()}-with-reason`);
    await confirm.click();
    await dialog.waitFor({ state: 'hidden' });
  }
  await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(0);
}

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  build = buildConsole();
  platform = await startPlatformUnderTest({
    readerBuildDir: inject('readerBuildDir'),
    postgresServerUrl: inject('postgresServerUrl'),
    label: 'admin',
  });
  awaToken = await signIn(platform.url, 'awa.diop@afrimedia.test');
  newPublicationSlug = (await submitPublication(platform.url, awaToken, NEW_PUBLICATION)).slug;
  readerToken = await signIn(platform.url, READER);
  await applyAsAuthor(platform.url, readerToken);
  const [article] = await searchArticles(platform.url);
  if (!article) throw new Error('the demo content holds no article');
  reported = article;
  await reportArticle(platform.url, readerToken, reported);

  browser = await launchChromium();
  // The console is served by routing the context's requests; once a reader page opened in it registered the
  // reader's service worker, requests it made would leave the route and miss the console.
  context = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 1366, height: 900 },
    serviceWorkers: 'block',
  });
  await serveConsole(context, platform.url, build.dir);
  page = await context.newPage();
  problems = watchProblems(page);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
  build?.remove();
});

describe('the admin console', () => {
  it('turns away a signed-in user who is not an admin, saying why', async () => {
    await page.goto(`${platform.url}/admin/`);
    await signInThroughForm(READER);
    await page
      .getByText('This console is for the platform team: your account is not an administrator.')
      .waitFor();
    await shot('not-admin');
    expect(new URL(page.url()).pathname).toBe('/admin/login');
  });

  it('signs the demo admin in and shows the queues with their counts', async () => {
    await page.goto(`${platform.url}/admin/`);
    await signInThroughForm(ADMIN, 'sign-in');
    await page.waitForURL((url) => url.pathname !== '/admin/login');
    // The demo's pending author and the reader's application, the demo's pending publication and the one set up
    // here, the reader's report: once the read models hold what was set up, each queue counts at least that.
    await expect
      .poll(
        async () => {
          before = await dashboardCounts();
          return before.authorApplications >= 2 && before.publicationApplications >= 2 && before.reports >= 1;
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(true);
    expect(await page.getByTestId('median-wait').innerText()).not.toBe('');
    await shot('dashboard-before');
  });

  for (const language of LANGUAGES) {
    for (const width of WIDTHS) {
      it(`fits every page in ${width} px in ${language.name}, lists scrolling inside themselves`, async () => {
        await page.setViewportSize({ width, height: 800 });
        await chooseLanguage(language);
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(
          language.locale === 'ar' ? 'rtl' : 'ltr',
        );
        const overflowing: string[] = [];
        for (const path of PAGES) {
          await navigateInApp(page, `/admin/${path}`);
          await settled(page);
          const overflow = await overflowOf(page);
          if (overflow > 0) overflowing.push(`/admin/${path} by ${overflow} px`);
          if (path === 'author-applications' && width === 320) {
            await page.setViewportSize({ width: 390, height: 800 });
            await shot(`queue-390-${language.locale}`);
            await page.setViewportSize({ width, height: 800 });
          }
          if (path === 'users' && width === 320) await shot(`users-320-${language.locale}`);
        }
        expect(overflowing).toEqual([]);
      });
    }
  }

  it('goes back to English for the decisions', async () => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await chooseLanguage(LANGUAGES[0]);
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual([
      'en',
      'ltr',
    ]);
  });

  it('approves the pending demo author and rejects an applicant with a reason the applicant then sees', async () => {
    await openQueue('author-applications');
    await shot('author-applications');
    await decide(PENDING_AUTHOR, 'Approve');
    await decide(READER, 'Reject', AUTHOR_REASON);
    await expect
      .poll(() => ownApplication(platform.url, readerToken), { timeout: 10_000 })
      .toMatchObject({ status: 'rejected', reason: AUTHOR_REASON });
  });

  it('approves a pending publication and rejects another with a reason its owner then sees', async () => {
    await openQueue('publication-applications');
    await shot('publication-applications');
    await decide(DEMO_PENDING_PUBLICATION, 'Approve');
    await decide(NEW_PUBLICATION, 'Reject', PUBLICATION_REASON);
    await expect
      .poll(async () => {
        const { status, rejection_reason } = await authorPublication(
          platform.url,
          awaToken,
          newPublicationSlug,
        );
        return { status, rejection_reason };
      })
      .toEqual({ status: 'rejected', rejection_reason: PUBLICATION_REASON });
  });

  it('shows the counts dropped', async () => {
    await expectCounts({
      authorApplications: before.authorApplications - 2,
      publicationApplications: before.publicationApplications - 2,
      reports: before.reports,
    });
    await shot('dashboard-after-decisions');
  });

  it("hides a reported article, which leaves the reader's search", async () => {
    const word = reported.title.split(/\s+/).find((part) => part.length > 4) ?? reported.title;
    const found = () => searchArticles(platform.url, word).then((rows) => rows.map((row) => row.slug));
    expect(await found()).toContain(reported.slug);

    await openQueue('reports');
    await shot('reports');
    await decide(reported.title, 'Hide');
    await expect.poll(found, { timeout: 20_000 }).not.toContain(reported.slug);

    const reader = await context.newPage();
    await reader.goto(`${platform.url}/search?${new URLSearchParams({ filter: word })}`);
    expect(await reader.locator('main').innerText()).not.toContain(reported.title);
    await shot('reader-search-after-hide', reader);
    await reader.close();
    await expectCounts({
      authorApplications: before.authorApplications - 2,
      publicationApplications: before.publicationApplications - 2,
      reports: before.reports - 1,
    });
  });

  it('browses the events of one type and exports them as NDJSON', async () => {
    const filter = JSON.stringify({ type: 'ContentReported' });
    await page.goto(`${platform.url}/admin/events?${new URLSearchParams({ filter })}`);
    await page.getByRole('table').waitFor();
    const types = await page.locator('tbody tr td:nth-child(2)').allInnerTexts();
    expect(types.length).toBeGreaterThanOrEqual(1);
    expect(new Set(types)).toEqual(new Set(['ContentReported']));
    await shot('events');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export NDJSON' }).click(),
    ]);
    const lines = (await readFile(await download.path(), 'utf8')).trim().split('\n');
    const exported = lines.map((line) => JSON.parse(line) as { type: string; data: { title?: string } });
    expect(exported.length).toBe(types.length);
    expect(exported.every((event) => event.type === 'ContentReported')).toBe(true);
    expect(exported.map((event) => event.data.title)).toContain(reported.title);
  });

  it('rebuilds a projection from the projection status screen', async () => {
    await page.goto(`${platform.url}/admin/projections`);
    const row = page.getByRole('row').filter({ hasText: 'stats' });
    await row.getByRole('button', { name: 'Rebuild' }).click();
    await page.getByText('Done').first().waitFor();
    await shot('projections');
  });

  it("names the author of the demo's refused reads, and starts the first income check from the empty list", async () => {
    await page.goto(`${platform.url}/admin/refused-reads`);
    const refused = page.locator('tbody tr');
    await expect
      .poll(() => refused.allInnerTexts(), { timeout: 10_000 })
      .toEqual([
        expect.stringMatching(/Already paid today\s+Awa Diop/),
        expect.stringMatching(/Read by its author\s+Awa Diop/),
      ]);
    await page.goto(`${platform.url}/admin/income-verifications`);
    await page.getByRole('button', { name: 'Check income' }).click();
    await page.getByText('Matches').waitFor();
    expect(await page.locator('tbody tr').allInnerTexts()).toEqual([
      expect.stringMatching(/All match the events: ledger lines 19, statements \d+, authors 1/),
    ]);
    await shot('income-checks');
  });

  it('logged no console error on any screen', () => {
    expect(problems).toEqual([]);
  });
});

/**
 * Moves the console to a page as its own links do, without reloading it: the sweep is about each page's layout,
 * and parsing the console's bundle again for every page made it the slowest part of the suite. The load state
 * does not change without a load, so the new page counts as drawn once its calls have ended and none started
 * for a while.
 */
async function navigateInApp(page: Page, path: string): Promise<void> {
  const requests = trackRequests(page);
  try {
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await page.waitForURL((url) => url.pathname === path.replace(/\/$/, '') || url.pathname === path);
    await requests.quiet(QUIET_MS);
  } finally {
    requests.stop();
  }
}
