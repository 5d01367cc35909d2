import { pagesCalls } from '@afrimedia/contracts';
import type { Route } from './+types/videos';
import { pageMeta } from '../../meta.ts';
import { apiOf } from '../../server/reader.server.ts';
import { ListingPage } from './ListingPage.tsx';
import { PAGE_SIZE, pageNumber } from './paging.ts';

/** Spec §2 /videos: the published videos, newest first. */
export function loader({ request, context }: Route.LoaderArgs) {
  const page = pageNumber(new URL(request.url).searchParams.get('page'));
  return apiOf(request, context).call(pagesCalls.articles, {
    query: { mediaType: 'video', orderBy: 'date', direction: 'desc', page, page_size: PAGE_SIZE },
  });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { titleId: 'listings.videos.title' });

export default function Videos({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, page_size } = loaderData;
  return (
    <ListingPage titleId="listings.videos.title" rows={rows} total={total} page={page} pageSize={page_size} />
  );
}
