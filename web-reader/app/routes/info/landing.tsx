import { Link } from 'react-router';
import type { Route } from './+types/landing';
import { useT } from '../../i18n/use-t.ts';
import { authorMenu } from '../../layout/author-menu.ts';
import { useRoot } from '../../layout/use-root.ts';
import { pageMeta } from '../../meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { titleId: 'info.landing.title' });

/** What the reader can do next: a visitor registers, a reader applies, an author goes to their publications. */
function Calls() {
  const t = useT();
  const { user } = useRoot();
  const author = authorMenu(user);
  if (author.kind === 'tools')
    return (
      <p className="info-actions">
        <Link className="button" to={author.manage}>
          {t('info.landing.manage')}
        </Link>
      </p>
    );
  return (
    <p className="info-actions">
      {user ? null : (
        <Link className="button" to="/register">
          {t('info.landing.register')}
        </Link>
      )}
      <Link className={user ? 'button' : 'button button--quiet'} to="/become-author">
        {t('info.landing.becomeAuthor')}
      </Link>
      {user ? null : <Link to="/login">{t('info.landing.signIn')}</Link>}
    </p>
  );
}

/** Spec §2 /landing: the platform told to creators, how they are paid, and the way in. */
export default function Landing() {
  const t = useT();
  return (
    <div className="landing">
      <section className="landing__hero" aria-labelledby="landing-title">
        <h1 id="landing-title">{t('info.landing.title')}</h1>
        <p className="landing__lead">{t('info.landing.lead')}</p>
        <Calls />
      </section>

      <div className="landing__grid">
        <section className="info-panel" aria-labelledby="landing-what">
          <h2 id="landing-what">{t('info.landing.whatTitle')}</h2>
          <ul className="info-list">
            <li>{t('info.landing.what.publications')}</li>
            <li>{t('info.landing.what.formats')}</li>
            <li>{t('info.landing.what.audience')}</li>
            <li>{t('info.landing.what.languages')}</li>
          </ul>
        </section>

        <section className="info-panel info-panel--accent" aria-labelledby="landing-pay">
          <h2 id="landing-pay">{t('info.landing.payTitle')}</h2>
          <ul className="info-list">
            <li>{t('info.landing.pay.readers')}</li>
            <li>{t('info.landing.pay.stats')}</li>
            <li>{t('info.landing.pay.euros')}</li>
          </ul>
        </section>
      </div>

      <section aria-labelledby="landing-steps">
        <h2 id="landing-steps">{t('info.landing.stepsTitle')}</h2>
        <ol className="info-steps">
          <li>{t('info.landing.step.register')}</li>
          <li>{t('info.landing.step.apply')}</li>
          <li>{t('info.landing.step.validation')}</li>
          <li>{t('info.landing.step.publish')}</li>
        </ol>
      </section>

      <section className="landing__closing" aria-labelledby="landing-cta">
        <h2 id="landing-cta">{t('info.landing.ctaTitle')}</h2>
        <Calls />
        <p>
          <Link to="/become-author">{t('info.landing.readMore')}</Link>
        </p>
      </section>
    </div>
  );
}
