import { useId } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { useRoot } from '../../layout/use-root.ts';
import { REPORT_DETAILS_MAX, REPORT_REASONS } from './report-reasons.ts';

/**
 * Spec §6 reporting: a reason and optional details sent to the platform team. It sits in a disclosure so the
 * page stays short; without scripts it is a plain form that comes back to the page with `reported=1`. A visitor
 * is sent to sign in and back, as the API takes reports from readers only.
 */
export function Report({ link, title }: { link: string; title: string }) {
  const t = useT();
  const { user } = useRoot();
  const location = useLocation();
  const fetcher = useFetcher<{ reportId?: string; error?: { code: string } }>();
  const id = useId();
  const here = location.pathname + location.search;
  const sentWithoutScript = new URLSearchParams(location.search).get('reported') === '1';
  const sent = Boolean(fetcher.data?.reportId) || sentWithoutScript;
  const failed = fetcher.data?.error !== undefined;
  return (
    <details className="report" id="report" open={sent || failed || undefined}>
      <summary>{t('content.report')}</summary>
      {!user ? (
        <p>
          <a href={`/login?returnTo=${encodeURIComponent(`${location.pathname}#report`)}`}>
            {t('content.report.signIn')}
          </a>
        </p>
      ) : sent ? (
        <p role="status">{t('content.report.sent')}</p>
      ) : (
        <fetcher.Form
          method="post"
          action="/actions/report"
          className="report__form"
          onSubmit={(event) => {
            event.preventDefault();
            const form = new FormData(event.currentTarget);
            form.set('js', '1');
            void fetcher.submit(form, { method: 'post', action: '/actions/report' });
          }}
        >
          <input type="hidden" name="link" value={link} />
          <input type="hidden" name="title" value={title} />
          <input type="hidden" name="returnTo" value={here} />
          <label htmlFor={`${id}-reason`}>{t('content.report.reason')}</label>
          <select id={`${id}-reason`} name="reason" required defaultValue="">
            <option value="" disabled>
              {t('content.report.choose')}
            </option>
            {REPORT_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {t(`content.report.reason.${reason}`)}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-details`}>{t('content.report.details')}</label>
          <textarea id={`${id}-details`} name="details" rows={3} maxLength={REPORT_DETAILS_MAX} />
          {failed ? <p role="alert">{t('content.report.failed')}</p> : null}
          <button type="submit" className="button" disabled={fetcher.state !== 'idle'}>
            {t('content.report.send')}
          </button>
        </fetcher.Form>
      )}
    </details>
  );
}
