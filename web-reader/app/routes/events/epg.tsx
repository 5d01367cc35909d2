import { pagesCalls } from '@afrimedia/contracts';
import { Link } from 'react-router';
import type { Route } from './+types/epg';
import { useT } from '../../i18n/use-t.ts';
import { pageMeta } from '../../meta.ts';
import { apiOf } from '../../server/reader.server.ts';
import { readerLanguage } from '../info/reader-language.server.ts';
import { bandHours, guideColumns } from './event-dates.server.ts';
import { GuideTable } from './GuideTable.tsx';

const DAYS = 7;

/** /epg: the broadcast guide, the agenda of the next seven days (from today, in UTC) by day and time of day. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [days, lang] = await Promise.all([
    apiOf(request, context).call(pagesCalls.epg, { query: { days: DAYS } }),
    readerLanguage(request, context),
  ]);
  return { days: guideColumns(lang, days), hours: bandHours(lang) };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { titleId: 'events.epg.title' });

export default function Epg({ loaderData: { days, hours } }: Route.ComponentProps) {
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
        <GuideTable days={days} hours={hours} />
      )}
      <p>
        <Link to="/events">{t('events.back')}</Link>
      </p>
    </>
  );
}
