import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t.ts';
import { useEuros } from './income-format.ts';
import type { IncomeContentView, OpenedStatement as Opened } from './income.server.ts';
import type { StatsPeriod } from './stats-period.ts';

/**
 * The lines of the statement opened: each content's reads, clicks and euros, a disclosure (`<details>`, which
 * keyboards and screen readers know and which needs no script) holding the reads and clicks it was paid for.
 */
export function OpenedStatement({
  statement,
  period,
}: {
  readonly statement: Opened;
  readonly period: StatsPeriod;
}) {
  const t = useT();
  return (
    <section id="income-lines" className="income-lines" aria-labelledby="income-lines-title" tabIndex={-1}>
      <h3 id="income-lines-title">{t('studioIncome.opened', { label: statement.label })}</h3>
      {statement.contents.length === 0 ? (
        <p className="empty">{t('studioIncome.noLines')}</p>
      ) : (
        <>
          <p className="stats-help">{t('studioIncome.byContent')}</p>
          <ul className="income-contents">
            {statement.contents.map((content) => (
              <li key={content.contentId}>
                <ContentLines content={content} />
              </li>
            ))}
          </ul>
        </>
      )}
      <p className="income-actions">
        <a
          className="button"
          href={`/stats/income.csv?period=${period}&start=${statement.periodStart}`}
          download
        >
          {t('studioIncome.csv')}
        </a>
        <Link to={`?period=${period}`} preventScrollReset>
          {t('studioIncome.close')}
        </Link>
      </p>
    </section>
  );
}

function ContentLines({ content }: { readonly content: IncomeContentView }) {
  const t = useT();
  const euros = useEuros();
  const title = content.title ?? t('studioIncome.untitled');
  return (
    <details>
      <summary>
        <span className="income-content-title" dir="auto">
          {title}
        </span>
        <span className="income-content-figures">
          {t('studioIncome.contentFigures', {
            reads: content.reads,
            clicks: content.clicks,
            amount: euros(content.euros),
          })}
        </span>
      </summary>
      <div className="stats-table">
        <table>
          <caption>{t('studioIncome.linesCaption', { title })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('studioIncome.when')}</th>
              <th scope="col">{t('studioIncome.kind')}</th>
              <th scope="col">{t('studioIncome.rateCard')}</th>
              <th scope="col">{t('studioIncome.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {content.lines.map((line) => (
              <tr key={line.sourceEventId}>
                <th scope="row">
                  <time dateTime={line.at}>{line.when}</time>
                </th>
                <td>{t(line.kind === 'read' ? 'studioIncome.read' : 'studioIncome.click')}</td>
                <td className="income-card">
                  {line.rateCardId && line.rateEuros ? (
                    <>
                      <bdi>{line.rateCardId}</bdi>
                      <br />
                      {t('studioIncome.rate', { rate: euros(line.rateEuros) })}
                    </>
                  ) : (
                    t('studioIncome.noCard')
                  )}
                </td>
                <td>{euros(line.euros)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {content.more > 0 ? (
        <p className="stats-help">{t('studioIncome.more', { count: content.more })}</p>
      ) : null}
    </details>
  );
}
