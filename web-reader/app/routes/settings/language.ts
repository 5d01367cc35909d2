import { authCalls } from '@afrimedia/contracts';
import { LANGUAGES } from '@afrimedia/i18n/languages';
import { serialize } from 'cookie';
import { redirect } from 'react-router';
import type { Route } from './+types/language';
import { apiOf } from '../../server/reader.server.ts';
import { cookieOptions } from '../../server/session.server.ts';
import { returnTo } from './return-to.ts';
import { formOf } from '../../server/request-body.server.ts';

/**
 * Spec §4: a language change is saved to the server when signed in, and the page reloads (the form is a
 * document submission). The device remembers it in the `lang` cookie, which the server render reads.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  const lang = LANGUAGES.find((language) => language === form.get('lang')) ?? 'en';
  const api = apiOf(request, context);
  if (api.session.tokens) await api.call(authCalls.language, { body: { langToApply: lang } });
  context.setCookie(serialize('lang', lang, cookieOptions(request)));
  const back = new URL(returnTo(form.get('returnTo'), request), request.url);
  back.searchParams.delete('lang');
  return redirect(back.pathname + back.search);
}

export const loader = () => redirect('/');
