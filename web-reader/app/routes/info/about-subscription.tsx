import type { WebMessageId } from '@afrimedia/i18n/web';
import { Link } from 'react-router';
import type { Route } from './+types/about-subscription';
import { useT } from '../../i18n/use-t.ts';
import { useRoot } from '../../layout/use-root.ts';
import { pageMeta } from '../../meta.ts';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { titleId: 'info.subscription.title' });

const FAQ = ['free', 'after', 'plans', 'periods', 'price', 'stop', 'changes', 'age', 'authors'] as const;

const PERIODS = [
  'info.subscription.period.week',
  'info.subscription.period.twoWeeks',
  'info.subscription.period.month',
  'info.subscription.period.year',
] as const satisfies readonly WebMessageId[];

/**
 * Spec §1 access model told to readers: free and unlimited while the platform launches; then 5 free readings and
 * a Basic or Premium subscription, by the week, two weeks, month or year. Prices are not published, so none is
 * shown. The questions open without scripts (<details>).
 */
export default function AboutSubscription() {
  const t = useT();
  const { user } = useRoot();
  return (
    <div className="info-page">
      <h1>{t('info.subscription.title')}</h1>

      <section className="info-panel info-panel--accent" aria-labelledby="subscription-launch">
        <h2 id="subscription-launch">{t('info.subscription.launchTitle')}</h2>
        <p>{t('info.subscription.launch')}</p>
        {user ? null : (
          <p className="info-actions">
            <Link className="button" to="/register">
              {t('info.subscription.register')}
            </Link>
          </p>
        )}
      </section>

      <section aria-labelledby="subscription-after">
        <h2 id="subscription-after">{t('info.subscription.afterTitle')}</h2>
        <p>{t('info.subscription.freemium')}</p>
        <div className="plans">
          <section className="plan" aria-labelledby="plan-basic">
            <h3 id="plan-basic">{t('info.subscription.basicTitle')}</h3>
            <p>{t('info.subscription.basic')}</p>
          </section>
          <section className="plan plan--premium" aria-labelledby="plan-premium">
            <h3 id="plan-premium">{t('info.subscription.premiumTitle')}</h3>
            <ul className="info-list">
              <li>{t('info.subscription.premium.ads')}</li>
              <li>{t('info.subscription.premium.exclusive')}</li>
              <li>{t('info.subscription.premium.offline')}</li>
            </ul>
          </section>
        </div>
        <h3>{t('info.subscription.periodsTitle')}</h3>
        <ul className="periods">
          {PERIODS.map((period) => (
            <li key={period}>{t(period)}</li>
          ))}
        </ul>
        <p>{t('info.subscription.prices')}</p>
      </section>

      <section aria-labelledby="subscription-terms">
        <h2 id="subscription-terms">{t('info.subscription.termsTitle')}</h2>
        <ul className="info-list">
          <li>{t('info.subscription.notice')}</li>
          <li>{t('info.subscription.age')}</li>
        </ul>
        <p>
          <Link to="/terms-of-use">{t('info.subscription.termsLink')}</Link>
        </p>
      </section>

      <section aria-labelledby="subscription-faq">
        <h2 id="subscription-faq">{t('info.subscription.faqTitle')}</h2>
        <div className="faq">
          {FAQ.map((topic) => (
            <details key={topic}>
              <summary>{t(`info.subscription.faq.${topic}.q`)}</summary>
              <p>{t(`info.subscription.faq.${topic}.a`)}</p>
            </details>
          ))}
        </div>
      </section>
    </div>
  );
}
