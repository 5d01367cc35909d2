import type { TimeRange as Range } from './time-range.ts';

/**
 * A span of time written on the server, its start and its end each a `<time>` with the instant it stands for.
 * Both are isolated (see events.css): the line keeps the page's direction, so in Arabic the start sits on the
 * right and the end on the left, and neither a Latin zone name nor the text around them turns them about.
 */
export function TimeRange({ range }: { range: Range }) {
  if (!range.end)
    return (
      <span className="time-range">
        <time dateTime={range.startsAt}>{range.start}</time>
      </span>
    );
  return (
    <span className="time-range">
      {range.head}
      <time dateTime={range.startsAt}>{range.start}</time>
      {range.middle}
      <time dateTime={range.endsAt}>{range.end}</time>
      {range.tail}
    </span>
  );
}
