import { Link } from 'react-router';
import type { FollowedAuthor } from './favs-data.server.ts';

const initialsOf = (author: FollowedAuthor) =>
  [author.first_name, author.last_name].map((name) => [...name.trim()][0] ?? '').join('');

/** The authors the reader follows, each linking to their page (/authors/{id}). */
export function AuthorList({ authors }: { authors: readonly FollowedAuthor[] }) {
  return (
    <ul className="card-grid author-list">
      {authors.map((author) => (
        <li key={author.id} className="author-list__item">
          {author.photo_url ? (
            <img src={author.photo_url} alt="" width={56} height={56} loading="lazy" className="avatar" />
          ) : (
            <span className="avatar avatar--empty avatar--small" aria-hidden="true">
              {initialsOf(author)}
            </span>
          )}
          <div>
            <Link to={`/authors/${encodeURIComponent(author.id)}`} className="author-list__name" dir="auto">
              {`${author.first_name} ${author.last_name}`.trim()}
            </Link>
            {author.expertise_title ? (
              <p className="author-list__title" dir="auto">
                {author.expertise_title}
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
