import { pagesCalls } from '@afrimedia/contracts';
import type { Route } from './+types/authors';
import { useT } from '../../i18n/use-t.ts';
import { pageMeta } from '../../meta.ts';
import { apiOf } from '../../server/reader.server.ts';
import { AuthorCard } from './AuthorCard.tsx';
import { Pager } from './Pager.tsx';
import { PAGE_SIZE, pageNumber } from './paging.ts';

/** Spec §2 /authors without an id: the validated authors who publish, by name. */
export function loader({ request, context }: Route.LoaderArgs) {
  const page = pageNumber(new URL(request.url).searchParams.get('page'));
  return apiOf(request, context).call(pagesCalls.authors, { query: { page, page_size: PAGE_SIZE } });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { titleId: 'listings.authors.title' });

export default function Authors({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { rows, total, page, page_size } = loaderData;
  return (
    <>
      <h1>{t('listings.authors.title')}</h1>
      {rows.length === 0 ? (
        <p className="empty">{t('list.empty')}</p>
      ) : (
        <ul className="card-grid">
          {rows.map((author) => (
            <li key={author.id}>
              <AuthorCard author={author} />
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pageSize={page_size} total={total} />
    </>
  );
}
