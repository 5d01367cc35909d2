import { pagesCalls } from '@afrimedia/contracts';
import { Link } from 'react-router';
import type { Route } from './+types/epg';
import { useT } from '../../i18n/use-t.ts';
import { pageMeta } from '../../meta.ts';
import { apiOf } from '../../server/reader.server.ts';
import { GuideTable } from './GuideTable.tsx';

const DAYS = 7;

/** /epg: the broadcast guide, the agenda of the next seven days (from today, in UTC) by day and time of day. */
export function loader({ request, context }: Route.LoaderArgs) {
  return apiOf(request, context).call(pagesCalls.epg, { query: { days: DAYS } });
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { titleId: 'events.epg.title' });

export default function Epg({ loaderData: days }: Route.ComponentProps) {
  const t = useT();
  const empty = days.every((day) => day.events.length === 0);
  return (
    <>
      <h1>{t('events.epg.title')}</h1>
      {empty ? (
        <div className="empty">
          <p>{t('events.epg.empty', { days: days.length })}</p>
        </div>
      ) : (
        <GuideTable days={days} />
      )}
      <p>
        <Link to="/events">{t('events.back')}</Link>
      </p>
    </>
  );
}
