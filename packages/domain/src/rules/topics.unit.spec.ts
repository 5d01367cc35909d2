import { describe, expect, it } from 'vitest';
import { checkTopics, isTopic, parseTopics, TOPICS } from './topics.ts';

describe('topics', () => {
  it('lists the 20 topics of the spec', () => {
    expect(TOPICS).toHaveLength(20);
    expect(new Set(TOPICS).size).toBe(20);
  });

  it('tells a topic from any other value, a missing one included', () => {
    expect(isTopic('culture')).toBe(true);
    expect(isTopic('astrology')).toBe(false);
    expect(isTopic(null)).toBe(false);
  });

  it('accepts one to three known topics', () => {
    expect(parseTopics(['music'])).toEqual(['music']);
    expect(parseTopics(['music', 'art', 'tech'])).toEqual(['music', 'art', 'tech']);
  });

  it('counts a repeated topic once', () => {
    expect(parseTopics(['music', 'music', 'art', 'tech'])).toEqual(['music', 'art', 'tech']);
  });

  it('refuses no topic with the spec message', () => {
    expect(checkTopics([])).toMatchObject({
      code: 'TOPIC_REQUIRED',
      message: 'Topic are required',
      field: 'topics',
    });
  });

  it('refuses more than 3 topics', () => {
    expect(checkTopics(['music', 'art', 'tech', 'food'])).toMatchObject({ code: 'TOO_MANY_TOPICS' });
  });

  it('refuses a topic outside the list', () => {
    expect(checkTopics(['music', 'gardening'])).toMatchObject({ code: 'UNKNOWN_TOPIC' });
  });
});
