import { Link } from 'react-router';
import { useT } from '../../i18n/use-t.ts';

/** Spec §8: a content refused in the reader's country says so, and offers a way on. */
export function Geoblocked() {
  const t = useT();
  return (
    <section className="error-screen">
      <h1>{t('error.CONTENT_GEOBLOCKED')}</h1>
      <Link className="button" to="/">
        {t('errorPage.goHome')}
      </Link>
    </section>
  );
}
