import { useSearchParams } from 'react-router';
import type { Route } from './+types/edit';
import { useT } from '../../../i18n/use-t.ts';
import { pageMeta } from '../../../meta.ts';
import { StateBadge } from '../publications/StateBadge.tsx';
import { StudioErrorBoundary } from '../publications/StudioErrorBoundary.tsx';
import { studioState } from '../publications/studio-state.ts';
import { editMedia, mediaData } from './media.server.ts';
import { MediaForm } from './MediaForm.tsx';

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  mediaData(request, context, params.slug);

export const action = ({ request, context, params }: Route.ActionArgs) =>
  editMedia(request, context, params.slug);

export const meta: Route.MetaFunction = ({ data, matches }) =>
  pageMeta(matches, {
    titleId: data?.media.kind === 'podcast' ? 'studioMedia.form.editPodcast' : 'studioMedia.form.editVideo',
  });

/** One of the author's videos or podcast episodes in any state: its encoding, its fields, and publishing it. */
export default function EditMedia({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const done = useSearchParams()[0].get('done');
  const { media, fields, cover } = loaderData;
  return (
    <div className="studio-page">
      <header className="studio-heading">
        <h1>{t(media.kind === 'podcast' ? 'studioMedia.form.editPodcast' : 'studioMedia.form.editVideo')}</h1>
        <StateBadge state={studioState({ status: media.status, media: media.file })} />
      </header>
      {done === 'saved' && !actionData ? (
        <p className="auth-notice" role="status">
          {t('studioApply.form.saved')}
        </p>
      ) : null}
      <MediaForm
        key={media.version}
        kind={media.kind}
        kept={actionData?.kept ?? fields}
        cover={cover}
        saved={{ file: media.file, version: media.version, canPublish: media.status === 'draft' }}
        error={actionData?.error}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StudioErrorBoundary error={error} />;
}
