import { Link } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { useRoot } from '../../layout/use-root.ts';
import { eventPath } from './category-name.ts';
import type { GuideColumn, TimedEvent } from './event-dates.server.ts';
import { eventTitle } from './event-title.ts';
import { guideRows, type Band, type GuideRow } from './guide-rows.ts';
import type { TimeRange as TimeRangeText } from './time-range.ts';
import { TimeRange } from './TimeRange.tsx';

function Row({
  row,
  hours,
  today,
}: {
  row: GuideRow<TimedEvent>;
  hours: TimeRangeText;
  today: string | undefined;
}) {
  const t = useT();
  const { lang } = useRoot();
  return (
    <tr>
      <th scope="row">
        {t(`events.epg.band.${row.band}`)}
        <span className="guide__hours">
          <TimeRange range={hours} />
        </span>
      </th>
      {row.cells.map(({ day, events }) => (
        <td key={day} className={day === today ? 'guide__today' : undefined}>
          {events.length > 0 ? (
            <ul>
              {events.map((event) => {
                const title = eventTitle(event, lang);
                return (
                  <li key={event.id}>
                    <TimeRange range={event.when} />
                    <Link to={eventPath(event.slug)} dir="auto" lang={title.lang}>
                      {title.text}
                    </Link>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </td>
      ))}
    </tr>
  );
}

/**
 * The guide as a table: a column per day (today first and marked), a row per time of day, each row's span of
 * hours in `hours`.
 */
export function GuideTable({
  days,
  hours,
}: {
  days: readonly GuideColumn[];
  hours: Readonly<Record<Band, TimeRangeText>>;
}) {
  const t = useT();
  // The API starts the guide today (in UTC): the first day is today whatever the browser's clock says.
  const today = days[0]?.day;
  return (
    <div className="guide" role="region" aria-label={t('events.epg.region')} tabIndex={0}>
      <table>
        <caption>{t('events.epg.caption', { days: days.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('events.epg.timeOfDay')}</th>
            {days.map(({ day, weekday, date }) => (
              <th
                key={day}
                scope="col"
                aria-current={day === today ? 'date' : undefined}
                className={day === today ? 'guide__today' : undefined}
              >
                {day === today ? <span className="guide__today-label">{t('events.epg.today')}</span> : null}
                <time dateTime={day}>
                  <span className="guide__weekday">{weekday}</span> {date}
                </time>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {guideRows(days).map((row) => (
            <Row key={row.band} row={row} hours={hours[row.band]} today={today} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
