/**
 * A span of time as the reader's language writes it, cut where its start and its end are, so each can be its
 * own `<time>`: "{head}{start}{middle}{end}{tail}", e.g. "" "2:00" "–" "6:00" " ص UTC" in Arabic, where
 * the date, the day period and the zone the two ends share are written once, as the language's range pattern
 * (CLDR's, through `Intl.DateTimeFormat#formatRange`) puts them.
 */
export interface TimeRange {
  readonly startsAt: string;
  readonly endsAt: string;
  readonly head: string;
  readonly start: string;
  readonly middle: string;
  readonly end: string;
  readonly tail: string;
}

type Source = 'startRange' | 'endRange' | 'shared';
type Part = { type: string; value: string };
type RangePart = Part & { source: Source };

/** The parts of a clock reading: "10", ":", "00", " ", "PM" must stay on one line. */
const CLOCK = new Set(['hour', 'minute', 'second', 'dayPeriod']);

/**
 * The parts with the spaces inside each clock reading made no-break ones, so a long span (two dates and their
 * times) may wrap between its words on a narrow phone yet never inside "10:00 PM" (nor "6:00 م", whose halves
 * would then read in the wrong order).
 */
function glueClocks<P extends Part>(parts: readonly P[]): P[] {
  return parts.map((part, index) =>
    part.type === 'literal' &&
    CLOCK.has(parts[index - 1]?.type ?? '') &&
    CLOCK.has(parts[index + 1]?.type ?? '')
      ? { ...part, value: part.value.replace(/ /g, '\u00a0') }
      : part,
  );
}

/** The parts' text run by run, each run of one source: shared, start, shared, end, shared when all goes well. */
function runs(parts: readonly RangePart[]): { source: Source; text: string }[] {
  const joined: { source: Source; text: string }[] = [];
  for (const { source, value } of parts) {
    const last = joined.at(-1);
    if (last?.source === source) last.text += value;
    else joined.push({ source, text: value });
  }
  return joined;
}

/**
 * The range from `startsAt` to `endsAt` in `format`. When both ends read the same (or the runtime cuts the text
 * otherwise) the whole text is the start and the other parts are empty.
 */
export function timeRange(format: Intl.DateTimeFormat, startsAt: string, endsAt: string): TimeRange {
  const parts = glueClocks(format.formatRangeToParts(new Date(startsAt), new Date(endsAt)) as RangePart[]);
  const text = runs(parts);
  const shared = (run: { source: Source; text: string } | undefined) =>
    run?.source === 'shared' ? run.text : '';
  const head = shared(text[0]);
  const body = head ? text.slice(1) : text;
  const [start, middle, end, tail, ...more] = body;
  if (
    start?.source === 'startRange' &&
    middle?.source === 'shared' &&
    end?.source === 'endRange' &&
    (tail === undefined || tail.source === 'shared') &&
    more.length === 0
  )
    return {
      startsAt,
      endsAt,
      head,
      start: start.text,
      middle: middle.text,
      end: end.text,
      tail: shared(tail),
    };
  return {
    startsAt,
    endsAt,
    head: '',
    start: parts.map((part) => part.value).join(''),
    middle: '',
    end: '',
    tail: '',
  };
}

/** One instant in `format`, its clock reading kept on one line as in a range. */
export const instantText = (format: Intl.DateTimeFormat, instant: Date) =>
  glueClocks(format.formatToParts(instant))
    .map((part) => part.value)
    .join('');

/** The whole range as one line of text, for link previews and the like. */
export const rangeText = ({ head, start, middle, end, tail }: TimeRange) =>
  head + start + middle + end + tail;
