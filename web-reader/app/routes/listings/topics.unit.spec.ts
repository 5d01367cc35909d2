import { TOPICS as DOMAIN_TOPICS } from '@afrimedia/domain';
import { describe, expect, it } from 'vitest';
import { isTopic, TOPICS } from './topics.ts';

describe('the topics the reader offers', () => {
  it('are the ones the platform accepts, so a search by topic is never refused', () => {
    expect(TOPICS).toEqual(DOMAIN_TOPICS);
    expect(isTopic('culture')).toBe(true);
    expect(isTopic('astrology')).toBe(false);
    expect(isTopic(null)).toBe(false);
  });
});
