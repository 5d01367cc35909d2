import { useFormats } from '../../../components/use-formats.ts';
import { useT } from '../../../i18n/use-t.ts';
import { FIGURES, useFigureLabels } from './figures.ts';
import { useEuros } from './income-format.ts';
import type { AuthorStatistics } from './stats.server.ts';

/** All-time views, likes, shares, audience and income, side by side. */
export function Totals({ totals }: { readonly totals: AuthorStatistics['totals'] }) {
  const t = useT();
  const { number } = useFormats();
  const euros = useEuros();
  const labels = useFigureLabels();
  return (
    <section className="stats-totals" aria-labelledby="stats-totals-title">
      <h2 id="stats-totals-title">{t('studioMedia.stats.totals')}</h2>
      <dl>
        {FIGURES.map((figure) => (
          <div key={figure}>
            <dt>{labels[figure]}</dt>
            <dd>{number(totals[figure])}</dd>
          </div>
        ))}
        <div>
          <dt>{t('studioIncome.title')}</dt>
          <dd>{euros(totals.incomeEuros)}</dd>
        </div>
      </dl>
      <p className="stats-help">{t('studioMedia.stats.audienceHelp')}</p>
    </section>
  );
}
