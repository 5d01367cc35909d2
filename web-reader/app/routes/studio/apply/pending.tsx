import { authorCalls } from '@afrimedia/contracts';
import { Link } from 'react-router';
import type { Route } from './+types/pending';
import { useMessages } from '../../../i18n/MessagesProvider.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { pageMeta } from '../../../meta.ts';
import { apiOf } from '../../../server/reader.server.ts';
import { readerLanguage } from '../../info/reader-language.server.ts';
import { standing, type ApplicationStanding } from './standing.server.ts';
import { userOrSignIn } from './user-or-sign-in.server.ts';
import { waitDuration } from './wait-duration.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  await userOrSignIn(request, context);
  const [application, lang] = await Promise.all([
    apiOf(request, context).call(authorCalls.application),
    readerLanguage(request, context),
  ]);
  return standing(lang, application);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { titleId: 'studioApply.pending.title' });

/** The platform team's recent median wait, in the unit a person would say it in and the reader's language. */
function MedianWait({ seconds }: { seconds: number | null }) {
  const t = useT();
  const { locale } = useMessages();
  if (seconds === null) return <p>{t('studioApply.pending.noMedian')}</p>;
  const { value, unit } = waitDuration(seconds);
  const wait = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
  return <p>{t('studioApply.pending.median', { wait })}</p>;
}

function Standing({ application, sentOn, decidedOn }: ApplicationStanding) {
  const t = useT();
  const decided = decidedOn ?? '';
  switch (application.status) {
    case 'none':
      return (
        <>
          <p>{t('studioApply.pending.none')}</p>
          <p className="info-actions">
            <Link className="button" to="/become-author/apply">
              {t('studioApply.pending.apply')}
            </Link>
          </p>
        </>
      );
    case 'waiting':
      return (
        <>
          <p className="studio-standing__state">{t('studioApply.pending.waiting')}</p>
          {sentOn ? <p>{t('studioApply.pending.submitted', { date: sentOn })}</p> : null}
          <MedianWait seconds={application.medianValidationWaitSeconds} />
          <p>{t('studioApply.pending.mail')}</p>
        </>
      );
    case 'validated':
      return (
        <>
          <p className="studio-standing__state">{t('studioApply.pending.validated', { date: decided })}</p>
          <p className="info-actions">
            <Link className="button" to="/publications/new">
              {t('studioApply.pending.start')}
            </Link>
          </p>
        </>
      );
    case 'rejected':
      return (
        <>
          <p className="studio-standing__state">{t('studioApply.pending.rejected', { date: decided })}</p>
          {application.reason ? (
            <figure className="studio-standing__reason" aria-labelledby="studio-standing-reason">
              <figcaption id="studio-standing-reason">{t('studioApply.pending.reason')}</figcaption>
              <blockquote dir="auto">{application.reason}</blockquote>
            </figure>
          ) : (
            <p>{t('studioApply.pending.noReason')}</p>
          )}
          <p className="info-actions">
            <Link className="button" to="/become-author/apply">
              {t('studioApply.pending.applyAgain')}
            </Link>
          </p>
        </>
      );
  }
}

/** Spec §2 /page/become-author-pending: where the signed-in user's author application stands. */
export default function Pending({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="info-page studio-standing">
      <h1>{t('studioApply.pending.title')}</h1>
      <section className="info-panel" aria-live="polite">
        <Standing {...loaderData} />
      </section>
    </div>
  );
}
