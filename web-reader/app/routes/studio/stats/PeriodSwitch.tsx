import type { WebMessageId } from '@afrimedia/i18n/web';
import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t.ts';
import { STATS_PERIODS, type StatsPeriod } from './stats-period.ts';

const PERIOD_TEXT: Readonly<Record<StatsPeriod, WebMessageId>> = {
  week: 'studioMedia.stats.week',
  month: 'studioMedia.stats.month',
  year: 'studioMedia.stats.year',
};

/** Week, month or year: plain links to this page, so the switch works before and without scripts. */
export function PeriodSwitch({ period }: { readonly period: StatsPeriod }) {
  const t = useT();
  return (
    <nav className="stats-periods" aria-label={t('studioMedia.stats.periods')}>
      <ul>
        {STATS_PERIODS.map((each) => (
          <li key={each}>
            <Link
              to={`?period=${each}`}
              preventScrollReset
              aria-current={each === period ? 'page' : undefined}
            >
              {t(PERIOD_TEXT[each])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
