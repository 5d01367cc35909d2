import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t.ts';
import { authorMenu } from '../../../layout/author-menu.ts';
import { useRoot } from '../../../layout/use-root.ts';
import { pageMeta } from '../../../meta.ts';
import { StudioErrorBoundary } from '../publications/StudioErrorBoundary.tsx';
import type { Route } from './+types/stats';
import { IncomePanel } from './IncomePanel.tsx';
import { PeriodFigures } from './PeriodFigures.tsx';
import { authorStatistics } from './stats.server.ts';
import { Totals } from './Totals.tsx';

export const loader = ({ request, context }: Route.LoaderArgs) => authorStatistics(request, context);

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { titleId: 'studioMedia.stats.title' });

/** Spec §2 /stats: the author's figures of all time and per week, month or year, each content's, and income. */
export default function Stats({ loaderData }: Route.ComponentProps) {
  const { period, totals, rows, contents, income } = loaderData;
  const t = useT();
  const menu = authorMenu(useRoot().user);
  return (
    <div className="studio-page stats-page">
      <h1>{t('studioMedia.stats.title')}</h1>
      {rows.length === 0 ? (
        <div className="empty stats-empty">
          <p>{t('studioMedia.stats.empty')}</p>
          {menu.kind === 'tools' ? (
            <Link className="button" to={menu.create}>
              {t('studioMedia.stats.create')}
            </Link>
          ) : null}
        </div>
      ) : (
        <>
          <Totals totals={totals} />
          <PeriodFigures rows={rows} period={period} csv="/stats/figures.csv" />
        </>
      )}
      <IncomePanel income={income} period={period} />
      {contents.length > 0 ? (
        <section aria-labelledby="stats-contents-title">
          <h2 id="stats-contents-title">{t('studioMedia.stats.byContent')}</h2>
          <ul className="stats-contents">
            {contents.map((content) => (
              <li key={content.slug}>
                <Link to={`/stats/${encodeURIComponent(content.slug)}?period=${period}`} dir="auto">
                  {content.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StudioErrorBoundary error={error} />;
}
