import { describe, expect, it } from 'vitest';
import { studioState } from './studio-state.ts';

describe("a content's state as the studio names it", () => {
  it('names the stored states', () => {
    for (const status of ['draft', 'waiting_validation', 'published', 'scheduled', 'archived', 'rejected'])
      expect(studioState({ status, media: null })).toBe(status);
  });

  it('is in progress while its media file is encoded, whatever its stored state', () => {
    expect(studioState({ status: 'draft', media: { id: 'm', status: 'encoding' } })).toBe('inProgress');
    expect(studioState({ status: 'published', media: { id: 'm', status: 'queued' } })).toBe('inProgress');
    expect(studioState({ status: 'published', media: { id: 'm', status: 'encoded' } })).toBe('published');
  });
});
