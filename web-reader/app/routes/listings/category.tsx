import { pagesCalls } from '@afrimedia/contracts';
import type { ReactNode } from 'react';
import { Form, useLocation } from 'react-router';
import type { Route } from './+types/category';
import { CardGrid } from '../../components/ContentCard.tsx';
import { useT, useTextOf } from '../../i18n/use-t.ts';
import { pageMeta } from '../../meta.ts';
import { apiOf } from '../../server/reader.server.ts';
import { asPlaylist } from './as-playlist.ts';
import { AuthorCard } from './AuthorCard.tsx';
import { orNotFound } from '../../server/not-found.server.ts';
import { Pager } from './Pager.tsx';
import { pageNumber, SECTION_PAGE_SIZE } from './paging.ts';
import { sortFrom } from './sorting.ts';
import { SortFields } from './SortFields.tsx';
import { isTopic } from '@afrimedia/domain/topics';

/** Each list of the page keeps its own page in the address, so paging one leaves the others where they are. */
const PAGE_OF = { videos: 'vp', playlists: 'pp', authors: 'ap' } as const;

/**
 * Spec §2 /category/{slug}: a topic's videos, publications and authors, each paged; the videos sort by date,
 * popularity or title. A video or podcast genre has videos only: publications and authors carry topics.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = apiOf(request, context);
  const search = new URL(request.url).searchParams;
  const { slug } = params;
  const sort = sortFrom(search, 'sortType', 'sortOrder');
  const paging = (list: keyof typeof PAGE_OF) => ({
    page: pageNumber(search.get(PAGE_OF[list])),
    page_size: SECTION_PAGE_SIZE,
  });
  const topic = isTopic(slug);
  const [videos, playlists, authors] = await Promise.all([
    orNotFound(
      api.call(pagesCalls.categoryVideos, {
        params: { slug },
        query: { ...paging('videos'), sortType: sort.orderBy, sortOrder: sort.direction },
      }),
    ),
    topic
      ? orNotFound(api.call(pagesCalls.categoryPlaylists, { params: { slug }, query: paging('playlists') }))
      : null,
    topic
      ? orNotFound(api.call(pagesCalls.categoryAuthors, { params: { slug }, query: paging('authors') }))
      : null,
  ]);
  return { slug, sort, videos, playlists, authors };
}

/** The category's name: a topic's or a genre's in the reader's language, else its slug. */
function useCategoryName(slug: string): string {
  const t = useT();
  const genreName = useTextOf('genre.');
  return isTopic(slug) ? t(`listings.topic.${slug}`) : genreName(slug);
}

export const meta: Route.MetaFunction = ({ matches, params }) => {
  const slug = params.slug ?? '';
  return pageMeta(matches, isTopic(slug) ? { titleId: `listings.topic.${slug}` } : { title: slug });
};

function VideoSort({ orderBy, direction }: ReturnType<typeof sortFrom>) {
  const t = useT();
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  return (
    <Form method="get" action={pathname} className="sort-form" preventScrollReset key={search}>
      {(['pp', 'ap'] as const).map((name) =>
        params.get(name) ? (
          <input key={name} type="hidden" name={name} value={params.get(name) ?? ''} />
        ) : null,
      )}
      <SortFields orderBy={orderBy} direction={direction} orderName="sortType" directionName="sortOrder">
        <button type="submit" className="button button--small">
          {t('listings.sort.apply')}
        </button>
      </SortFields>
    </Form>
  );
}

/** One list of the page under its heading, with the pager that keeps its own page in the address. */
function CategorySection({
  list,
  paged,
  children,
}: {
  list: keyof typeof PAGE_OF;
  paged: { page: number; page_size: number; total: number };
  children: ReactNode;
}) {
  const t = useT();
  const title = t(`listings.category.${list}`);
  return (
    <section aria-labelledby={`category-${list}`} id={list} className="category-section">
      <h2 id={`category-${list}`}>{title}</h2>
      {children}
      <Pager
        page={paged.page}
        pageSize={paged.page_size}
        total={paged.total}
        param={PAGE_OF[list]}
        anchor={list}
        label={t('listings.pagerOf', { section: title })}
      />
    </section>
  );
}

export default function Category({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { slug, sort, videos, playlists, authors } = loaderData;
  const name = useCategoryName(slug);
  return (
    <>
      <h1>{name}</h1>
      <CategorySection list="videos" paged={videos}>
        {videos.total > 1 ? <VideoSort {...sort} /> : null}
        <CardGrid items={videos.rows} />
      </CategorySection>
      {playlists ? (
        <CategorySection list="playlists" paged={playlists}>
          <CardGrid items={playlists.rows.map(asPlaylist)} />
        </CategorySection>
      ) : null}
      {authors ? (
        <CategorySection list="authors" paged={authors}>
          {authors.rows.length === 0 ? (
            <p className="empty">{t('list.empty')}</p>
          ) : (
            <ul className="card-grid">
              {authors.rows.map((author) => (
                <li key={author.id}>
                  <AuthorCard author={author} />
                </li>
              ))}
            </ul>
          )}
        </CategorySection>
      ) : null}
    </>
  );
}
