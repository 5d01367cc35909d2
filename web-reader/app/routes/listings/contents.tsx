import { pagesCalls } from '@afrimedia/contracts';
import type { Route } from './+types/contents';
import { pageMeta } from '../../meta.ts';
import { apiOf } from '../../server/reader.server.ts';
import { ListingPage } from './ListingPage.tsx';
import { PAGE_SIZE, pageNumber } from './paging.ts';

/** Spec §2 /content without a slug: every published content, articles, videos and podcasts, newest first. */
export function loader({ request, context }: Route.LoaderArgs) {
  const page = pageNumber(new URL(request.url).searchParams.get('page'));
  return apiOf(request, context).call(pagesCalls.articles, {
    query: { orderBy: 'date', direction: 'desc', page, page_size: PAGE_SIZE },
  });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { titleId: 'listings.contents.title' });

export default function Contents({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, page_size } = loaderData;
  return (
    <ListingPage
      titleId="listings.contents.title"
      rows={rows}
      total={total}
      page={page}
      pageSize={page_size}
    />
  );
}
