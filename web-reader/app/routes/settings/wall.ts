import { data, redirect } from 'react-router';
import type { Route } from './+types/wall';
import { passWall } from '../../server/wall.server.ts';
import { assertSameOrigin, returnTo } from './return-to.ts';

export { SiteWall as default } from '../../layout/SiteWall.tsx';

export async function action({ request }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = await request.formData();
  const cookie = passWall(request, String(form.get('password') ?? ''));
  if (!cookie) return data({ wrong: true }, { status: 401 });
  return redirect(returnTo(form.get('returnTo')), { headers: { 'Set-Cookie': cookie } });
}
