import { pagesCalls } from '@afrimedia/contracts';
import type { ImgHTMLAttributes } from 'react';
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

const COVER = {
  className: 'publication__cover',
  sizes: '(min-width: 72rem) 70rem, 100vw',
  width: 1200,
  height: 400,
};
const THUMBNAIL = { className: 'publication__thumbnail', sizes: '6rem', width: 96, height: 96 };

/** The cover or the thumbnail, when the publication has one: decorative, as its name stands beside it. */
function PublicationImage({
  src,
  srcSet,
  ...image
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'alt'> & {
  src: string | null;
  srcSet: string | null;
}) {
  return src ? <img src={src} srcSet={srcSet ?? undefined} alt="" {...image} /> : null;
}

export default function Publication({ loaderData }: Route.ComponentProps) {
  const t = useT();
  if (loaderData.managed) return <ArticleManager {...loaderData.managed} />;
  const { publication } = loaderData;
  return (
    <article className="publication">
      <PublicationImage
        src={publication.cover_url}
        srcSet={publication.cover_srcset}
        {...COVER}
        fetchPriority="high"
      />
      <header className="publication__head">
        <PublicationImage
          src={publication.thumbnail_url}
          srcSet={publication.thumbnail_srcset}
          {...THUMBNAIL}
          loading="lazy"
        />
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
