import { Link } from 'react-router';
import type { Route } from './+types/choose-publication';
import { useT } from '../../../i18n/use-t.ts';
import { pageMeta } from '../../../meta.ts';
import { validatedAuthor } from '../publications/author-tools.server.ts';
import { myPublications } from '../publications/my-publications.server.ts';
import { StateBadge } from '../publications/StateBadge.tsx';
import { StudioErrorBoundary } from '../publications/StudioErrorBoundary.tsx';
import { studioState } from '../publications/studio-state.ts';

/** Spec §2 /editor: a new article starts by choosing the publication it belongs to. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await validatedAuthor(request, context);
  return { publications: (await myPublications(request, context)) ?? [] };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { titleId: 'studioEditor.choose.title' });

export const newArticlePath = (publicationSlug: string) =>
  `/articles/new?publicationSlug=${encodeURIComponent(publicationSlug)}&state=TextManager`;

export default function ChoosePublication({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { publications } = loaderData;
  return (
    <section className="studio-editor">
      <h1>{t('studioEditor.choose.title')}</h1>
      {publications.length === 0 ? (
        <>
          <p className="empty">{t('studioEditor.choose.empty')}</p>
          <Link className="button" to="/publications/new">
            {t('studioEditor.choose.create')}
          </Link>
        </>
      ) : (
        <>
          <p>{t('studioEditor.choose.lead')}</p>
          <ul className="studio-list">
            {publications.map((publication) => (
              <li key={publication.id} className="studio-list__item">
                <Link className="studio-list__title" to={newArticlePath(publication.slug)} dir="auto">
                  {publication.title}
                </Link>
                <StateBadge state={studioState(publication)} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export const ErrorBoundary = StudioErrorBoundary;
