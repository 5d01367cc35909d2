import { authorCalls } from '@afrimedia/contracts';
import { data } from 'react-router';
import type { Route } from './+types/edit';
import { useT } from '../../../i18n/use-t.ts';
import { pageMeta } from '../../../meta.ts';
import { orNotFound } from '../../../server/not-found.server.ts';
import { apiOf } from '../../../server/reader.server.ts';
import type { KeptUpload } from '../uploads/FileUpload.tsx';
import { validatedAuthor } from './author-tools.server.ts';
import type { PublicationFields, PublicationImages } from './publication-fields.ts';
import { PublicationForm } from './PublicationForm.tsx';
import { savePublication } from './save-publication.server.ts';
import { StudioErrorBoundary } from './StudioErrorBoundary.tsx';

const keptOf = (image: { upload_id: string; url: string } | null | undefined): KeptUpload | null =>
  image ? { id: image.upload_id, url: image.url } : null;

/**
 * The owner's publication in whatever state, filled in with what the API gives back of it: its fields, and its
 * images by upload id so that saving keeps them without picking them again.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await validatedAuthor(request, context);
  const api = apiOf(request, context);
  const publication = await orNotFound(api.call(authorCalls.content, { params: { slug: params.slug } }));
  if (publication.kind !== 'playlist') throw data(null, { status: 404 });
  const form = publication.publication_form;
  const fields: PublicationFields = {
    name: publication.title,
    slug: publication.slug,
    description: form?.description ?? '',
    topics: form?.topics ?? [],
  };
  const images: PublicationImages = { thumbnail: keptOf(form?.thumbnail), cover: keptOf(form?.cover) };
  return { fields, images };
}

export const action = ({ request, context, params }: Route.ActionArgs) =>
  savePublication(request, context, params.slug);

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { titleId: 'studioApply.form.editTitle' });

export default function EditPublication({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="studio-page">
      <h1>{t('studioApply.form.editTitle')}</h1>
      <p className="studio-note">{t('studioApply.form.firstRule')}</p>
      <PublicationForm
        kept={actionData?.kept ?? loaderData.fields}
        images={loaderData.images}
        error={actionData?.error}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StudioErrorBoundary error={error} />;
}
