import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t.ts';
import { useRoot } from '../../../layout/use-root.ts';
import type { Outcome } from './use-submission.ts';

/** What became of the last publish, schedule or e-mail: in words, with the way to read a published article. */
export function Outcomes({
  outcome,
  status,
  slug,
  publishAt,
  errorText,
}: {
  outcome: Outcome;
  status: string | null;
  slug: string | null;
  publishAt: string;
  errorText: (code: string) => string;
}) {
  const t = useT();
  const { lang } = useRoot();
  if (outcome?.kind === 'refused')
    return (
      <p className="field-error" role="alert">
        {errorText(outcome.code)}
      </p>
    );
  if (outcome?.kind === 'emailed') return <p role="status">{t('studioEditor.emailed')}</p>;
  if (status === 'published' && slug)
    return (
      <p role="status">
        {t('studioEditor.published')} <Link to={`/articles/${slug}`}>{t('studioEditor.read')}</Link>
      </p>
    );
  if (status === 'waiting_validation') return <p role="status">{t('studioEditor.waiting')}</p>;
  if (status === 'scheduled' && publishAt) {
    // Said only after the author schedules, so never in a page being hydrated: the day on their own clock, as
    // they typed the time.
    const day = new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(new Date(publishAt));
    return <p role="status">{t('studioEditor.scheduled', { date: day })}</p>;
  }
  return null;
}
