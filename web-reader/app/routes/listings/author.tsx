import { pagesCalls } from '@afrimedia/contracts';
import type { Route } from './+types/author';
import { CardGrid } from '../../components/ContentCard.tsx';
import { useT } from '../../i18n/use-t.ts';
import { pageMeta } from '../../meta.ts';
import { apiOf } from '../../server/reader.server.ts';
import { asPlaylist } from './as-playlist.ts';
import { authorName } from './AuthorCard.tsx';
import { Follow } from './Follow.tsx';
import { orNotFound } from '../../server/not-found.server.ts';

/** Spec §2 /authors/{id}: a validated author's public page. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return orNotFound(apiOf(request, context).call(pagesCalls.author, { params: { id: params.id } }));
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(
    matches,
    loaderData
      ? {
          title: authorName(loaderData),
          description: loaderData.expertise_title ?? loaderData.about_me ?? undefined,
          image: loaderData.photo_url,
          type: 'website',
        }
      : {},
  );

export default function Author({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const author = loaderData;
  return (
    <article className="author">
      <header className="author__head">
        {author.photo_url ? (
          <img className="author__photo" src={author.photo_url} alt="" width={128} height={128} />
        ) : (
          <span className="author__photo author__photo--empty" aria-hidden="true">
            {author.first_name.slice(0, 1)}
          </span>
        )}
        <div className="author__text">
          <h1 dir="auto">{authorName(author)}</h1>
          {author.expertise_title ? (
            <p className="author__expertise" dir="auto">
              {author.expertise_title}
            </p>
          ) : null}
          {author.about_me ? (
            <p className="author__about" dir="auto">
              {author.about_me}
            </p>
          ) : null}
          <Follow id={author.id} name={authorName(author)} followers={author.followers} />
        </div>
      </header>
      <section aria-labelledby="author-publications">
        <h2 id="author-publications">{t('listings.author.publications')}</h2>
        <CardGrid items={author.publications.map(asPlaylist)} />
      </section>
      <section aria-labelledby="author-contents">
        <h2 id="author-contents">{t('listings.author.contents')}</h2>
        <CardGrid items={author.contents} />
      </section>
    </article>
  );
}
