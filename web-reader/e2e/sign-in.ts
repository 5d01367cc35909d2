import type { Page } from 'playwright-core';

export const DEMO_READER = { email: 'reader@afrimedia.test', password: 'Demo-Passw0rd' } as const;
/** A validated author of the demo content. */
export const DEMO_AUTHOR = { email: 'awa.diop@afrimedia.test', password: 'Demo-Passw0rd' } as const;

/**
 * Signs in through the /login page's password form, as a reader would (the form is found by its password field,
 * so the test reads the same in every language), and waits until the page has left /login.
 */
export async function signInThroughForm(
  page: Page,
  baseUrl: string,
  account: { readonly email: string; readonly password: string } = DEMO_READER,
): Promise<void> {
  // Once the scripts have run: the banners they show would move the form while it is being filled.
  await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
  const form = page.locator('form:has(input[type="password"])').first();
  await form
    .locator('input[type="email"], input[name="email"], input[name="login"]')
    .first()
    .fill(account.email);
  await form.locator('input[type="password"]').first().fill(account.password);
  await Promise.all([
    page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 }),
    form.locator('button[type="submit"], input[type="submit"]').first().click(),
  ]);
}
