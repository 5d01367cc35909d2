import { reject, DomainError } from '../core/domain-error.ts';
import { isTopic, MAX_TOPICS, type Topic } from './topic-list.ts';

export { isTopic, MAX_TOPICS, TOPICS, type Topic } from './topic-list.ts';

/**
 * Validates a choice of topics and returns it without repeats (picking the same topic twice in a form is
 * one topic, so it neither counts twice towards the limit nor gets stored twice).
 */
export function parseTopics(topics: readonly string[]): readonly Topic[] | DomainError {
  const unique = [...new Set(topics)];
  if (unique.length === 0) return reject('TOPIC_REQUIRED', 'topics');
  const known: Topic[] = [];
  for (const topic of unique) {
    if (!isTopic(topic)) return reject('UNKNOWN_TOPIC', 'topics');
    known.push(topic);
  }
  if (known.length > MAX_TOPICS) return reject('TOO_MANY_TOPICS', 'topics');
  return known;
}

export function checkTopics(topics: readonly string[]): DomainError | undefined {
  const parsed = parseTopics(topics);
  return parsed instanceof DomainError ? parsed : undefined;
}
