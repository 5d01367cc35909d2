import { Link } from 'react-router';
import { itemPath, titleIn } from '../../components/paths.ts';
import { useT } from '../../i18n/use-t.ts';
import { useRoot } from '../../layout/use-root.ts';
import type { ContentPage } from './content-page.ts';

/** A series' seasons and their episodes, the one on screen marked as the current page. */
export function Episodes({ seasons, current }: { seasons: ContentPage['seasons']; current: string }) {
  const t = useT();
  const { lang } = useRoot();
  if (seasons.length === 0) return null;
  return (
    <section className="episodes" aria-labelledby="episodes-title">
      <h2 id="episodes-title">{t('content.episodes')}</h2>
      {seasons.map(({ season, episodes }) => (
        <section key={season} aria-labelledby={`season-${season}`}>
          <h3 id={`season-${season}`}>{t('content.season', { number: season })}</h3>
          <ol className="episodes__list">
            {episodes.map((episode) => (
              <li key={episode.id}>
                <Link
                  to={itemPath(episode)}
                  aria-current={episode.id === current ? 'page' : undefined}
                  className="episodes__link"
                >
                  {episode.episode === null ? null : (
                    <span className="episodes__number">
                      {t('content.episode', { number: episode.episode })}
                    </span>
                  )}
                  <span dir="auto">{titleIn(episode, lang)}</span>
                </Link>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </section>
  );
}
