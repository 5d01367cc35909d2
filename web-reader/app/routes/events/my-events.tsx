import { authCalls } from '@afrimedia/contracts';
import { Link, redirect } from 'react-router';
import type { Route } from './+types/my-events';
import { useT } from '../../i18n/use-t.ts';
import { pageMeta } from '../../meta.ts';
import { apiOf } from '../../server/reader.server.ts';

const HERE = '/events/myEvents';

/**
 * /events/myEvents, for signed-in readers. The API keeps which events a reader saved but offers no call yet to
 * save one or to list them, so the page says so rather than show a list it cannot fill.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiOf(request, context);
  if (!api.session.tokens) throw redirect(`/login?returnTo=${HERE}`);
  // The root reads the user too (one call for both); a dead session sends the reader to sign in from here.
  await api.call(authCalls.user);
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { titleId: 'events.myEvents.title' });

export default function MyEvents() {
  const t = useT();
  return (
    <>
      <h1>{t('events.myEvents.title')}</h1>
      <div className="empty">
        <p>{t('events.myEvents.unavailable')}</p>
        <Link className="button" to="/events">
          {t('events.myEvents.browse')}
        </Link>
      </div>
    </>
  );
}
