import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ConsoleMessage, Page, Request, Response } from 'playwright-core';
import { trackRequests } from './network-quiet.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Message ids of the reader's catalogues, as a page shows them when a translation is missing. */
const CATALOGUE_ID =
  /\b(app|auth|banner|card|content|cookies|error|errorPage|events|favs|footer|freemium|genre|home|info|layout|list|listings|lite|nav|profile|progress|search|subscribe|toast|type|visitor|wall)\.[a-zA-Z]/;

const RESOURCE_STATUS = /^Failed to load resource: the server responded with a status of (\d+)/;
const DIFF_LINES = 8;
/**
 * How long without a request a loaded page counts as having hydrated and made its first calls: its chunks and
 * calls follow each other closely; networkidle's fixed 500 ms made it most of a visit's time.
 */
const QUIET_MS = 150;

/**
 * A browser message without its stack or advice: the first line, and the lines of React's server/client diff if
 * any (indented after their + or -).
 */
function condensed(text: string): string {
  const [first = '', ...rest] = text.split('\n');
  const diff = rest.filter((line) => /^\s*[+-]\s{2,}\S/.test(line)).slice(0, DIFF_LINES);
  return [first, ...diff.map((line) => line.trim())].join(' | ');
}

export interface Visit {
  readonly status: number;
  readonly problems: string[];
}

export interface WatchOptions {
  /** Statuses the document is meant to answer. */
  readonly expectedDocumentStatuses?: readonly number[];
  /** The context runs no scripts: Chromium then refuses the page's script requests, reporting them as 'csp'. */
  readonly scriptsOff?: boolean;
  /** The test moves on while images may still load: the browser cancels them (ERR_ABORTED), which is no fault. */
  readonly navigating?: boolean;
}

export interface Watch {
  readonly problems: string[];
  /** The problems, each once, with how often it happened. */
  distinct(): string[];
  stop(): void;
}

/**
 * Records what goes wrong on a page from now on: console errors (the reader reports a missing message there too,
 * and the browser a CSP violation), uncaught errors, failed requests and server errors. The browser logs a
 * document's error status to the console: no problem when the document is meant to answer it.
 */
export function watchProblems(
  page: Page,
  { expectedDocumentStatuses = [], scriptsOff = false, navigating = false }: WatchOptions = {},
): Watch {
  const problems: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const status = RESOURCE_STATUS.exec(message.text())?.[1];
    const ofDocument = message.location().url === page.url();
    if (status && ofDocument && expectedDocumentStatuses.includes(Number(status))) return;
    problems.push(`console error: ${condensed(message.text())} (${message.location().url})`);
  };
  const onPageError = (error: Error) => problems.push(`page error: ${condensed(error.message)}`);
  const onRequestFailed = (request: Request) => {
    const reason = request.failure()?.errorText ?? '';
    if (scriptsOff && reason === 'csp' && new URL(request.url()).pathname.endsWith('.js')) return;
    if (navigating && reason === 'net::ERR_ABORTED') return;
    problems.push(`request failed: ${request.method()} ${request.url()} ${reason}`);
  };
  const onResponse = (response: Response) => {
    if (response.status() >= 500)
      problems.push(`${response.status()} from ${response.request().method()} ${response.url()}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('requestfailed', onRequestFailed);
  page.on('response', onResponse);
  return {
    problems,
    distinct: () => distinct(problems),
    stop() {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      page.off('requestfailed', onRequestFailed);
      page.off('response', onResponse);
    },
  };
}

function distinct(problems: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const problem of problems) counts.set(problem, (counts.get(problem) ?? 0) + 1);
  return [...counts].map(([problem, count]) => (count > 1 ? `${problem} (×${count})` : problem));
}

/**
 * Opens a page and lists what is wrong with it: what `watchProblems` records, a document status other than the
 * expected ones, catalogue ids shown instead of texts, and serious accessibility violations.
 */
export async function visit(page: Page, url: string, expectedStatuses: readonly number[]): Promise<Visit> {
  const watch = watchProblems(page, { expectedDocumentStatuses: expectedStatuses });
  const requests = trackRequests(page);
  try {
    const response = await page.goto(url, { waitUntil: 'load' });
    await requests.quiet(QUIET_MS);
    const status = response?.status() ?? 0;
    if (!expectedStatuses.includes(status))
      watch.problems.push(`document answered ${status}, expected ${expectedStatuses.join(' or ')}`);
    watch.problems.push(...(await untranslatedIds(page)), ...(await axeViolations(page)));
    return { status, problems: watch.distinct() };
  } finally {
    requests.stop();
    watch.stop();
  }
}

/** Catalogue ids among the visible text, the title and the texts only assistive technology reads. */
export async function untranslatedIds(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => [
    document.title,
    document.body.innerText,
    ...[...document.querySelectorAll('[aria-label], [placeholder], [alt], [title]')].flatMap((element) =>
      ['aria-label', 'placeholder', 'alt', 'title'].map((name) => element.getAttribute(name) ?? ''),
    ),
  ]);
  return texts
    .flatMap((text) => text.split('\n'))
    .filter((line) => CATALOGUE_ID.test(line))
    .map((line) => `untranslated text: "${line.trim().slice(0, 120)}"`);
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

/**
 * axe-core's serious and critical violations. The script goes in through the DevTools protocol, which the page's
 * CSP does not govern, so the context keeps its CSP and a violation of it still shows as a console error.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (...args: unknown[]) => Promise<{ violations: unknown[] }> } }
    ).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return (violations as AxeViolation[])
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `axe ${violation.impact} ${violation.id} (${violation.help}) at ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}
