import { describe, expect, it } from 'vitest';
import { instantText, rangeText, timeRange } from './time-range.ts';

const LANGUAGES = ['en', 'fr', 'ar', 'es'] as const;
const longDate = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
} as const;

/** The clock readings of a text ("10:00 PM", "٦:٠٠ م", "22:00"), with whatever spaces they hold. */
const clockReadings = (text: string) => text.match(/\d{1,2}:\d{2}(?:\s*[^\s\d,،–-]+)?/gu) ?? [];

describe('a span of time', () => {
  it.each(LANGUAGES)('in %s keeps each clock reading unbreakable, its dates free to wrap', (lang) => {
    const format = new Intl.DateTimeFormat(lang, longDate);
    const [start, end] = [new Date('2026-11-30T22:00:00Z'), new Date('2026-12-01T00:00:00Z')];
    const text = rangeText(timeRange(format, start.toISOString(), end.toISOString()));
    expect(text.replace(/\u00a0/g, ' ')).toBe(format.formatRange(start, end).replace(/\u00a0/g, ' '));
    expect(clockReadings(text)).toHaveLength(2);
    for (const reading of clockReadings(text)) expect(reading).not.toMatch(/ /);
    expect(text).toMatch(/ /);
  });

  it('in Arabic glues the day period to its hour, on a guide band as on a range', () => {
    const format = new Intl.DateTimeFormat('ar', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    const six = new Date(Date.UTC(2000, 0, 1, 6));
    expect(format.format(six)).toMatch(/ /);
    expect(instantText(format, six)).toBe(format.format(six).replace(/ /g, '\u00a0'));
    const band = timeRange(format, new Date(Date.UTC(2000, 0, 1, 0)).toISOString(), six.toISOString());
    expect(rangeText(band)).not.toMatch(/\d \S/u);
  });
});
