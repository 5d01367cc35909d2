import { Link } from 'react-router';
import { useT } from '../i18n/use-t.ts';

/** Spec §2 error screen: the status; for 404 the page-does-not-exist message, else a generic one; a way home. */
export function ErrorScreen({ status }: { status: number }) {
  const t = useT();
  const notFound = status === 404;
  const heading = notFound ? t('errorPage.notFound.title') : t('errorPage.generic.title', { status });
  return (
    <section className="error-screen">
      <title>{`${heading} · ${t('app.name')}`}</title>
      <p className="error-screen__status" aria-hidden="true">
        {status}
      </p>
      <h1>{heading}</h1>
      <p>{notFound ? t('errorPage.notFound.text') : t('errorPage.generic.text')}</p>
      <Link className="button" to="/">
        {t('errorPage.goHome')}
      </Link>
    </section>
  );
}
