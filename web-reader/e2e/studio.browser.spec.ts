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
import { DEMO_AUTHOR, DEMO_READER, signInThroughForm } from './sign-in.ts';

const SCREENSHOTS = join(import.meta.dirname, '../../reports/screenshots');
const ADMIN = { email: 'admin@afrimedia.test', password: 'Demo-Passw0rd' } as const;

interface PublicationFields {
  readonly name: string;
  readonly slug: string;
  readonly description: string;
}
interface ArticleFields {
  readonly title: string;
  readonly shortName: string;
  readonly slug: string;
  readonly summary: string;
  readonly heading: string;
  readonly bold: string;
  readonly arabic: string;
}

const DESCRIPTION = 'Reportages le long du fleuve, de Bamako à Niamey, en français et en arabe.';
const SUMMARY =
  'Avant le lever du soleil, les piroguiers de Mopti chargent le poisson séché pour le marché de Djenné.';
/** The publication and the article the fixture publishes, for the tests that read them. */
const PUBLICATION: PublicationFields = {
  name: 'Carnets du fleuve Niger',
  slug: 'carnets-du-fleuve-niger',
  description: DESCRIPTION,
};
const ARTICLE: ArticleFields = {
  title: 'Les pirogues de Mopti au petit matin',
  shortName: 'Pirogues de Mopti',
  slug: 'pirogues-de-mopti',
  summary: SUMMARY,
  heading: 'Le port avant l’aube',
  bold: 'quatre heures du matin',
  arabic: 'يصل الصيادون إلى الميناء قبل شروق الشمس.',
};

let platform: PlatformUnderTest;
let adminConsole: ConsoleBuild;
let browser: Browser;
let images: { thumbnail: string; cover: string; inline: string; longVideo: string };

const shot = (target: Page, name: string) =>
  target.screenshot({ path: join(SCREENSHOTS, `studio-journey-${name}.png`), fullPage: true });

async function fileOf(name: string, bytes: Buffer): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'studio-journey-')), name);
  await writeFile(path, bytes);
  return path;
}

/** A browser session of its own, in English, signed in as `account`: a test's cookies never reach another. */
async function signedIn(account: {
  email: string;
  password: string;
}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ locale: 'en', viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'lang', value: 'en', url: platform.url }]);
  const page = await context.newPage();
  await signInThroughForm(page, platform.url, account);
  return { context, page };
}

/** Runs `use` with a page signed in as `account`, and closes its session after. */
async function as<T>(
  account: { email: string; password: string },
  use: (page: Page) => Promise<T>,
): Promise<T> {
  const { context, page } = await signedIn(account);
  try {
    return await use(page);
  } finally {
    await context.close();
  }
}

/**
 * Asks `probe` again until `accept` takes what it answers, as `expect.poll` does: the helpers run in the fixture
 * too, where `expect.poll` is not allowed.
 */
async function eventually<T>(
  what: string,
  probe: () => Promise<T>,
  accept: (value: T) => boolean,
  { timeout = 20_000, interval = 500 }: { timeout?: number; interval?: number } = {},
): Promise<void> {
  let last: T | undefined;
  for (const deadline = Date.now() + timeout; Date.now() < deadline;) {
    last = await probe();
    if (accept(last)) return;
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
  throw new Error(`${what}: still ${String(last)} after ${timeout} ms`);
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
    await eventually(
      `a row of ${rowText} in ${path}`,
      () => row.count(),
      (rows) => rows > 0,
    );
    await row.getByRole('button', { name: 'Approve' }).click();
    await eventually(
      `the approved row of ${rowText} gone from ${path}`,
      () => row.count(),
      (rows) => rows === 0,
    );
  } finally {
    await admin.close();
  }
}

/** The author creates a draft publication with a real thumbnail and cover, and lands on its page. */
async function createPublication(page: Page, publication: PublicationFields): Promise<void> {
  await page.goto(`${platform.url}/publications/new`, { waitUntil: 'networkidle' });
  await page.getByLabel('Title', { exact: true }).fill(publication.name);
  await page.getByLabel('Address (url slug)').fill(publication.slug);
  await page.getByLabel('Description').fill(publication.description);
  await page.locator('input[name="topics"]').first().check();
  await upload(page, 'Thumbnail', images.thumbnail);
  await upload(page, 'Cover image', images.cover);
  await Promise.all([
    page.waitForURL((url) => url.pathname === `/publications/${publication.slug}`),
    page.getByRole('button', { name: 'Save as draft' }).click(),
  ]);
}

/**
 * The author writes `article` in the publication with a heading, bold words, an Arabic paragraph and an image,
 * publishes it, and sees it listed in the publication.
 */
async function writeArticle(
  page: Page,
  publicationSlug: string,
  article: ArticleFields,
  { headline }: { headline: boolean },
): Promise<void> {
  await page.goto(`${platform.url}/articles/new?publicationSlug=${publicationSlug}&state=TextManager`, {
    waitUntil: 'networkidle',
  });
  await page.getByLabel('Title', { exact: true }).fill(article.title);
  await page.getByLabel('Short name in French').fill(article.shortName);
  expect(await page.getByLabel('Address (slug)').inputValue()).toBe(article.slug);
  await page.getByLabel('Summary').fill(article.summary);
  await page.getByRole('group', { name: 'Topics' }).getByRole('checkbox').first().check();
  if (headline) await page.getByLabel('Make it my headline').check();

  const body = page.locator('[contenteditable="true"]').first();
  await body.click();
  await page.getByRole('button', { name: 'H2 Heading', exact: true }).click();
  await page.keyboard.type(article.heading);
  await page.keyboard.press('Enter');
  await page.keyboard.type('Le travail commence à ');
  await page.keyboard.press('Control+B');
  await page.keyboard.type(article.bold);
  await page.keyboard.press('Control+B');
  await page.keyboard.type(', quand la ville dort encore.');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Right to left paragraph' }).click();
  await page.keyboard.type(article.arabic);
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Add an image' }).click();
  // The picker gives way to the picture in the text once the API has it.
  await uploadField(page, 'Add an image').locator('input[type="file"]').setInputFiles(images.inline);
  await eventually(
    'the image in the text',
    () => body.locator('img').count(),
    (count) => count === 1,
    {
      timeout: 60_000,
    },
  );
  await shot(page, 'editor-en');

  await page.getByRole('button', { name: 'Publish' }).click();
  await eventually(
    `${article.title} listed in ${publicationSlug}`,
    async () => {
      await page.goto(`${platform.url}/publications/${publicationSlug}`);
      return page.getByText(article.title).count();
    },
    (count) => count > 0,
  );
}

/** The author submits the publication from its form, opened with what she gave; the platform team validates it. */
async function submitPublication(page: Page, publication: PublicationFields): Promise<void> {
  await page.goto(`${platform.url}/publications/${publication.slug}`, { waitUntil: 'networkidle' });
  await Promise.all([
    page.waitForURL((url) => url.pathname === `/publications/${publication.slug}/edit`),
    page.getByRole('link', { name: 'Submit for validation' }).click(),
  ]);
  await page.waitForLoadState('networkidle');
  // The form opens with what the author gave: nothing to type or upload again.
  expect(await page.getByLabel('Description').inputValue()).toBe(publication.description);
  expect(await page.locator('input[name="topics"]:checked').count()).toBe(1);
  await Promise.all([
    page.waitForURL((url) => url.pathname === `/publications/${publication.slug}`),
    page.getByRole('button', { name: 'Submit for validation' }).click(),
  ]);
  await page.getByText('Sent to the platform team for validation.').waitFor();
  await approveInConsole('publication-applications', publication.name);
}

/** Waits until readers can open the article: it publishes with its publication's validation, shown a moment later. */
async function readable(page: Page, slug: string): Promise<void> {
  await eventually(
    `the article ${slug} open to readers`,
    async () => (await page.goto(`${platform.url}/articles/${slug}?lang=en`))?.status(),
    (status) => status === 200,
    { timeout: 30_000, interval: 1_000 },
  );
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
  // A validated publication of a demo author, with her headline article in it, for the tests that read them.
  await as(DEMO_AUTHOR, async (page) => {
    await createPublication(page, PUBLICATION);
    await writeArticle(page, PUBLICATION.slug, ARTICLE, { headline: true });
    await submitPublication(page, PUBLICATION);
    await readable(page, ARTICLE.slug);
  });
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await platform?.stop();
  adminConsole?.remove();
});

describe('from reader to author', () => {
  it('a reader applies to become an author, waits, and the demo admin validates the application', async () => {
    await as(DEMO_READER, async (page) => {
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
  });
});

describe('an author in the studio', () => {
  it('creates a publication with real images', async () => {
    await as(DEMO_AUTHOR, (page) =>
      createPublication(page, {
        ...PUBLICATION,
        name: 'Carnets de Tombouctou',
        slug: 'carnets-de-tombouctou',
      }),
    );
  });

  it('writes an article with a heading, bold text, an Arabic paragraph and an image, and publishes it', async () => {
    await as(DEMO_AUTHOR, (page) =>
      writeArticle(
        page,
        PUBLICATION.slug,
        {
          ...ARTICLE,
          title: 'Le marché aux poissons de Mopti',
          shortName: 'Poissons de Mopti',
          slug: 'poissons-de-mopti',
        },
        { headline: false },
      ),
    );
  });

  it('shows the editor right to left in Arabic', async () => {
    await as(DEMO_AUTHOR, async (page) => {
      await page.goto(
        `${platform.url}/articles/new?publicationSlug=${PUBLICATION.slug}&state=TextManager&lang=ar`,
        { waitUntil: 'networkidle' },
      );
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      await page.locator('[contenteditable="true"]').first().waitFor();
      await shot(page, 'editor-ar');
    });
  });

  it('refuses a video longer than five minutes with "File too long"', async () => {
    await as(DEMO_AUTHOR, async (page) => {
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
  });

  it('submits a publication, which the platform team validates', async () => {
    const publication = { ...PUBLICATION, name: 'Carnets de Gao', slug: 'carnets-de-gao' };
    await as(DEMO_AUTHOR, async (page) => {
      await createPublication(page, publication);
      await submitPublication(page, publication);
    });
  });
});

describe('a published article', () => {
  it('is found by a reader in search, on the home page as its author’s headline, and rendered as written', async () => {
    const reader = await browser.newContext({ locale: 'en', viewport: { width: 412, height: 900 } });
    try {
      const visit = await reader.newPage();
      await readable(visit, ARTICLE.slug);
      await visit.goto(`${platform.url}/search?filter=${encodeURIComponent('pirogues')}&lang=en`);
      expect(await visit.locator(`main a[href="/articles/${ARTICLE.slug}"]`).count()).toBeGreaterThan(0);

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

  it("shows a visitor's view in its author's statistics", async () => {
    const visitor = await browser.newContext({ locale: 'en', viewport: { width: 412, height: 900 } });
    try {
      // The article page sends its view once shown; the statistics read model counts it a moment later.
      await (
        await visitor.newPage()
      ).goto(`${platform.url}/articles/${ARTICLE.slug}?lang=en`, {
        waitUntil: 'networkidle',
      });
    } finally {
      await visitor.close();
    }
    await as(DEMO_AUTHOR, async (page) => {
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
});
