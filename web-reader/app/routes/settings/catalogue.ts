import { data } from 'react-router';
import type { Route } from './+types/catalogue';
import { catalogueNamed } from '../../server/messages.server.ts';

/**
 * A language's messages, fetched once by the browser (app/i18n/catalogues.ts). Served by the build that renders
 * the pages, so its address always matches theirs; outside the site wall, which needs its messages too.
 */
export function loader({ params }: Route.LoaderArgs) {
  const file = catalogueNamed(params.name);
  if (!file) throw data(null, { status: 404 });
  return new Response(file.body, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
