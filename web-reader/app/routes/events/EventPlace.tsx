import type { WebMessageId } from '@afrimedia/i18n/web';
import { useMessages } from '../../i18n/MessagesProvider.tsx';
import type { AgendaEvent } from './event-title.ts';

const placeAndOnline: WebMessageId = 'events.placeAndOnline';
const online: WebMessageId = 'events.online';
const separator: WebMessageId = 'events.separator';

/**
 * Where an event takes place: its venue, online, or both, then the country when given. The venue is the
 * organiser's text, isolated so a Latin name does not turn an Arabic line around.
 */
export function EventPlace({
  event,
  country,
}: {
  event: Pick<AgendaEvent, 'place' | 'online'>;
  country?: string | null;
}) {
  const { text, rich } = useMessages();
  const venue = event.place ? <bdi>{event.place}</bdi> : null;
  const where =
    venue && event.online
      ? rich(placeAndOnline, { place: venue })
      : (venue ?? (event.online ? text(online) : null));
  return (
    <>
      {where}
      {where && country ? text(separator) : null}
      {country}
    </>
  );
}

/** Whether there is anything to say about where an event is. */
export const hasPlace = (event: Pick<AgendaEvent, 'place' | 'online' | 'country'>) =>
  Boolean(event.place || event.online || event.country);
