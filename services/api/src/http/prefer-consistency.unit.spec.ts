import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { preferredConsistency } from './prefer-consistency.ts';

const withPrefer = (prefer?: string | string[]) =>
  ({ headers: prefer === undefined ? {} : { prefer } }) as Request;

describe('preferred consistency', () => {
  it('keeps the call’s own choice when nothing is preferred', () => {
    expect(preferredConsistency(withPrefer(), 'decided')).toBe('decided');
    expect(preferredConsistency(withPrefer('return=minimal'), 'decided')).toBe('decided');
  });

  it('waits for the read models when the client prefers to read its write, among other preferences', () => {
    expect(preferredConsistency(withPrefer('read-your-writes'), 'decided')).toBe('read-your-writes');
    expect(preferredConsistency(withPrefer('return=minimal, Read-Your-Writes'), 'decided')).toBe(
      'read-your-writes',
    );
    expect(preferredConsistency(withPrefer(['respond-async', 'read-your-writes']), 'decided')).toBe(
      'read-your-writes',
    );
  });

  it('does not take a longer word for the preference', () => {
    expect(preferredConsistency(withPrefer('read-your-writes-later'), 'decided')).toBe('decided');
  });
});
