import { Link } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { useRoot } from '../../layout/use-root.ts';
import { categoryPath, eventPath, useCategoryName } from './category-name.ts';
import { dayHeading, timeRange, utcDay } from './event-dates.ts';
import { eventTitle, type AgendaEvent } from './event-title.ts';
import { EventPlace } from './EventPlace.tsx';

/** Events in the order the API gives them (soonest first), under the UTC day each starts on. */
export function byDay(events: readonly AgendaEvent[]): { day: string; events: AgendaEvent[] }[] {
  const days: { day: string; events: AgendaEvent[] }[] = [];
  for (const event of events) {
    const day = utcDay(event.starts_at);
    const last = days.at(-1);
    if (last?.day === day) last.events.push(event);
    else days.push({ day, events: [event] });
  }
  return days;
}

function EventItem({ event }: { event: AgendaEvent }) {
  const t = useT();
  const { lang } = useRoot();
  const categoryName = useCategoryName();
  const title = eventTitle(event, lang);
  return (
    <li className="event">
      <h3 className="event__title">
        <Link to={eventPath(event.slug)} dir="auto" lang={title.lang}>
          {title.text}
        </Link>
      </h3>
      <p className="event__meta">
        <time dateTime={event.starts_at}>{timeRange(lang, event.starts_at, event.ends_at)}</time>
        {event.place || event.online ? (
          <span className="event__place">
            <EventPlace event={event} />
          </span>
        ) : null}
        <Link className="event__category" to={categoryPath(event.category)}>
          <span className="visually-hidden">{t('events.category')}: </span>
          {categoryName(event.category)}
        </Link>
      </p>
    </li>
  );
}

/** The agenda, one section per day with the day as its heading. */
export function EventList({ events }: { events: readonly AgendaEvent[] }) {
  const { lang } = useRoot();
  return (
    <div className="agenda">
      {byDay(events).map(({ day, events: ofDay }) => (
        <section key={day} aria-labelledby={`day-${day}`} className="agenda__day">
          <h2 id={`day-${day}`}>
            <time dateTime={day}>{dayHeading(lang, day)}</time>
          </h2>
          <ul className="agenda__events">
            {ofDay.map((event) => (
              <EventItem key={event.id} event={event} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
