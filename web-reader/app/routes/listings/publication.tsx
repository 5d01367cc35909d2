import { pagesCalls } from '@afrimedia/contracts';
import { Link } from 'react-router';
import type { Route } from './+types/publication';
import { CardGrid } from '../../components/ContentCard.tsx';
import { useT } from '../../i18n/use-t.ts';
import { pageMeta } from '../../meta.ts';
import { apiOf } from '../../server/reader.server.ts';
import { ArticleManager } from '../studio/publications/ArticleManager.tsx';
import { managedPublication } from '../studio/publications/managed-publication.server.ts';
import { Follow } from './Follow.tsx';
import { orNotFound } from '../../server/not-found.server.ts';
import { Pager } from './Pager.tsx';
import { PAGE_SIZE, pageNumber } from './paging.ts';
import { TopicList } from './TopicList.tsx';

/**
 * Spec §2 /publications/{slug}: a validated publication and its published contents, newest first. Its owner gets
 * the author space's article manager instead, in whatever state the publication is.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const managed = await managedPublication(request, context, params.slug);
  if (managed) return { managed, publication: null };
  const page = pageNumber(new URL(request.url).searchParams.get('page'));
  const publication = await orNotFound(
    apiOf(request, context).call(pagesCalls.publication, {
      params: { slug: params.slug },
      query: { page, page_size: PAGE_SIZE },
    }),
  );
  return { managed: null, publication };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const publication = loaderData?.publication;
  if (loaderData?.managed) return pageMeta(matches, { title: loaderData.managed.publication.title });
  return pageMeta(
    matches,
    publication
      ? { title: publication.name, description: publication.description, image: publication.cover_url }
      : {},
  );
};

/** How the cover and the thumbnail are drawn: the cover is the page's largest picture, the thumbnail waits. */
const IMAGES = {
  cover: {
    className: 'publication__cover',
    sizes: '(min-width: 72rem) 70rem, 100vw',
    width: 1200,
    height: 400,
    fetchPriority: 'high',
  },
  thumbnail: { className: 'publication__thumbnail', sizes: '6rem', width: 96, height: 96, loading: 'lazy' },
} as const;

type ImageKind = keyof typeof IMAGES;

/** The publication's cover or thumbnail, when it has one: decorative, as its name stands beside it. */
function PublicationImage({
  kind,
  publication,
}: {
  kind: ImageKind;
  publication: Record<`${ImageKind}_url` | `${ImageKind}_srcset`, string | null>;
}) {
  const src = publication[`${kind}_url`];
  return src ? (
    <img src={src} srcSet={publication[`${kind}_srcset`] ?? undefined} alt="" {...IMAGES[kind]} />
  ) : null;
}

export default function Publication({ loaderData }: Route.ComponentProps) {
  const t = useT();
  if (loaderData.managed) return <ArticleManager {...loaderData.managed} />;
  const { publication } = loaderData;
  return (
    <article className="publication">
      <PublicationImage kind="cover" publication={publication} />
      <header className="publication__head">
        <PublicationImage kind="thumbnail" publication={publication} />
        <div className="publication__text">
          <h1 dir="auto">{publication.name}</h1>
          <p dir="auto">{publication.description}</p>
          <TopicList topics={publication.topics} />
          <p>
            <Link to={`/authors/${encodeURIComponent(publication.owner_id)}`}>
              {t('listings.publication.author')}
            </Link>
          </p>
          <Follow id={publication.id} name={publication.name} followers={publication.followers} />
        </div>
      </header>
      <section aria-labelledby="publication-contents" id="contents">
        <h2 id="publication-contents">{t('listings.publication.contents')}</h2>
        <CardGrid items={publication.contents} />
        <Pager
          page={publication.page}
          pageSize={publication.page_size}
          total={publication.total}
          anchor="contents"
        />
      </section>
    </article>
  );
}
