import type { Route } from './+types/new';
import { useT } from '../../../i18n/use-t.ts';
import { pageMeta } from '../../../meta.ts';
import { validatedAuthor } from './author-tools.server.ts';
import { PublicationForm } from './PublicationForm.tsx';
import { savePublication } from './save-publication.server.ts';
import { StudioErrorBoundary } from './StudioErrorBoundary.tsx';

export async function loader({ request, context }: Route.LoaderArgs) {
  await validatedAuthor(request, context);
  return null;
}

export const action = ({ request, context }: Route.ActionArgs) => savePublication(request, context, null);

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { titleId: 'studioApply.form.newTitle' });

/** Spec §2 /publications/new, with the rule a first publication's validation follows. */
export default function NewPublication({ actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="studio-page">
      <h1>{t('studioApply.form.newTitle')}</h1>
      <p className="studio-note">{t('studioApply.form.firstRule')}</p>
      <PublicationForm kept={actionData?.kept} error={actionData?.error} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StudioErrorBoundary error={error} />;
}
