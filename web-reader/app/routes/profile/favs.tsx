import { authCalls } from '@afrimedia/contracts';
import type { WebMessageId } from '@afrimedia/i18n/web';
import type { ReactNode } from 'react';
import { Link, redirect } from 'react-router';
import type { Route } from './+types/favs';
import { CardGrid, ContentCard } from '../../components/ContentCard.tsx';
import { useT } from '../../i18n/use-t.ts';
import { pageMeta } from '../../meta.ts';
import { apiOf } from '../../server/reader.server.ts';
import { AuthorList } from './AuthorList.tsx';
import { loadFavourites, type ContinueItem } from './favs-data.server.ts';
import { tabPath } from './tabs.ts';

/** Spec §5 route guard: the favourites need a signed-in reader; a visitor goes to the landing page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiOf(request, context);
  if (!api.session.tokens) throw redirect('/landing');
  return loadFavourites(api, await api.call(authCalls.user));
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { titleId: 'favs.title' });

type SectionId = 'playlist' | 'articles' | 'publications' | 'authors' | 'continue';

function Section({
  id,
  count,
  empty,
  children,
}: {
  id: SectionId;
  count: number;
  empty: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <section className="favs-section" aria-labelledby={`favs-${id}`}>
      <h2 id={`favs-${id}`}>{t(`favs.section.${id}`)}</h2>
      {count === 0 ? <p className="empty">{empty}</p> : children}
    </section>
  );
}

function formatPosition(seconds: number): string {
  const whole = Math.floor(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

function ContinueList({ items }: { items: readonly ContinueItem[] }) {
  const t = useT();
  return (
    <ul className="card-grid">
      {items.map(({ content, seconds }) => (
        <li key={content.id} className="continue">
          <ContentCard item={content} />
          <p className="continue__position">
            {t('favs.continue.at', { time: formatPosition(seconds) })}
            {content.duration ? (
              <progress
                className="continue__bar"
                max={content.duration}
                value={Math.min(seconds, content.duration)}
                aria-label={t('favs.continue.progress')}
              />
            ) : null}
          </p>
        </li>
      ))}
    </ul>
  );
}

const SECTIONS: readonly SectionId[] = ['playlist', 'articles', 'publications', 'authors', 'continue'];

/** Spec §2 reader space, "My lists": favourites by kind, the authors and publications followed, continue watching. */
export default function Favs({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { playlist, articles, publications, authors, continueWatching, watchedHidden } = loaderData;
  const counts: Record<SectionId, number> = {
    playlist: playlist.length,
    articles: articles.length,
    publications: publications.length,
    authors: authors.length,
    continue: continueWatching.length,
  };
  const emptyText = (id: Exclude<SectionId, 'continue'>): WebMessageId => `favs.empty.${id}`;
  return (
    <div className="favs">
      <h1>{t('favs.title')}</h1>
      <nav aria-label={t('favs.sections')} className="favs__jump">
        <ul>
          {SECTIONS.map((id) => (
            <li key={id}>
              <a href={`#favs-${id}`} className="pill">
                {t('favs.jump', { section: t(`favs.section.${id}`), count: counts[id] })}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <Section id="playlist" count={counts.playlist} empty={t(emptyText('playlist'))}>
        <CardGrid items={playlist} />
      </Section>
      <Section id="articles" count={counts.articles} empty={t(emptyText('articles'))}>
        <CardGrid items={articles} />
      </Section>
      <Section id="publications" count={counts.publications} empty={t(emptyText('publications'))}>
        <CardGrid items={publications} />
      </Section>
      <Section id="authors" count={counts.authors} empty={t(emptyText('authors'))}>
        <AuthorList authors={authors} />
      </Section>
      <Section
        id="continue"
        count={counts.continue}
        empty={
          watchedHidden ? (
            <>
              {t('favs.empty.continueHidden')}{' '}
              <Link to={tabPath('hide-watched')}>{t('favs.continue.settings')}</Link>
            </>
          ) : (
            t('favs.empty.continue')
          )
        }
      >
        <ContinueList items={continueWatching} />
      </Section>
      <p className="favs__discover">
        <Link className="button button--quiet" to="/search">
          {t('favs.discover')}
        </Link>
      </p>
    </div>
  );
}
