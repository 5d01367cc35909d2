import { pagesCalls } from '@afrimedia/contracts';
import { data, redirect } from 'react-router';
import type { Route } from './+types/wall';
import { ApiError } from '../../server/api.server.ts';
import { apiOf } from '../../server/reader.server.ts';
import { passCookie } from '../../server/wall.server.ts';
import { returnTo } from './return-to.ts';
import { formOf } from '../../server/request-body.server.ts';

export { SiteWall as default } from '../../layout/SiteWall.tsx';

export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  const password = String(form.get('password') ?? '');
  let pass: string | null;
  try {
    ({ pass } = await apiOf(request, context).call(pagesCalls.siteWall, { body: { password } }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return data({ wrong: true }, { status: 401 });
    throw error;
  }
  const headers: HeadersInit = pass ? { 'Set-Cookie': passCookie(request, pass) } : {};
  return redirect(returnTo(form.get('returnTo'), request), { headers });
}
