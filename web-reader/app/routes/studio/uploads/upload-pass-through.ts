import { apiOf } from '../../../server/reader.server.ts';
import { signedInUser } from '../../auth/session.server.ts';
import type { Route } from './+types/upload-pass-through';

/**
 * Streams the browser's multipart upload on to the API's `POST /uploads/:role` as it arrives, never holding the
 * file in memory, and answers with the API's own answer (201 and the stored file, or its refusal).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const api = apiOf(request, context);
  // The session is checked (and its token refreshed) before the body starts to flow: a stream cannot be resent.
  const user = await signedInUser(api).catch((thrown: unknown) => {
    // A session that is over sends pages to sign in; a script sending a file is told it instead.
    if (thrown instanceof Response) return null;
    throw thrown;
  });
  if (!user) return Response.json({ code: 'NOT_AUTHORIZED' }, { status: 401 });
  const answer = await api.forward(`/uploads/${encodeURIComponent(params.role)}`, request);
  return new Response(answer.body, {
    status: answer.status,
    headers: { 'content-type': answer.headers.get('content-type') ?? 'application/json' },
  });
}
