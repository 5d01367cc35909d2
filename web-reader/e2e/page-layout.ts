import type { Page } from 'playwright-core';

/** The narrowest phones still sold, the common phone, and a laptop. */
export const SWEEP_WIDTHS = [1280, 390, 320] as const;
const SWEEP_HEIGHT = 844;

/**
 * Widths at which the page is wider than the screen, each with the outermost elements that stick out. The same
 * page is resized from one width to the next: loading it three times would triple the sweep's time.
 */
export async function widthProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  for (const width of SWEEP_WIDTHS) {
    await page.setViewportSize({ width, height: SWEEP_HEIGHT });
    const culprits = await page.evaluate(() => {
      if (document.documentElement.scrollWidth <= innerWidth) return null;
      const sticksOut = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > innerWidth + 0.5 || box.left < -0.5);
      };
      const describe = (element: Element) =>
        element.tagName.toLowerCase() +
        (element.id ? `#${element.id}` : '') +
        [...element.classList].map((name) => `.${name}`).join('');
      return {
        scrollWidth: document.documentElement.scrollWidth,
        elements: [...document.body.querySelectorAll('*')]
          .filter(
            (element) => sticksOut(element) && !(element.parentElement && sticksOut(element.parentElement)),
          )
          .slice(0, 4)
          .map(describe),
      };
    });
    if (culprits)
      problems.push(
        `${culprits.scrollWidth} px wide at ${width} px, sticking out: ${culprits.elements.join(', ')}`,
      );
  }
  return problems;
}

/** The menus, sub-menus and drawer open on the page, by what they say. */
export function openMenus(page: Page): Promise<string[]> {
  return page.evaluate(() => [
    ...[...document.querySelectorAll('.top-bar details[open]')].map(
      (details) => `menu "${details.querySelector('summary')?.textContent ?? ''}"`,
    ),
    ...[...document.querySelectorAll('[aria-expanded="true"][aria-controls]')].map(
      (button) => `drawer of "${button.textContent ?? ''}"`,
    ),
  ]);
}

/** Lets the page finish what a navigation set off (React's effects run after the URL has changed). */
export const settled = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
