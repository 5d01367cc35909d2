import type { Page } from 'playwright-core';

/** Stripe's test card that pays. */
export const PAYING_CARD = '4242424242424242';

/**
 * Fills the subscription tab's own card form (the local gateway's) for `planId` and sends it, as a reader would,
 * resolving once the server has answered the post.
 */
export async function payByCard(
  page: Page,
  { number = PAYING_CARD, planId = 'premium-month', owner = 'Demo Reader' } = {},
): Promise<void> {
  await page.locator(`input[name="plan"][value="${planId}"]`).check();
  await page.locator('input[name="card_owner"]').fill(owner);
  await page.locator('input[name="card_number"]').fill(number);
  await page.locator('input[name="exp_month"]').fill('12');
  await page.locator('input[name="exp_year"]').fill('2034');
  await page.locator('input[name="cvc"]').fill('123');
  await Promise.all([
    page.waitForResponse((response) => response.request().method() === 'POST'),
    page.locator('form:has(input[name="card_number"]) button[type="submit"]').click(),
  ]);
}
