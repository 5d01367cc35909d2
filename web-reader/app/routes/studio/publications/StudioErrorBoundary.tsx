import { isRouteErrorResponse, Link } from 'react-router';
import { useErrorText, useT } from '../../../i18n/use-t.ts';
import { ErrorScreen } from '../../../layout/ErrorScreen.tsx';
import { useRoot } from '../../../layout/use-root.ts';

/** The refusal an author tool answers to anyone but a validated author. */
export const AUTHOR_NOT_VERIFIED = 'AUTHOR_NOT_VERIFIED';

/** Spec §6 'Author not verified', with the way on: the application waiting, or the form to send one. */
function NotVerified() {
  const t = useT();
  const errorText = useErrorText();
  const { user } = useRoot();
  const applied = user !== null && user.userVerificationStatus !== null;
  return (
    <section className="error-screen">
      <title>{`${errorText(AUTHOR_NOT_VERIFIED)} · ${t('app.name')}`}</title>
      <h1>{errorText(AUTHOR_NOT_VERIFIED)}</h1>
      <p>{t('studioApply.notVerified.text')}</p>
      <Link className="button" to={applied ? '/page/become-author-pending' : '/become-author/apply'}>
        {t(applied ? 'studioApply.notVerified.pending' : 'studioApply.notVerified.apply')}
      </Link>
    </section>
  );
}

/** The author tools' error boundary: 'Author not verified' for their refusal, the error screen otherwise. */
export function StudioErrorBoundary({ error }: { error: unknown }) {
  if (!isRouteErrorResponse(error)) return <ErrorScreen status={500} />;
  const code = (error.data as { code?: unknown } | null)?.code;
  return code === AUTHOR_NOT_VERIFIED ? <NotVerified /> : <ErrorScreen status={error.status} />;
}
