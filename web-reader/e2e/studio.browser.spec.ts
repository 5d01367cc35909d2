import { mkdirSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { synthesizeImage, synthesizeVideo } from '@afrimedia/api/testing';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConsole, type ConsoleBuild } from '../../web-admin/e2e/console-build.ts';
import { serveConsole } from '../../web-admin/e2e/serve-console.ts';
import type { PlatformUnderTest } from '../testing/platform-under-test.ts';
import { launchChromium } from './browser.ts';
import { platformForSpec } from './platform-for-spec.ts';
import { DEMO_READER, signInThroughForm } from './sign-in.ts';

const SCREENSHOTS = join(import.meta.dirname, '../../reports/screenshots');
const ADMIN = { email: 'admin@afrimedia.test', password: 'Demo-Passw0rd' } as const;

const PUBLICATION = {
  name: 'Carnets du fleuve Niger',
  slug: 'carnets-du-fleuve-niger',
  description: 'Reportages le long du fleuve, de Bamako à Niamey, en français et en arabe.',
};
const ARTICLE = {
  title: 'Les pirogues de Mopti au petit matin',
  shortName: 'Pirogues de Mopti',
  slug: 'pirogues-de-mopti',
  summary:
    'Avant le lever du soleil, les piroguiers de Mopti chargent le poisson séché pour le marché de Djenné.',
  heading: 'Le port avant l’aube',
  bold: 'quatre heures du matin',
  arabic: 'يصل الصيادون إلى الميناء قبل شروق الشمس.',
};

let platform: PlatformUnderTest;
let adminConsole: ConsoleBuild;
let browser: Browser;
let author: BrowserContext;
let page: Page;
let images: { thumbnail: string; cover: string; inline: string; longVideo: string };

const shot = (target: Page, name: string) =>
  target.screenshot({ path: join(SCREENSHOTS, `studio-journey-${name}.png`), fullPage: true });

async function fileOf(name: string, bytes: Buffer): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'studio-journey-')), name);
  await writeFile(path, bytes);
  return path;
}

/** The upload field labelled `label`. */
const uploadField = (target: Page, label: string) =>
  target.locator('.file-upload').filter({ has: target.getByText(label, { exact: true }) });

/** Picks a file in the upload field labelled `label` and waits until the API has taken it. */
async function upload(target: Page, label: string, path: string): Promise<void> {
  const field = uploadField(target, label);
  await field.locator('input[type="file"]').setInputFiles(path);
  await field.getByText(/is uploaded\.$/).waitFor({ timeout: 60_000 });
}

/** The demo admin decides in the console: approves the row showing `rowText` in the queue at `path`. */
async function approveInConsole(path: string, rowText: string): Promise<void> {
  const admin = await browser.newContext({ locale: 'en-US', viewport: { width: 1366, height: 900 } });
  try {
    await serveConsole(admin, platform.url, adminConsole.dir);
    const desk = await admin.newPage();
    await desk.goto(`${platform.url}/admin/${path}`);
    await desk.waitForURL((url) => url.pathname === '/admin/login');
    await desk.locator('input[name="username"]').fill(ADMIN.email);
    await desk.locator('input[name="password"]').fill(ADMIN.password);
    await desk.getByRole('button', { name: 'Sign in' }).click();
    await desk.waitForURL((url) => url.pathname !== '/admin/login');
    await desk.goto(`${platform.url}/admin/${path}`);
    const row = desk.getByRole('row').filter({ hasText: rowText });
    await expect.poll(() => row.count(), { timeout: 20_000, interval: 500 }).toBeGreaterThan(0);
    await row.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(0);
  } finally {
    await admin.close();
  }
}

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  adminConsole = buildConsole();
  platform = await platformForSpec('studio');
  images = {
    thumbnail: await fileOf('thumbnail.jpg', await synthesizeImage({ width: 800, height: 450, label: 'CN' })),
    cover: await fileOf('cover.jpg', await synthesizeImage({ width: 1600, height: 600, label: 'Niger' })),
    inline: await fileOf('pirogues.png', await synthesizeImage({ width: 900, height: 600, format: 'png' })),
    longVideo: await fileOf(
      'long.mp4',
      await synthesizeVideo({ seconds: 301, width: 64, height: 64, rate: 1, sound: false }),
    ),
  };
  browser = await launchChromium();
  author = await browser.newContext({ locale: 'en', viewport: { width: 1280, height: 900 } });
  await author.addCookies([{ name: 'lang', value: 'en', url: platform.url }]);
  page = await author.newPage();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
  adminConsole?.remove();
});

describe('from reader to published author', () => {
  it('a reader applies to become an author and sees the application wait', async () => {
    await signInThroughForm(page, platform.url, DEMO_READER);
    await page.goto(`${platform.url}/become-author/apply`, { waitUntil: 'networkidle' });
    await page.getByLabel('Expertise title').fill('Reporter on the Niger river');
    await page
      .getByLabel('About me')
      .fill(
        'I report on the life of fishermen and boatmen along the Niger, for radio and the web, since 2015.',
      );
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/page/become-author-pending'),
      page.getByRole('button', { name: 'Send my application' }).click(),
    ]);
    await page.getByText('Your application is waiting for the platform team’s validation.').waitFor();
  });

  it('the demo admin validates the application in the admin console', async () => {
    await approveInConsole('author-applications', DEMO_READER.email);
    await expect
      .poll(
        async () => {
          await page.goto(`${platform.url}/page/become-author-pending`);
          return page.getByText(/Your application was validated/).count();
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toBe(1);
  });

  it('the author creates a publication with real images', async () => {
    await page.goto(`${platform.url}/publications/new`, { waitUntil: 'networkidle' });
    await page.getByLabel('Title', { exact: true }).fill(PUBLICATION.name);
    await page.getByLabel('Address (url slug)').fill(PUBLICATION.slug);
    await page.getByLabel('Description').fill(PUBLICATION.description);
    await page.locator('input[name="topics"]').first().check();
    await upload(page, 'Thumbnail', images.thumbnail);
    await upload(page, 'Cover image', images.cover);
    await Promise.all([
      page.waitForURL((url) => url.pathname === `/publications/${PUBLICATION.slug}`),
      page.getByRole('button', { name: 'Save as draft' }).click(),
    ]);
  });

  it('writes an article with a heading, bold text, an Arabic paragraph and an image, and publishes it', async () => {
    await page.goto(`${platform.url}/articles/new?publicationSlug=${PUBLICATION.slug}&state=TextManager`, {
      waitUntil: 'networkidle',
    });
    await page.getByLabel('Title', { exact: true }).fill(ARTICLE.title);
    await page.getByLabel('Short name in French').fill(ARTICLE.shortName);
    expect(await page.getByLabel('Address (slug)').inputValue()).toBe(ARTICLE.slug);
    await page.getByLabel('Summary').fill(ARTICLE.summary);
    await page.getByRole('group', { name: 'Topics' }).getByRole('checkbox').first().check();
    await page.getByLabel('Make it my headline').check();

    const body = page.locator('[contenteditable="true"]').first();
    await body.click();
    await page.getByRole('button', { name: 'H2 Heading', exact: true }).click();
    await page.keyboard.type(ARTICLE.heading);
    await page.keyboard.press('Enter');
    await page.keyboard.type('Le travail commence à ');
    await page.keyboard.press('Control+B');
    await page.keyboard.type(ARTICLE.bold);
    await page.keyboard.press('Control+B');
    await page.keyboard.type(', quand la ville dort encore.');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Right to left paragraph' }).click();
    await page.keyboard.type(ARTICLE.arabic);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Add an image' }).click();
    // The picker gives way to the picture in the text once the API has it.
    await uploadField(page, 'Add an image').locator('input[type="file"]').setInputFiles(images.inline);
    await expect.poll(() => body.locator('img').count(), { timeout: 60_000 }).toBe(1);
    await shot(page, 'editor-en');

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect
      .poll(async () => {
        await page.goto(`${platform.url}/publications/${PUBLICATION.slug}`);
        return page.getByText(ARTICLE.title).count();
      })
      .toBeGreaterThan(0);
  });

  it('shows the editor right to left in Arabic', async () => {
    await page.goto(
      `${platform.url}/articles/new?publicationSlug=${PUBLICATION.slug}&state=TextManager&lang=ar`,
      {
        waitUntil: 'networkidle',
      },
    );
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.locator('[contenteditable="true"]').first().waitFor();
    await shot(page, 'editor-ar');
    await page.goto(`${platform.url}/?lang=en`, { waitUntil: 'networkidle' });
  });

  it('refuses a video longer than five minutes with "File too long"', async () => {
    await page.goto(`${platform.url}/articles/new?publicationSlug=${PUBLICATION.slug}&state=TextManager`, {
      waitUntil: 'networkidle',
    });
    await page.locator('[contenteditable="true"]').first().click();
    await page.getByRole('button', { name: 'Add a video' }).click();
    const field = uploadField(page, 'Add a video');
    await field.locator('input[type="file"]').setInputFiles(images.longVideo);
    await field.getByRole('alert').filter({ hasText: 'File too long' }).waitFor({ timeout: 60_000 });
    await shot(page, 'video-too-long');
  });

  it('submits the publication, which the platform team validates', async () => {
    await page.goto(`${platform.url}/publications/${PUBLICATION.slug}`, { waitUntil: 'networkidle' });
    await Promise.all([
      page.waitForURL((url) => url.pathname === `/publications/${PUBLICATION.slug}/edit`),
      page.getByRole('link', { name: 'Submit for validation' }).click(),
    ]);
    await page.waitForLoadState('networkidle');
    // The form opens with what the author gave: nothing to type or upload again.
    expect(await page.getByLabel('Description').inputValue()).toBe(PUBLICATION.description);
    expect(await page.locator('input[name="topics"]:checked').count()).toBe(1);
    await Promise.all([
      page.waitForURL((url) => url.pathname === `/publications/${PUBLICATION.slug}`),
      page.getByRole('button', { name: 'Submit for validation' }).click(),
    ]);
    await page.getByText('Sent to the platform team for validation.').waitFor();
    await approveInConsole('publication-applications', PUBLICATION.name);
  });

  it('a reader finds the article in search, rendered as written', async () => {
    const reader = await browser.newContext({ locale: 'en', viewport: { width: 412, height: 900 } });
    try {
      const visit = await reader.newPage();
      // Its articles publish with the publication's validation, which the read models show a moment later.
      await expect
        .poll(async () => (await visit.goto(`${platform.url}/articles/${ARTICLE.slug}?lang=en`))?.status(), {
          timeout: 30_000,
          interval: 1_000,
        })
        .toBe(200);
      await visit.goto(`${platform.url}/search?filter=${encodeURIComponent('pirogues')}&lang=en`);
      expect(await visit.locator(`main a[href="/articles/${ARTICLE.slug}"]`).count()).toBeGreaterThan(0);

      // The author made it her headline while writing: the home page lists it once it is out.
      await visit.goto(`${platform.url}/?lang=en`);
      expect(await visit.locator(`main a[href="/articles/${ARTICLE.slug}"]`).count()).toBeGreaterThan(0);

      await visit.goto(`${platform.url}/articles/${ARTICLE.slug}?lang=en`, { waitUntil: 'networkidle' });
      const article = visit.locator('main');
      await article.locator('h2', { hasText: ARTICLE.heading }).waitFor();
      expect(await article.locator('strong', { hasText: ARTICLE.bold }).count()).toBe(1);
      expect(await article.locator('p[dir="rtl"]', { hasText: ARTICLE.arabic }).count()).toBe(1);
      expect(await article.locator('figure img, p img, img[src*="/api/media/"]').count()).toBeGreaterThan(0);
      await shot(visit, 'article-as-read');
    } finally {
      await reader.close();
    }
  });

  it("the author's statistics show the visitor's view", async () => {
    // The article page sends its view once shown; the statistics read model counts it a moment later.
    const views = page.locator('.stats-table tbody tr td').first();
    await expect
      .poll(
        async () => {
          await page.goto(`${platform.url}/stats/${ARTICLE.slug}?lang=en`);
          return (await views.count()) === 0 ? 0 : Number(await views.textContent());
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBeGreaterThan(0);
    await shot(page, 'stats');
  });
});
