import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { useErrorText, useT } from '../../../i18n/use-t.ts';
import { errorOfForm, errorOn, keptInput, type FieldError } from '../../auth/field-error.ts';
import { Field, FormAlert } from '../../auth/Field.tsx';
import { useOwnChecks } from '../../auth/use-own-checks.ts';
import { TextArea } from '../apply/TextArea.tsx';
import { PremiumOnlyField } from '../editor/PremiumOnlyField.tsx';
import { TopicChoice } from '../publications/TopicChoice.tsx';
import { EncoderStatus } from '../uploads/EncoderStatus.tsx';
import { FileUpload, type KeptUpload } from '../uploads/FileUpload.tsx';
import { MEDIA_FIELDS, type MediaFields, type MediaKind } from './media-fields.ts';

/** A video or podcast the form edits: its file as the API holds it and the version the form was opened at. */
export interface SavedMedia {
  readonly file: { readonly id: string } | null;
  readonly version: number;
  /** A draft, which the form may publish once its file is encoded. */
  readonly canPublish: boolean;
}

function Problem({ code }: { code: string | undefined }) {
  const errorText = useErrorText();
  return code ? (
    <p className="field-error" role="alert">
      {errorText(code)}
    </p>
  ) : null;
}

/**
 * A video or podcast episode: its file (uploaded as it is picked, then encoded), title, summary, 1 to 3 topics,
 * cover, and whether only Premium subscribers may play it. The form sends the uploads' ids; an existing
 * content keeps its file and cover until others replace them.
 */
export function MediaForm({
  kind,
  kept,
  cover = null,
  saved,
  error,
}: {
  kind: MediaKind;
  kept: MediaFields | undefined;
  cover?: KeptUpload | null;
  saved?: SavedMedia;
  error: FieldError | undefined;
}) {
  const t = useT();
  const ownChecks = useOwnChecks();
  const sending = useNavigation().state === 'submitting';
  const [premiumOnly, setPremiumOnly] = useState(kept?.premiumOnly ?? false);
  const keptAs = keptInput<'title' | 'summary'>(kept, error);
  return (
    <Form method="post" className="stack studio-form" noValidate={ownChecks}>
      <FormAlert code={errorOfForm(error, MEDIA_FIELDS)} />
      <div>
        <FileUpload
          role={kind === 'video' ? 'video' : 'audio'}
          name="media"
          label={t(kind === 'video' ? 'studioMedia.form.videoFile' : 'studioMedia.form.audioFile')}
        />
        {saved?.file ? (
          <>
            <p className="auth-field__help">{t('studioMedia.form.fileKept')}</p>
            <EncoderStatus mediaId={saved.file.id} />
          </>
        ) : null}
        <Problem code={errorOn(error, 'media')} />
      </div>
      <Field label={t('studioEditor.field.title')} required maxLength={300} dir="auto" {...keptAs('title')} />
      <TextArea label={t('studioEditor.field.summary')} maxLength={2000} {...keptAs('summary')} />
      <TopicChoice chosen={kept?.topics ?? []} error={errorOn(error, 'topics')} />
      <div>
        <FileUpload role="cover" name="cover" label={t('studioEditor.field.cover')} kept={cover} />
        <Problem code={errorOn(error, 'cover')} />
      </div>
      <PremiumOnlyField
        checked={premiumOnly}
        onChange={setPremiumOnly}
        help="studioMedia.form.premiumOnlyHelp"
      />
      {saved ? <input type="hidden" name="version" value={saved.version} /> : null}
      <p className="auth-actions">
        <button
          type="submit"
          name="intent"
          value="save"
          className={saved?.canPublish ? 'button button--quiet' : 'button'}
          disabled={sending}
        >
          {t(saved ? 'studioMedia.form.saveChanges' : 'studioApply.form.save')}
        </button>
        {saved?.canPublish ? (
          <button type="submit" name="intent" value="submit" className="button" disabled={sending}>
            {t('studioEditor.action.publish')}
          </button>
        ) : null}
      </p>
    </Form>
  );
}
