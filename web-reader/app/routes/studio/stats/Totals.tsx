import { useFormats, useT } from '../../../i18n/use-t.ts';
import type { AuthorStatistics } from './stats.server.ts';

/** All-time views, likes, shares and audience, side by side. */
export function Totals({ totals }: { readonly totals: AuthorStatistics['totals'] }) {
  const t = useT();
  const { number } = useFormats();
  const figures = [
    { id: 'views', label: t('studioMedia.stats.views'), value: totals.views },
    { id: 'likes', label: t('studioMedia.stats.likes'), value: totals.likes },
    { id: 'shares', label: t('studioMedia.stats.shares'), value: totals.shares },
    { id: 'audience', label: t('studioMedia.stats.audience'), value: totals.audience },
  ];
  return (
    <section className="stats-totals" aria-labelledby="stats-totals-title">
      <h2 id="stats-totals-title">{t('studioMedia.stats.totals')}</h2>
      <dl>
        {figures.map((figure) => (
          <div key={figure.id}>
            <dt>{figure.label}</dt>
            <dd>{number(figure.value)}</dd>
          </div>
        ))}
      </dl>
      <p className="stats-help">{t('studioMedia.stats.audienceHelp')}</p>
    </section>
  );
}
