import { describe, expect, it } from 'vitest';
import { topicOf } from './topic.ts';

describe('topicOf', () => {
  it('names a topic after the stream category, the part before the first dash', () => {
    expect(topicOf('user-123')).toBe('afrimedia.user');
    expect(topicOf('reader-0b4c0c4e-8f1e-4c3a-9a57-2f1d1c1a9b10')).toBe('afrimedia.reader');
    expect(topicOf('article-x', 'relay-spec-1')).toBe('relay-spec-1.article');
  });

  it('takes a stream name without a dash as its own category', () => {
    expect(topicOf('settings')).toBe('afrimedia.settings');
  });

  it('refuses a category Kafka could not name a topic after', () => {
    expect(() => topicOf('-123')).toThrow(/no category/);
    expect(() => topicOf('café-1')).toThrow(/no category/);
    expect(() => topicOf(`${'a'.repeat(240)}-1`)).toThrow(/no category/);
  });
});
