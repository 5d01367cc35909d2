import { pagesCalls } from '@afrimedia/contracts';
import { data, Link } from 'react-router';
import type { Route } from './+types/site-page';
import { useT } from '../../i18n/use-t.ts';
import { authorMenu } from '../../layout/author-menu.ts';
import { useRoot } from '../../layout/use-root.ts';
import { pageMeta } from '../../meta.ts';
import { ApiError } from '../../server/api.server.ts';
import { apiOf } from '../../server/reader.server.ts';
import { readerLanguage } from './reader-language.server.ts';
import { aliasedSlug, paragraphsOf, summaryOf } from './site-page-text.ts';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const slug = ('slug' in params ? params.slug : undefined) ?? aliasedSlug(new URL(request.url).pathname);
  if (!slug) throw data(null, { status: 404 });
  const language = await readerLanguage(request, context);
  try {
    return await apiOf(request, context).call(pagesCalls.sitePage, {
      params: { slug },
      headers: { 'accept-language': language },
    });
  } catch (error) {
    // A slug the API refuses as malformed names no page either.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400))
      throw data(null, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, loaderData ? { title: loaderData.title, description: summaryOf(loaderData.body) } : {});

const APPLY = '/become-author/apply';

/**
 * The platform team's guide to becoming an author explains how to apply; this is where one does: a reader opens
 * the form, a visitor first makes an account or signs in and comes back to it.
 */
function BecomeAuthorActions() {
  const t = useT();
  const { user } = useRoot();
  const author = authorMenu(user);
  if (!user)
    return (
      <p className="info-actions">
        <Link className="button" to="/register">
          {t('info.become.register')}
        </Link>
        <Link className="button button--quiet" to={`/login?returnTo=${encodeURIComponent(APPLY)}`}>
          {t('info.become.signIn')}
        </Link>
      </p>
    );
  if (author.kind === 'tools')
    return (
      <p className="info-actions">
        <Link className="button" to={author.manage}>
          {t('info.become.manage')}
        </Link>
      </p>
    );
  const pending = author.to !== APPLY;
  return (
    <p className="info-actions">
      <Link className="button" to={author.to}>
        {t(pending ? 'info.become.pendingLink' : 'studioApply.pending.apply')}
      </Link>
    </p>
  );
}

/**
 * Spec §2 static page (/page/{slug} and the information addresses). The platform team writes plain text; it is
 * shown as text, paragraph by paragraph, never as markup. A page not written in the reader's language yet comes in
 * another one, marked as such so it is read aloud and hyphenated in its own language.
 */
export default function SitePage({ loaderData: page }: Route.ComponentProps) {
  const t = useT();
  const { lang } = useRoot();
  const foreign = page.language !== lang;
  return (
    <>
      <article className="site-page" lang={foreign ? page.language : undefined}>
        <h1 dir="auto">{page.title}</h1>
        {paragraphsOf(page.body).map((paragraph, index) => (
          <p key={index} dir="auto">
            {paragraph}
          </p>
        ))}
      </article>
      {page.slug === 'become-author' ? <BecomeAuthorActions /> : null}
      {foreign ? <p className="site-page__note">{t('info.page.otherLanguage')}</p> : null}
    </>
  );
}
