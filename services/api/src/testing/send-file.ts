import type { TestApi, TestUser } from './test-api.ts';

/** Posts `bytes` to `/api{path}` as the multipart `file` field, as the studio's upload forms do. */
export function sendFile(api: TestApi, path: string, bytes: Buffer, user?: TestUser): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([bytes]), 'file');
  return fetch(`${api.url}/api${path}`, { method: 'POST', headers: user?.auth ?? {}, body: form });
}

/** An upload the API took (201), as it answered: its id to name it in a form, and what it measured. */
export async function uploadFile<Uploaded = { id: string; url: string }>(
  api: TestApi,
  role: string,
  bytes: Buffer,
  user: TestUser,
): Promise<Uploaded> {
  const response = await sendFile(api, `/uploads/${role}`, bytes, user);
  if (response.status !== 201)
    throw new Error(`upload of a ${role} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as Uploaded;
}
