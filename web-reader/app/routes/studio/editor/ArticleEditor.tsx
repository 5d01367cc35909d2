import type { BlockDirection } from '@afrimedia/domain';
import { LONG_TEXT_MIN_LENGTH, SHORT_TEXT_MIN_LENGTH } from '@afrimedia/domain';
import { useId, useState } from 'react';
import { useErrorText, useT } from '../../../i18n/use-t.ts';
import { useRoot } from '../../../layout/use-root.ts';
import { Field } from '../../auth/Field.tsx';
import { SelectField } from '../../profile/form-parts.tsx';
import { TextArea } from '../apply/TextArea.tsx';
import { FileUpload } from '../uploads/FileUpload.tsx';
import type { SaveIntent } from './article-draft.ts';
import { ArticlePreview } from './ArticlePreview.tsx';
import { BodyEditor } from './BodyEditor.tsx';
import type { EditorData } from './editor.server.ts';
import { LeaveDialog } from './LeaveDialog.tsx';
import { Outcomes } from './Outcomes.tsx';
import { PremiumOnlyField } from './PremiumOnlyField.tsx';
import { saveStatusId } from './save-status.ts';
import { TopicsField } from './TopicsField.tsx';
import { useArticleForm } from './use-article-form.ts';
import { useLeaveGuard } from './use-leave-guard.ts';
import { useMediaUploads } from './use-media-uploads.ts';
import { editPath, useSubmission } from './use-submission.ts';

/**
 * Spec §6 create or edit article: the fields, the content with its formatting and a direction per paragraph,
 * a draft saved by itself after each pause, a preview as readers will see it, and publishing (at once, after
 * the publication's validation, or at a date). Leaving with changes not saved asks first.
 */
export function ArticleEditor({ data }: { data: EditorData }) {
  const t = useT();
  const errorText = useErrorText();
  const { lang } = useRoot();
  const ids = useId();
  const { article, publication, countries } = data;
  const defaultDir: BlockDirection | undefined = lang === 'ar' ? 'rtl' : undefined;

  const form = useArticleForm(article, defaultDir);
  const { fields, change, problemOf } = form;
  const uploads = useMediaUploads(article);
  const submission = useSubmission({
    data,
    fields,
    body: form.body,
    problems: form.problems,
    revision: form.revision,
  });
  const blocker = useLeaveGuard(submission.dirty);
  const [preview, setPreview] = useState(false);

  const submit = (intent: SaveIntent) => {
    form.askProblems();
    submission.send(intent);
  };

  const { target } = submission;
  const saveStatus = saveStatusId({
    conflict: submission.conflict,
    saving: submission.saving,
    dirty: submission.dirty,
    exists: target.kind === 'existing',
    incomplete: form.problems.length > 0,
  });

  const titleId = `${ids}-title`;
  const bodyLabelId = `${ids}-body`;
  const bodyErrorId = `${ids}-body-error`;
  const bodyProblem = problemOf('body');

  return (
    <div className="studio-editor">
      <header className="studio-editor__header">
        <h1 id={titleId}>{t(article ? 'studioEditor.edit.title' : 'studioEditor.new.title')}</h1>
        {publication ? <p>{t('studioEditor.in', { publication: publication.title })}</p> : null}
        <p className="studio-editor__status" role="status" aria-live="polite">
          {saveStatus ? t(saveStatus) : null}
        </p>
      </header>
      <noscript>
        <p className="field-error">{t('studioEditor.noScript')}</p>
      </noscript>
      {submission.conflict ? (
        <div className="studio-editor__conflict" role="alert">
          <p>{t('studioEditor.conflict')}</p>
          <a className="button" href={target.kind === 'existing' ? editPath(target.slug) : '/editor'}>
            {t('studioEditor.conflict.reload')}
          </a>
        </div>
      ) : null}
      <Outcomes
        outcome={submission.outcome}
        status={submission.lastIntent === 'save' ? null : submission.status}
        slug={target.kind === 'existing' ? target.slug : null}
        publishAt={fields.publishAt}
        errorText={errorText}
      />

      <div className="studio-editor__modes">
        <button
          type="button"
          className="button button--quiet"
          aria-pressed={preview}
          onClick={() => setPreview((shown) => !shown)}
        >
          {t(preview ? 'studioEditor.action.edit' : 'studioEditor.action.preview')}
        </button>
      </div>

      {preview ? <ArticlePreview fields={fields} body={form.body} media={uploads.media} /> : null}

      <form
        className="studio-editor__form stack"
        hidden={preview}
        onSubmit={(event) => event.preventDefault()}
      >
        <Field
          name="title"
          label={t('studioEditor.field.title')}
          help={t('studioEditor.field.titleHelp', { min: SHORT_TEXT_MIN_LENGTH })}
          value={fields.title}
          maxLength={300}
          dir="auto"
          required
          error={problemOf('title')}
          onChange={(event) => change({ title: event.target.value })}
        />
        <Field
          name="short_name_fr"
          lang="fr"
          label={t('studioEditor.field.shortNameFr')}
          help={t('studioEditor.field.shortNameFrHelp')}
          value={fields.shortNameFr}
          maxLength={300}
          onChange={(event) => change({ shortNameFr: event.target.value })}
        />
        <Field
          name="slug"
          dir="ltr"
          label={t('studioEditor.field.slug')}
          help={t('studioEditor.field.slugHelp')}
          value={fields.slug}
          maxLength={200}
          required
          error={problemOf('slug')}
          onChange={(event) => change({ slug: event.target.value })}
        />
        <TextArea
          name="summary"
          label={t('studioEditor.field.summary')}
          help={t('studioEditor.field.summaryHelp', {
            min: LONG_TEXT_MIN_LENGTH,
            count: [...fields.summary.trim()].length,
          })}
          value={fields.summary}
          maxLength={2000}
          dir="auto"
          rows={3}
          required
          error={problemOf('summary')}
          onChange={(event) => change({ summary: event.target.value })}
        />

        <div className="studio-editor__content">
          <p id={bodyLabelId} className="studio-editor__label">
            {t('studioEditor.field.body')}
          </p>
          <BodyEditor
            initialValue={form.initialValue}
            onChange={form.changeBody}
            mediaUrl={uploads.mediaUrl}
            onUploaded={uploads.addMedia}
            labelId={bodyLabelId}
            {...(bodyProblem ? { describedBy: bodyErrorId, invalid: true } : {})}
          />
          {bodyProblem ? (
            <p id={bodyErrorId} className="field-error" role="alert">
              {errorText(bodyProblem)}
            </p>
          ) : null}
        </div>

        <div className="studio-editor__cover">
          {fields.cover ? (
            <>
              <img src={fields.cover.url} alt="" width={240} height={120} />
              <button type="button" className="button button--quiet" onClick={() => change({ cover: null })}>
                {t('studioEditor.field.coverRemove')}
              </button>
            </>
          ) : null}
          <FileUpload
            role="cover"
            label={t('studioEditor.field.cover')}
            onUploaded={(upload) => change({ cover: { uploadId: upload.id, url: upload.url } })}
          />
        </div>

        <TopicsField
          topics={fields.topics}
          problemId={problemOf('topics') ? `${ids}-topics` : undefined}
          onChange={(topics) => change({ topics })}
        />

        <Field
          name="region"
          label={t('studioEditor.field.region')}
          value={fields.region}
          maxLength={100}
          onChange={(event) => change({ region: event.target.value })}
        />
        <SelectField
          name="country"
          label={t('studioEditor.field.country')}
          value={fields.country}
          onChange={(event) => change({ country: event.target.value })}
        >
          <option value="">{t('studioEditor.field.noCountry')}</option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </SelectField>
        <label className="inline">
          <input
            type="checkbox"
            checked={fields.headline}
            onChange={() => change({ headline: !fields.headline })}
          />
          {t('studioEditor.field.headline')}
        </label>
        <label className="inline">
          <input
            type="checkbox"
            checked={fields.emailFollowers}
            onChange={() => change({ emailFollowers: !fields.emailFollowers })}
          />
          {t('studioEditor.field.emailFollowers')}
        </label>
        <PremiumOnlyField checked={fields.premiumOnly} onChange={(premiumOnly) => change({ premiumOnly })} />
        <Field
          name="publish_at"
          type="datetime-local"
          label={t('studioEditor.field.publishAt')}
          value={fields.publishAt}
          onChange={(event) => change({ publishAt: event.target.value })}
        />

        <div className="studio-editor__actions">
          <button
            type="button"
            className="button button--quiet"
            onClick={() => submit('save')}
            disabled={submission.saving}
          >
            {t('studioEditor.action.save')}
          </button>
          <button
            type="button"
            className="button button--quiet"
            onClick={() => submit('schedule')}
            disabled={submission.saving || !fields.publishAt}
          >
            {t('studioEditor.action.schedule')}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => submit('submit')}
            disabled={submission.saving}
          >
            {t('studioEditor.action.publish')}
          </button>
          {submission.status === 'published' && submission.contentId ? (
            <button
              type="button"
              className="button button--quiet"
              onClick={submission.emailFollowers}
              disabled={submission.saving}
            >
              {t('studioEditor.action.emailFollowers')}
            </button>
          ) : null}
        </div>
      </form>

      <LeaveDialog blocker={blocker} labelId={`${ids}-leave`} />
    </div>
  );
}
