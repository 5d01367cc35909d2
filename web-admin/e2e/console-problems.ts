import type { Page } from 'playwright-core';

/** What goes wrong on a page from now on: console errors, uncaught errors, server errors and failed requests. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text().split('\n')[0]}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message.split('\n')[0]}`));
  page.on('response', (response) => {
    if (response.status() >= 500) problems.push(`${response.status()} from ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    // A download the test does not read, or a navigation away, cancels requests: no fault of the page.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
  return problems;
}
