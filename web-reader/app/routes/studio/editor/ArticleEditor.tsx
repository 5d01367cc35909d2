import { ArticleBody } from '@afrimedia/article-renderer';
import { MAX_TOPICS, TOPICS, type ArticleBody as Body, type BlockDirection } from '@afrimedia/domain';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useBlocker } from 'react-router';
import { useErrorText, useT, useTextOf } from '../../../i18n/use-t.ts';
import { useRoot } from '../../../layout/use-root.ts';
import { Field } from '../../auth/Field.tsx';
import { bodyMediaOf } from '../../content/body-media.ts';
import type { ContentDetail } from '../../content/content-page.ts';
import { SelectField } from '../../profile/form-parts.tsx';
import { TextArea } from '../apply/TextArea.tsx';
import { FileUpload } from '../uploads/FileUpload.tsx';
import {
  articleForm,
  problemsOf,
  withChange,
  type ArticleFields,
  type DraftField,
  type SaveIntent,
} from './article-draft.ts';
import { BodyEditor } from './BodyEditor.tsx';
import type { EditorData } from './editor.server.ts';
import { bodyOf, valueOf, type EditorNode, type MediaKind } from './editor-value.ts';
import { isConflict, type SaveAnswer, type SaveRequest } from './save-request.ts';
import { useAutosave } from './use-autosave.ts';
import { LONG_TEXT_MIN_LENGTH, SHORT_TEXT_MIN_LENGTH } from '@afrimedia/domain';

type MediaMap = ContentDetail['media'];
type Target = Extract<SaveRequest, { intent: 'save' }>['target'];
type Outcome = { kind: 'refused'; code: string } | { kind: 'emailed' } | null;

function initialFields(article: EditorData['article']): ArticleFields {
  const form = article?.form;
  return {
    title: article?.title ?? '',
    shortNameFr: form?.short_name.fr ?? '',
    slug: article?.slug ?? '',
    slugEdited: article !== null,
    summary: form?.summary ?? '',
    topics: form?.topics ?? [],
    region: form?.region ?? '',
    country: form?.country ?? '',
    headline: article?.headline ?? false,
    emailFollowers: false,
    publishAt: '',
    cover: form?.cover ? { uploadId: form.cover.upload_id, url: form.cover.url } : null,
  };
}

export const editPath = (slug: string) => `/editor/publication/${encodeURIComponent(slug)}`;

/**
 * Spec §6 create or edit article: the fields, the content with its formatting and a direction per paragraph,
 * a draft saved by itself after each pause, a preview as readers will see it, and publishing (at once, after
 * the publication's validation, or at a date). Leaving with changes not saved asks first.
 */
export function ArticleEditor({ data }: { data: EditorData }) {
  const t = useT();
  const errorText = useErrorText();
  const topicName = useTextOf('events.topic.');
  const { lang } = useRoot();
  const ids = useId();
  const { article, publication, countries } = data;
  const defaultDir: BlockDirection | undefined = lang === 'ar' ? 'rtl' : undefined;

  const [fields, setFields] = useState(() => initialFields(article));
  const [initialValue] = useState(() => valueOf(article?.form?.body, defaultDir));
  const [value, setValue] = useState<EditorNode[]>(initialValue);
  const [media, setMedia] = useState<MediaMap>(() => article?.form?.media ?? {});
  const [revision, setRevision] = useState(0);
  const [target, setTarget] = useState<Target>(
    article
      ? { kind: 'existing', slug: article.slug, version: article.version }
      : { kind: 'new', publication: publication?.slug ?? '' },
  );
  const [status, setStatus] = useState(article?.status ?? 'draft');
  const [savedHeadline, setSavedHeadline] = useState(article?.headline ?? false);
  const [conflict, setConflict] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [lastIntent, setLastIntent] = useState<SaveIntent>('save');
  const [showProblems, setShowProblems] = useState(false);
  const [preview, setPreview] = useState(false);
  const contentId = useRef(article?.id ?? null);

  const body: Body = useMemo(() => bodyOf(value), [value]);
  const problems = problemsOf(fields, body);
  const problemOf = (field: DraftField) =>
    showProblems || revision > 0 ? problems.find((problem) => problem.field === field)?.code : undefined;

  const change = (update: Partial<ArticleFields>) => {
    setFields((current) => withChange(current, update));
    setRevision((count) => count + 1);
  };

  const request = (intent: SaveIntent = 'save'): SaveRequest => ({
    intent: 'save',
    target,
    form: articleForm(fields, body, intent),
    ...(fields.headline !== savedHeadline ? { headline: fields.headline } : {}),
  });

  const onAnswer = (answer: SaveAnswer) => {
    if (answer.ok && 'content' in answer) {
      const { content } = answer;
      contentId.current = content.id;
      setTarget({ kind: 'existing', slug: content.slug, version: content.version });
      setStatus(content.status);
      setSavedHeadline(fields.headline);
      setOutcome(null);
      const path = editPath(content.slug);
      // The address follows the article without reloading the editor (its undo history, the cursor).
      if (window.location.pathname !== path) window.history.replaceState(window.history.state, '', path);
      return;
    }
    if (answer.ok) setOutcome({ kind: 'emailed' });
    else if (isConflict(answer)) setConflict(true);
    else setOutcome({ kind: 'refused', code: answer.code });
  };

  const autosave = useAutosave({
    revision,
    ready: problems.length === 0 && !conflict,
    request,
    onAnswer,
  });
  const dirty = revision !== autosave.savedRevision;

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const submit = (intent: SaveIntent) => {
    setShowProblems(true);
    if (problems.length > 0 || conflict) return;
    setLastIntent(intent);
    autosave.send(request(intent));
  };

  const mediaUrl = (uploadId: string, kind: MediaKind) => {
    const file = Object.hasOwn(media, uploadId) ? media[uploadId] : undefined;
    return file && file.kind === kind ? file.url : undefined;
  };
  const addMedia = (upload: { id: string; url: string; kind: MediaKind; contentType: string }) =>
    setMedia((current) => ({
      ...current,
      [upload.id]: {
        kind: upload.kind,
        url: upload.url,
        content_type: upload.contentType,
        srcset: null,
        small_url: null,
      },
    }));

  const saveStatus = conflict
    ? null
    : autosave.saving
      ? t('studioEditor.status.saving')
      : !dirty && target.kind === 'existing'
        ? t('studioEditor.status.saved')
        : dirty
          ? t(problems.length > 0 ? 'studioEditor.status.incomplete' : 'studioEditor.status.unsaved')
          : null;

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
          {saveStatus}
        </p>
      </header>
      <noscript>
        <p className="field-error">{t('studioEditor.noScript')}</p>
      </noscript>
      {conflict ? (
        <div className="studio-editor__conflict" role="alert">
          <p>{t('studioEditor.conflict')}</p>
          <a className="button" href={target.kind === 'existing' ? editPath(target.slug) : '/editor'}>
            {t('studioEditor.conflict.reload')}
          </a>
        </div>
      ) : null}
      <Outcomes
        outcome={outcome}
        status={lastIntent === 'save' ? null : status}
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

      {preview ? (
        <section aria-label={t('studioEditor.preview')} className="studio-editor__preview">
          <article className="content">
            <header className="content__header">
              <h1 dir="auto">{fields.title}</h1>
              {fields.summary ? (
                <p className="content__summary" dir="auto">
                  {fields.summary}
                </p>
              ) : null}
            </header>
            {fields.cover ? (
              <img className="content__cover" src={fields.cover.url} alt="" width={1200} height={600} />
            ) : null}
            <ArticleBody
              body={body}
              media={bodyMediaOf(media, false)}
              labels={{ video: t('content.body.video'), audio: t('content.body.audio') }}
            />
          </article>
        </section>
      ) : null}

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
            initialValue={initialValue}
            onChange={(next) => {
              setValue(next);
              setRevision((count) => count + 1);
            }}
            mediaUrl={mediaUrl}
            onUploaded={addMedia}
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

        <fieldset
          className="studio-editor__topics"
          aria-describedby={problemOf('topics') ? `${ids}-topics` : undefined}
        >
          <legend>{t('studioEditor.field.topics')}</legend>
          {TOPICS.map((topic) => {
            const checked = fields.topics.includes(topic);
            return (
              <label key={topic} className="inline">
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={!checked && fields.topics.length >= MAX_TOPICS}
                  onChange={() =>
                    change({
                      topics: checked
                        ? fields.topics.filter((one) => one !== topic)
                        : [...fields.topics, topic],
                    })
                  }
                />
                {topicName(topic)}
              </label>
            );
          })}
          {problemOf('topics') ? (
            <p id={`${ids}-topics`} className="field-error" role="alert">
              {errorText('TOPIC_REQUIRED')}
            </p>
          ) : null}
        </fieldset>

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
            disabled={autosave.saving}
          >
            {t('studioEditor.action.save')}
          </button>
          <button
            type="button"
            className="button button--quiet"
            onClick={() => submit('schedule')}
            disabled={autosave.saving || !fields.publishAt}
          >
            {t('studioEditor.action.schedule')}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => submit('submit')}
            disabled={autosave.saving}
          >
            {t('studioEditor.action.publish')}
          </button>
          {status === 'published' && contentId.current ? (
            <button
              type="button"
              className="button button--quiet"
              onClick={() => autosave.send({ intent: 'email', id: contentId.current ?? '' })}
              disabled={autosave.saving}
            >
              {t('studioEditor.action.emailFollowers')}
            </button>
          ) : null}
        </div>
      </form>

      {blocker.state === 'blocked' ? (
        <div
          className="studio-editor__leave"
          role="alertdialog"
          aria-modal="true"
          aria-labelledby={`${ids}-leave`}
        >
          <h2 id={`${ids}-leave`}>{t('studioEditor.leave.title')}</h2>
          <p>{t('studioEditor.leave.text')}</p>
          <button type="button" className="button" autoFocus onClick={() => blocker.reset()}>
            {t('studioEditor.leave.stay')}
          </button>
          <button type="button" className="button button--quiet" onClick={() => blocker.proceed()}>
            {t('studioEditor.leave.go')}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** What became of the last publish, schedule or e-mail: in words, with the way to read a published article. */
function Outcomes({
  outcome,
  status,
  slug,
  publishAt,
  errorText,
}: {
  outcome: Outcome;
  status: string | null;
  slug: string | null;
  publishAt: string;
  errorText: (code: string) => string;
}) {
  const t = useT();
  const { lang } = useRoot();
  if (outcome?.kind === 'refused')
    return (
      <p className="field-error" role="alert">
        {errorText(outcome.code)}
      </p>
    );
  if (outcome?.kind === 'emailed') return <p role="status">{t('studioEditor.emailed')}</p>;
  if (status === 'published' && slug)
    return (
      <p role="status">
        {t('studioEditor.published')} <Link to={`/articles/${slug}`}>{t('studioEditor.read')}</Link>
      </p>
    );
  if (status === 'waiting_validation') return <p role="status">{t('studioEditor.waiting')}</p>;
  if (status === 'scheduled' && publishAt) {
    // Said only after the author schedules, so never in a page being hydrated: the day on their own clock, as
    // they typed the time.
    const day = new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(new Date(publishAt));
    return <p role="status">{t('studioEditor.scheduled', { date: day })}</p>;
  }
  return null;
}
