import { useNavigation } from 'react-router';
import { useT } from '../../../i18n/use-t.ts';
import { useEuros } from './income-format.ts';
import type { IncomePanel as IncomePanelData } from './income.server.ts';
import { IncomeStatements } from './IncomeStatements.tsx';
import { OpenedStatement } from './OpenedStatement.tsx';
import type { StatsPeriod } from './stats-period.ts';

/**
 * Spec §2 /stats, income: the total paid by the chosen kind of period, each statement, and the one opened with
 * the reads and clicks behind it. Opening is a plain link, so it works before and without scripts.
 */
export function IncomePanel({
  income,
  period,
}: {
  readonly income: IncomePanelData;
  readonly period: StatsPeriod;
}) {
  const t = useT();
  const euros = useEuros();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname === '/stats';
  return (
    <section className="stats-income" aria-labelledby="stats-income-title" aria-busy={loading}>
      <h2 id="stats-income-title">{t('studioIncome.title')}</h2>
      <p className="income-status" role="status">
        {loading ? t('studioIncome.loading') : null}
      </p>
      {income.state === 'failed' ? (
        <p className="income-failed" role="alert">
          {t('studioIncome.failed')}
        </p>
      ) : income.statements.length === 0 ? (
        <p className="empty income-empty">{t('studioIncome.empty')}</p>
      ) : (
        <>
          <dl className="income-total">
            <dt>{t('studioIncome.total', { period })}</dt>
            <dd>
              <span className="income-total-euros">{euros(income.total.euros)}</span>
              <span className="income-total-count">
                {t('studioIncome.totalCount', { reads: income.total.reads, clicks: income.total.clicks })}
              </span>
            </dd>
          </dl>
          <p className="stats-help">{t('studioIncome.howPaid')}</p>
          <IncomeStatements
            statements={income.statements}
            period={period}
            opened={income.opened?.periodStart ?? null}
          />
          {income.opened ? <OpenedStatement statement={income.opened} period={period} /> : null}
        </>
      )}
    </section>
  );
}
