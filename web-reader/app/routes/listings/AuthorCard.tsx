import { Link } from 'react-router';

export interface AuthorSummary {
  id: string;
  first_name: string;
  last_name: string;
  expertise_title: string | null;
  photo_url: string | null;
}

export const authorName = (author: Pick<AuthorSummary, 'first_name' | 'last_name'>) =>
  `${author.first_name} ${author.last_name}`.trim();

/** An author in a list: photo, name and expertise, leading to the author's page. */
export function AuthorCard({ author }: { author: AuthorSummary }) {
  return (
    <article className="author-card">
      {author.photo_url ? (
        <img
          className="author-card__photo"
          src={author.photo_url}
          alt=""
          loading="lazy"
          decoding="async"
          width={64}
          height={64}
        />
      ) : (
        <span className="author-card__photo author-card__photo--empty" aria-hidden="true">
          {author.first_name.slice(0, 1)}
        </span>
      )}
      <div>
        <h3 className="author-card__name" dir="auto">
          <Link to={`/authors/${encodeURIComponent(author.id)}`}>{authorName(author)}</Link>
        </h3>
        {author.expertise_title ? (
          <p className="author-card__expertise" dir="auto">
            {author.expertise_title}
          </p>
        ) : null}
      </div>
    </article>
  );
}
