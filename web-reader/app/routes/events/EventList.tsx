import { Link } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { useRoot } from '../../layout/use-root.ts';
import { categoryPath, eventPath, useCategoryName } from './category-name.ts';
import type { AgendaDay, TimedEvent } from './event-dates.server.ts';
import { eventTitle } from './event-title.ts';
import { EventPlace } from './EventPlace.tsx';
import { TimeRange } from './TimeRange.tsx';

function EventItem({ event }: { event: TimedEvent }) {
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
        <TimeRange range={event.when} />
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
export function EventList({ days }: { days: readonly AgendaDay[] }) {
  return (
    <div className="agenda">
      {days.map(({ day, heading, events }) => (
        <section key={day} aria-labelledby={`day-${day}`} className="agenda__day">
          <h2 id={`day-${day}`}>
            <time dateTime={day}>{heading}</time>
          </h2>
          <ul className="agenda__events">
            {events.map((event) => (
              <EventItem key={event.id} event={event} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
