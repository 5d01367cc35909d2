import { describe, expect, it } from 'vitest';
import { parseArgs } from './args.ts';

const scenarios = ['appends', 'rebuild'];

describe('parseArgs', () => {
  it('runs every scenario in full by default', () => {
    expect(parseArgs([], scenarios)).toEqual({ size: 'full', only: [] });
  });
  it('reads --quick and the scenarios of --only in both spellings', () => {
    expect(parseArgs(['--quick', '--only', 'appends', '--only=rebuild'], scenarios)).toEqual({
      size: 'quick',
      only: ['appends', 'rebuild'],
    });
  });
  it('reads --medium', () => {
    expect(parseArgs(['--medium', '--only=rebuild'], scenarios)).toEqual({
      size: 'medium',
      only: ['rebuild'],
    });
  });
  it('names an unknown scenario or argument', () => {
    expect(() => parseArgs(['--only', 'lag'], scenarios)).toThrow(/unknown scenario lag/);
    expect(() => parseArgs(['--fast'], scenarios)).toThrow(/unknown argument --fast/);
  });
});
