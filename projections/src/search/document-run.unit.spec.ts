import type { DomainEvent } from '@afrimedia/domain';
import { describe, expect, it } from 'vitest';
import { foldDocumentRun } from './document-run.ts';

const at = '2026-11-20T08:00:00.000Z';
const liked = (targetId: string) =>
  ({ type: 'Liked', data: { readerId: 'r1', targetId, at } }) as DomainEvent;
const unliked = (targetId: string) =>
  ({ type: 'Unliked', data: { readerId: 'r1', targetId, at } }) as DomainEvent;
const published = (contentId: string) =>
  ({ type: 'ContentPublished', data: { contentId, publishedAt: at } }) as DomainEvent;
const archived = (contentId: string) => ({ type: 'ContentArchived', data: { contentId } }) as DomainEvent;

describe('a run of document events, folded', () => {
  it('never lets popularity drop below 0 at any step, as one event at a time would', () => {
    const { popularity } = foldDocumentRun(
      [unliked('c1'), liked('c1'), unliked('c2'), unliked('c3'), liked('c3')],
      new Set(),
      new Map([['c3', 1]]),
    );
    expect(Object.fromEntries(popularity)).toEqual({ c1: 1, c2: 0, c3: 1 });
  });

  it('changes the status of indexed documents only, keeping the publication date a later status leaves', () => {
    const { updates, inserts } = foldDocumentRun(
      [published('c1'), archived('c1'), published('unknown')],
      new Set(['c1']),
      new Map(),
    );
    expect(inserts).toEqual([]);
    expect(Object.fromEntries(updates)).toEqual({ c1: { status: 'archived', published_at: new Date(at) } });
  });
});
