import { describe, expect, it } from 'vitest';
import { parseArgs } from './args.ts';

const scenarios = ['appends', 'rebuild'];

describe('parseArgs', () => {
  it('runs every scenario in full by default', () => {
    expect(parseArgs([], scenarios)).toEqual({ quick: false, only: [] });
  });
  it('reads --quick and the scenarios of --only in both spellings', () => {
    expect(parseArgs(['--quick', '--only', 'appends', '--only=rebuild'], scenarios)).toEqual({
      quick: true,
      only: ['appends', 'rebuild'],
    });
  });
  it('names an unknown scenario or argument', () => {
    expect(() => parseArgs(['--only', 'lag'], scenarios)).toThrow(/unknown scenario lag/);
    expect(() => parseArgs(['--fast'], scenarios)).toThrow(/unknown argument --fast/);
  });
});
