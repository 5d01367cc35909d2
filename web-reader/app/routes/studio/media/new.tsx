import type { Route } from './+types/new';
import { useT } from '../../../i18n/use-t.ts';
import { pageMeta } from '../../../meta.ts';
import { StudioErrorBoundary } from '../publications/StudioErrorBoundary.tsx';
import { createMedia, newMediaData } from './media.server.ts';
import { MediaForm } from './MediaForm.tsx';

export const loader = ({ request, context }: Route.LoaderArgs) => newMediaData(request, context);

export const action = ({ request, context }: Route.ActionArgs) => createMedia(request, context);

export const meta: Route.MetaFunction = ({ data, matches }) =>
  pageMeta(matches, {
    titleId: data?.kind === 'podcast' ? 'studioMedia.form.newPodcast' : 'studioMedia.form.newVideo',
  });

/** A new video or podcast episode in one of the author's publications, saved as a draft while its file encodes. */
export default function NewMedia({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { kind, publication } = loaderData;
  return (
    <div className="studio-page">
      <h1>{t(kind === 'podcast' ? 'studioMedia.form.newPodcast' : 'studioMedia.form.newVideo')}</h1>
      <p>{t('studioEditor.in', { publication: publication.title })}</p>
      <MediaForm kind={kind} kept={actionData?.kept} error={actionData?.error} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StudioErrorBoundary error={error} />;
}
