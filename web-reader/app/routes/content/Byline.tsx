import { Link } from 'react-router';
import { lengthText } from '../../components/ContentCard.tsx';
import { FollowButton } from '../../components/FollowButton.tsx';
import { useT } from '../../i18n/use-t.ts';
import type { ContentPage } from './content-page.ts';

/** Who wrote it (with a follow button), where it was published, when, and how long it takes. */
export function Byline({ page }: { page: ContentPage }) {
  const t = useT();
  const { content, author, publication, publishedOn } = page;
  const length = lengthText(content, t);
  return (
    <div className="byline">
      {author ? <Author author={author} /> : null}
      <p className="byline__facts">
        {publication ? (
          <Link to={`/publications/${encodeURIComponent(publication.slug)}`} dir="auto">
            {publication.name}
          </Link>
        ) : null}
        {content.published_at && publishedOn ? (
          <time dateTime={content.published_at}>{t('content.publishedOn', { date: publishedOn })}</time>
        ) : null}
        {length && <span>{length}</span>}
      </p>
    </div>
  );
}

function Author({ author }: { author: NonNullable<ContentPage['author']> }) {
  const name = `${author.first_name} ${author.last_name}`.trim();
  return (
    <div className="byline__author">
      {author.photo_url ? (
        <img className="byline__photo" src={author.photo_url} alt="" width={40} height={40} loading="lazy" />
      ) : null}
      <Link to={`/authors/${encodeURIComponent(author.id)}`} dir="auto">
        {name}
      </Link>
      <FollowButton id={author.id} name={name} />
    </div>
  );
}
