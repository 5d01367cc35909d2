import { authorCalls } from '@afrimedia/contracts';
import { ApiError } from '../../../server/api.server.ts';
import { apiOf } from '../../../server/reader.server.ts';
import type { Route } from './+types/encoder-task';

/** The encoding task of one of the author's media, as JSON for the studio's progress display. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  try {
    const task = await apiOf(request, context).call(authorCalls.encoderTask, { params: { id: params.id } });
    return Response.json(task, { headers: { 'cache-control': 'no-store' } });
  } catch (error) {
    // A session that is over sends pages to sign in; the polling script is told it instead.
    if (error instanceof Response) return Response.json({ code: 'NOT_AUTHORIZED' }, { status: 401 });
    if (!(error instanceof ApiError)) throw error;
    return Response.json({ code: error.code }, { status: error.status });
  }
}
