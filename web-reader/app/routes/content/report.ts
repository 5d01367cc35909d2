import { actionsCalls } from '@afrimedia/contracts';
import { data, redirect } from 'react-router';
import type { Route } from './+types/report';
import { ApiError } from '../../server/api.server.ts';
import { apiOf } from '../../server/reader.server.ts';
import { formOf } from '../../server/request-body.server.ts';
import { returnTo } from '../settings/return-to.ts';
import { isReportReason, reportComment } from './report-reasons.ts';

/** The address `back` with `reported=1` added and the report's place on the page as its fragment. */
function reportedAt(back: string, request: Request): string {
  const target = new URL(back, request.url);
  target.searchParams.set('reported', '1');
  target.hash = 'report';
  return `${target.pathname}${target.search}${target.hash}`;
}

/**
 * Spec §7 POST /actions/report from the content page. Scripts send it in the background (`js=1`) and get the
 * API's answer; a plain form goes back to the page, which then confirms. A visitor is sent to sign in first.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await formOf(request);
  const background = form.get('js') === '1';
  const back = returnTo(form.get('returnTo'), request);
  const reason = form.get('reason');
  if (!isReportReason(reason)) return data({ error: { code: 'FIELDS_REQUIRED' } }, { status: 400 });
  const api = apiOf(request, context);
  if (!api.session.tokens) {
    if (background) return data({ error: { code: 'NOT_AUTHORIZED' } }, { status: 401 });
    return redirect(`/login?returnTo=${encodeURIComponent(back)}`);
  }
  try {
    const { reportId } = await api.call(actionsCalls.report, {
      body: {
        link: String(form.get('link') ?? ''),
        title: String(form.get('title') ?? ''),
        comment: reportComment(reason, String(form.get('details') ?? '')),
      },
    });
    return background ? { reportId } : redirect(reportedAt(back, request));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return data({ error: { code: error.code } }, { status: error.status });
  }
}

export const loader = () => redirect('/');
