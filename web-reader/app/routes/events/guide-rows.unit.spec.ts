import { describe, expect, it } from 'vitest';
import { guideRows } from './guide-rows.ts';
import { testEvent } from './test-event.ts';

describe('guideRows', () => {
  it('puts an event in the six-hour band it starts in, and in the night band of the days it runs on into', () => {
    const late = testEvent({
      slug: 'late',
      starts_at: '2026-06-01T23:30:00Z',
      ends_at: '2026-06-02T07:00:00Z',
    });
    const noon = testEvent({
      slug: 'noon',
      starts_at: '2026-06-02T12:00:00Z',
      ends_at: '2026-06-02T13:00:00Z',
    });
    const rows = guideRows([
      { day: '2026-06-01', events: [late] },
      { day: '2026-06-02', events: [late, noon] },
    ]);
    const slugs = rows.map((row) => [
      row.band,
      row.cells.map((cell) => cell.events.map((event) => event.slug)),
    ]);
    expect(slugs).toEqual([
      ['night', [[], ['late']]],
      ['morning', [[], []]],
      ['afternoon', [[], ['noon']]],
      ['evening', [['late'], []]],
    ]);
  });
});
