import { actionsCalls, authCalls } from '@afrimedia/contracts';
import type { ReaderLoadContext } from '../../load-context.ts';
import { ApiError, type ApiClient, type CallOutput } from '../../server/api.server.ts';

type Upload = CallOutput<typeof actionsCalls.upload>;

/**
 * Sends the reader's picture to the API's image uploads (POST /uploads/image, 2 MB at most) and returns what was
 * stored. The typed client speaks JSON only, so this multipart call is made here, with the same headers; the
 * user read first refreshes the session when its token has expired.
 */
export async function uploadImage(
  request: Request,
  context: Pick<ReaderLoadContext, 'apiOrigin' | 'apiFetch' | 'internalKey' | 'clientIp'>,
  api: ApiClient,
  file: File,
): Promise<Upload> {
  await api.call(authCalls.user);
  const token = api.session.tokens?.token;
  if (!token) throw new ApiError(401, 'NOT_AUTHORIZED', 'Not signed in.');
  const form = new FormData();
  form.set('file', file, file.name || 'avatar');
  const response = await context.apiFetch(
    `${context.apiOrigin}/api${actionsCalls.upload.path.replace(':role', 'image')}`,
    {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'accept-language': request.headers.get('accept-language') ?? '',
        authorization: `Bearer ${token}`,
        'device-id': api.session.deviceId,
        'x-internal-key': context.internalKey,
        'x-internal-client-ip': context.clientIp,
      },
      body: form,
    },
  );
  const body = (await response.json().catch(() => ({}))) as Partial<Upload> & {
    code?: string;
    message?: string;
  };
  if (!response.ok || typeof body.url !== 'string')
    throw new ApiError(response.status, body.code ?? 'FILE_PROCESSING_FAILED', body.message ?? '', 'avatar');
  return body as Upload;
}
