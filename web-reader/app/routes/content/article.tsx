import type { Route } from './+types/article';
import { contentMeta } from './content-meta.ts';
import { keepAfterReactions } from './content-page.ts';
import { ContentScreen } from './ContentScreen.tsx';
import { Geoblocked } from './Geoblocked.tsx';
import { answer, findContent, shareAction } from './load-content.server.ts';

/** /articles/{slug}: an article; another type of content moves to its own path. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const found = await findContent(request, context, params.slug);
  return answer(found, 'article');
}

export const action = ({ request, context }: Route.ActionArgs) => shareAction(request, context);

export const meta: Route.MetaFunction = ({ data, matches }) => contentMeta(matches, data);

export const shouldRevalidate = keepAfterReactions;

export default function Article({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'geoblocked') return <Geoblocked />;
  return <ContentScreen page={loaderData} />;
}
