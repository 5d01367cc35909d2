import { authCalls } from '@afrimedia/contracts';
import { redirect } from 'react-router';
import { apiOf } from '../../server/reader.server.ts';
import type { Route } from './+types/export';

/** `/profile/export`: the file of everything the platform holds on the signed-in reader, as a plain download. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiOf(request, context);
  if (!api.session.tokens) throw redirect(`/login?returnTo=${encodeURIComponent('/profile?t=delete')}`);
  const file = await api.call(authCalls.exportData);
  return new Response(JSON.stringify(file, null, 2), {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="afrimedia-data-${file.exportedAt.slice(0, 10)}.json"`,
      'cache-control': 'private, no-store',
    },
  });
}
