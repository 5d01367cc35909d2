import { Link } from 'react-router';
import type { Route } from './+types/become-author';
import { useT } from '../../i18n/use-t.ts';
import { authorMenu } from '../../layout/author-menu.ts';
import { useRoot } from '../../layout/use-root.ts';
import { pageMeta } from '../../meta.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { titleId: 'info.become.title' });

/**
 * Where the reader stands decides the way on: a visitor needs an account first; a reader gets the application
 * form and the platform team's guide to applying (/page/become-author); an application waiting shows where it
 * stands; an author goes to work.
 */
function Apply() {
  const t = useT();
  const { user } = useRoot();
  const author = authorMenu(user);
  if (!user)
    return (
      <>
        <p>{t('info.become.visitor')}</p>
        <p className="info-actions">
          <Link className="button" to="/register">
            {t('info.become.register')}
          </Link>
          <Link className="button button--quiet" to="/login">
            {t('info.become.signIn')}
          </Link>
        </p>
      </>
    );
  if (author.kind === 'tools')
    return (
      <>
        <p>{t('info.become.author')}</p>
        <p className="info-actions">
          <Link className="button" to={author.manage}>
            {t('info.become.manage')}
          </Link>
        </p>
      </>
    );
  const pending = author.to.endsWith('pending');
  return (
    <>
      <p>{t(pending ? 'info.become.pending' : 'info.become.reader')}</p>
      <p className="info-actions">
        {pending ? null : (
          <Link className="button" to="/become-author/apply">
            {t('studioApply.pending.apply')}
          </Link>
        )}
        <Link
          className={pending ? 'button' : 'button button--quiet'}
          to={pending ? author.to : '/page/become-author'}
        >
          {t(pending ? 'info.become.pendingLink' : 'info.become.guide')}
        </Link>
      </p>
    </>
  );
}

/** Spec §2 /become-author: the author's role, the team's validation, how authors are paid, and how to apply. */
export default function BecomeAuthor() {
  const t = useT();
  return (
    <div className="info-page">
      <h1>{t('info.become.title')}</h1>
      <p className="info-page__lead">{t('info.become.lead')}</p>

      <section aria-labelledby="become-role">
        <h2 id="become-role">{t('info.become.roleTitle')}</h2>
        <ul className="info-list">
          <li>{t('info.become.role.publish')}</li>
          <li>{t('info.become.role.followers')}</li>
          <li>{t('info.become.role.stats')}</li>
        </ul>
      </section>

      <section aria-labelledby="become-validation">
        <h2 id="become-validation">{t('info.become.validationTitle')}</h2>
        <ol className="info-steps">
          <li>{t('info.become.validation.apply')}</li>
          <li>{t('info.become.validation.review')}</li>
          <li>{t('info.become.validation.mail')}</li>
        </ol>
        <p>{t('info.become.age')}</p>
      </section>

      <section aria-labelledby="become-payment">
        <h2 id="become-payment">{t('info.become.paymentTitle')}</h2>
        <ul className="info-list">
          <li>{t('info.become.payment.readers')}</li>
          <li>{t('info.become.payment.euros')}</li>
        </ul>
      </section>

      <section className="info-panel info-panel--accent" aria-labelledby="become-apply">
        <h2 id="become-apply">{t('info.become.applyTitle')}</h2>
        <Apply />
      </section>
    </div>
  );
}
