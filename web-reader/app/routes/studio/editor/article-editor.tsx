import { redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/article-editor';
import { pageMeta } from '../../../meta.ts';
import { StudioErrorBoundary } from '../publications/StudioErrorBoundary.tsx';
import { ArticleEditor } from './ArticleEditor.tsx';
import { articleData, newArticleData, saveArticle } from './editor.server.ts';

/**
 * Spec §2 /articles/new?publicationSlug=…&state=TextManager (a new article in that publication) and
 * /editor/publication/{slug} (one of the author's articles, by the slug the API addresses it with).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (params.slug) return articleData(request, context, params.slug);
  const publicationSlug = new URL(request.url).searchParams.get('publicationSlug');
  if (!publicationSlug) throw redirect('/editor');
  return newArticleData(request, context, publicationSlug);
}

export const action = ({ request, context }: Route.ActionArgs) => saveArticle(request, context);

/** The editor holds the article while it is written: its own saves answer what changed, nothing is read again. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches, data }) =>
  pageMeta(matches, { titleId: data?.article ? 'studioEditor.edit.title' : 'studioEditor.new.title' });

export default function ArticleEditorRoute({ loaderData }: Route.ComponentProps) {
  return <ArticleEditor key={loaderData.article?.id ?? loaderData.publication?.slug} data={loaderData} />;
}

export const ErrorBoundary = StudioErrorBoundary;
