import { Form, useNavigation } from 'react-router';
import { useErrorText, useT } from '../../../i18n/use-t.ts';
import { errorOfForm, errorOn, keptInput, type FieldError } from '../../auth/field-error.ts';
import { Field, FormAlert } from '../../auth/Field.tsx';
import { useOwnChecks } from '../../auth/use-own-checks.ts';
import { TextArea } from '../apply/TextArea.tsx';
import { FileUpload } from '../uploads/FileUpload.tsx';
import { PUBLICATION_FIELDS, type PublicationFields, type PublicationImages } from './publication-fields.ts';
import { TopicChoice } from './TopicChoice.tsx';

function ImageError({ code }: { code: string | undefined }) {
  const errorText = useErrorText();
  return code ? (
    <p className="field-error" role="alert">
      {errorText(code)}
    </p>
  ) : null;
}

/**
 * Spec §3 publication: title, url slug, description, 1 to 3 topics, thumbnail and cover, saved as a draft or
 * submitted for validation. The images are uploaded as they are picked; the form sends their ids, and those of
 * the images it already has until others replace them.
 */
export function PublicationForm({
  kept,
  images,
  error,
}: {
  kept: PublicationFields | undefined;
  images?: PublicationImages;
  error: FieldError | undefined;
}) {
  const t = useT();
  const ownChecks = useOwnChecks();
  const sending = useNavigation().state === 'submitting';
  const keptAs = keptInput<'name' | 'slug' | 'description'>(kept, error);
  return (
    <Form method="post" className="stack studio-form" noValidate={ownChecks}>
      <FormAlert code={errorOfForm(error, PUBLICATION_FIELDS)} />
      <Field label={t('studioApply.form.name')} required maxLength={200} dir="auto" {...keptAs('name')} />
      <Field
        label={t('studioApply.form.slug')}
        help={t('studioApply.form.slugHelp')}
        maxLength={200}
        dir="ltr"
        autoCapitalize="none"
        spellCheck={false}
        {...keptAs('slug')}
      />
      <TextArea
        label={t('studioApply.form.description')}
        required
        maxLength={5000}
        {...keptAs('description')}
      />
      <TopicChoice chosen={kept?.topics ?? []} error={errorOn(error, 'topics')} />
      <div className="studio-images">
        <div>
          <FileUpload
            role="thumbnail"
            name="thumbnail"
            label={t('studioApply.form.thumbnail')}
            kept={images?.thumbnail}
          />
          <ImageError code={errorOn(error, 'thumbnail')} />
        </div>
        <div>
          <FileUpload role="cover" name="cover" label={t('studioApply.form.cover')} kept={images?.cover} />
          <ImageError code={errorOn(error, 'cover')} />
        </div>
      </div>
      <p id="publication-actions" className="auth-actions">
        <button type="submit" name="intent" value="save" className="button button--quiet" disabled={sending}>
          {t('studioApply.form.save')}
        </button>
        <button type="submit" name="intent" value="submit" className="button" disabled={sending}>
          {t('studioApply.form.submit')}
        </button>
      </p>
    </Form>
  );
}
