import { Link } from 'react-router';
import { useFormats } from '../../../components/use-formats.ts';
import { useT } from '../../../i18n/use-t.ts';
import { useEuros } from './income-format.ts';
import type { IncomeStatementView } from './income.server.ts';
import type { StatsPeriod } from './stats-period.ts';

/** Each statement of the period, newest first: its reads, clicks and euros, and what it carried in and out. */
export function IncomeStatements({
  statements,
  period,
  opened,
}: {
  readonly statements: readonly IncomeStatementView[];
  readonly period: StatsPeriod;
  /** The first day of the statement opened below, if one is. */
  readonly opened: string | null;
}) {
  const t = useT();
  const euros = useEuros();
  const { number } = useFormats();
  return (
    <section aria-labelledby="income-statements-title">
      <h3 id="income-statements-title">{t('studioIncome.statements', { period })}</h3>
      <ol className="income-statements">
        {statements.map((statement) => (
          <li
            key={statement.periodStart}
            className={statement.periodStart === opened ? 'is-open' : undefined}
          >
            <h4>
              <time dateTime={statement.periodStart}>{statement.label}</time>
            </h4>
            <dl>
              <div>
                <dt>{t('studioIncome.reads')}</dt>
                <dd>{number(statement.reads)}</dd>
              </div>
              <div>
                <dt>{t('studioIncome.clicks')}</dt>
                <dd>{number(statement.clicks)}</dd>
              </div>
              <div>
                <dt>{t('studioIncome.euros')}</dt>
                <dd>{euros(statement.euros)}</dd>
              </div>
            </dl>
            {statement.carriedIn ? (
              <p className="income-carry">
                {t('studioIncome.carriedIn', { amount: euros(statement.carriedIn), period })}
              </p>
            ) : null}
            {statement.carriedOut ? (
              <p className="income-carry">
                {t('studioIncome.carriedOut', { amount: euros(statement.carriedOut), period })}
              </p>
            ) : null}
            <Link
              to={`?period=${period}&statement=${statement.periodStart}#income-lines`}
              preventScrollReset
              aria-current={statement.periodStart === opened ? 'true' : undefined}
            >
              {t('studioIncome.open', { label: statement.label })}
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
