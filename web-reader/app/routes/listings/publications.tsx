import { pagesCalls } from '@afrimedia/contracts';
import type { Route } from './+types/publications';
import { pageMeta } from '../../meta.ts';
import { apiOf } from '../../server/reader.server.ts';
import { myPublications } from '../studio/publications/my-publications.server.ts';
import { MyPublications } from '../studio/publications/MyPublications.tsx';
import { ListingPage } from './ListingPage.tsx';
import { PAGE_SIZE, pageNumber } from './paging.ts';

/**
 * Spec §2 /publications: the publications the platform team validated, newest first; a validated author sees
 * their own above them, in every state (the author space's "my publications").
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = pageNumber(new URL(request.url).searchParams.get('page'));
  const [listing, mine] = await Promise.all([
    apiOf(request, context).call(pagesCalls.contents, {
      query: { type: 'playlist', orderBy: 'date', direction: 'desc', page, page_size: PAGE_SIZE },
    }),
    myPublications(request, context),
  ]);
  return { ...listing, mine };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { titleId: 'listings.publications.title' });

export default function Publications({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, page_size, mine } = loaderData;
  const listing = (
    <ListingPage
      titleId="listings.publications.title"
      rows={rows}
      total={total}
      page={page}
      pageSize={page_size}
    />
  );
  if (!mine) return listing;
  return (
    <>
      <MyPublications publications={mine} />
      {listing}
    </>
  );
}
