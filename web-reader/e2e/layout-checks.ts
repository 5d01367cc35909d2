import type { Page } from 'playwright-core';

/**
 * Spans of time on an events page whose two ends are not each a `<time>`, or read against the page's direction:
 * in Arabic the start must finish right of where the end begins on their line (or on an earlier line), in
 * English left of it.
 */
export function timeRangeProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const rtl = document.documentElement.dir === 'rtl';
    const spans = document.querySelectorAll(
      'main .event__meta, main .guide li, main .guide__hours, main .event-page__facts dd:has(time)',
    );
    if (spans.length === 0) return ['no span of time on the page'];
    return [...spans].flatMap((span) => {
      const text = span.textContent ?? '';
      const times = [...span.querySelectorAll('time')];
      const [start, end] = times;
      if (times.length !== 2 || !start || !end)
        return [`"${text}": its start and its end are not two <time>s`];
      // Where the start ends and where the end begins: either may wrap over two lines on a phone.
      const [first, last] = [[...start.getClientRects()].at(-1), end.getClientRects()[0]];
      if (!first || !last) return [`"${text}": its start or its end is not shown`];
      const sameLine = Math.abs(first.top - last.top) < Math.min(first.height, last.height) / 2;
      const inOrder = !sameLine
        ? last.top > first.top
        : rtl
          ? first.left >= last.right - 0.5
          : first.right <= last.left + 0.5;
      return inOrder ? [] : [`"${text}": "${end.textContent}" reads before "${start.textContent}"`];
    });
  });
}

/** The carousel's text boxes (title, teaser, buttons) that stick out of their slide. */
export function slideOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.slide')].flatMap((slide, index) => {
      const frame = slide.getBoundingClientRect();
      return [...slide.querySelectorAll('.slide__text, .slide__text *')].flatMap((element) => {
        const box = element.getBoundingClientRect();
        const inside =
          box.top >= frame.top - 0.5 &&
          box.bottom <= frame.bottom + 0.5 &&
          box.left >= frame.left - 0.5 &&
          box.right <= frame.right + 0.5;
        const name = `slide ${index + 1}'s ${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
        return inside
          ? []
          : [
              `${name} at ${Math.round(box.top)}–${Math.round(box.bottom)} outside ${Math.round(frame.top)}–${Math.round(frame.bottom)}`,
            ];
      });
    }),
  );
}

/** The top bar's height, and whether anything in it sticks out sideways. */
export function headerProblems(page: Page, maxHeight: number): Promise<string[]> {
  return page.evaluate((limit) => {
    const header = document.querySelector('header.top-bar');
    if (!header) return ['no top bar'];
    const box = header.getBoundingClientRect();
    const problems = box.height > limit ? [`the top bar is ${Math.round(box.height)} px high`] : [];
    for (const element of header.querySelectorAll('*')) {
      const inner = element.getBoundingClientRect();
      if (inner.width > 0 && (inner.left < -0.5 || inner.right > innerWidth + 0.5))
        problems.push(
          `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} sticks out sideways`,
        );
    }
    return problems;
  }, maxHeight);
}
