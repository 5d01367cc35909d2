import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t.ts';
import { pageMeta } from '../../../meta.ts';
import { StudioErrorBoundary } from '../publications/StudioErrorBoundary.tsx';
import type { Route } from './+types/content-stats';
import { PeriodFigures } from './PeriodFigures.tsx';
import { contentStatistics } from './stats.server.ts';

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  contentStatistics(request, context, params.slug);

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(
    matches,
    loaderData ? { title: loaderData.content.title } : { titleId: 'studioMedia.stats.title' },
  );

/** Spec §2 /stats/{slug}: one content's views, likes, shares and audience per week, month or year. */
export default function ContentStats({ loaderData }: Route.ComponentProps) {
  const { period, content, rows } = loaderData;
  const t = useT();
  return (
    <div className="studio-page stats-page">
      <p>
        <Link to={`/stats?period=${period}`}>{t('studioMedia.stats.back')}</Link>
      </p>
      <h1 dir="auto">{t('studioMedia.stats.contentTitle', { title: content.title })}</h1>
      {rows.length === 0 ? (
        <p className="empty stats-empty">{t('studioMedia.stats.contentEmpty')}</p>
      ) : (
        <PeriodFigures
          rows={rows}
          period={period}
          csv={`/stats/${encodeURIComponent(content.slug)}/figures.csv`}
        />
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StudioErrorBoundary error={error} />;
}
