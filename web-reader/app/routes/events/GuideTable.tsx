import { Link } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { useRoot } from '../../layout/use-root.ts';
import { eventPath } from './category-name.ts';
import { dayParts, hoursRange, timeRange } from './event-dates.ts';
import { eventTitle } from './event-title.ts';
import { BAND_HOURS, guideRows, type GuideDay, type GuideRow } from './guide-rows.ts';

function Row({ row, index, today }: { row: GuideRow; index: number; today: string | undefined }) {
  const t = useT();
  const { lang } = useRoot();
  return (
    <tr>
      <th scope="row">
        {t(`events.epg.band.${row.band}`)}
        <span className="guide__hours">{hoursRange(lang, index * BAND_HOURS, (index + 1) * BAND_HOURS)}</span>
      </th>
      {row.cells.map(({ day, events }) => (
        <td key={day} className={day === today ? 'guide__today' : undefined}>
          {events.length > 0 ? (
            <ul>
              {events.map((event) => {
                const title = eventTitle(event, lang);
                return (
                  <li key={event.id}>
                    <time dateTime={event.starts_at}>{timeRange(lang, event.starts_at, event.ends_at)}</time>
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

function DayName({ day }: { day: string }) {
  const { lang } = useRoot();
  const { weekday, date } = dayParts(lang, day);
  return (
    <time dateTime={day}>
      <span className="guide__weekday">{weekday}</span> {date}
    </time>
  );
}

/** The guide as a table: a column per day (today first and marked), a row per time of day. */
export function GuideTable({ days }: { days: readonly GuideDay[] }) {
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
            {days.map(({ day }) => (
              <th
                key={day}
                scope="col"
                aria-current={day === today ? 'date' : undefined}
                className={day === today ? 'guide__today' : undefined}
              >
                {day === today ? <span className="guide__today-label">{t('events.epg.today')}</span> : null}
                <DayName day={day} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {guideRows(days).map((row, index) => (
            <Row key={row.band} row={row} index={index} today={today} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
