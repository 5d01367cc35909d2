import { expect } from 'vitest';

/** Fails with every problem spelled out (a diff of arrays would cut them short). */
export function expectNone(problems: readonly string[], what = 'problems'): void {
  expect(problems, `${what}:\n  ${problems.join('\n  ')}\n`).toEqual([]);
}
