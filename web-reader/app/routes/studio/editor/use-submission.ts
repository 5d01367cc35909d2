import type { ArticleBody } from '@afrimedia/domain';
import { useReducer } from 'react';
import { articleForm, type ArticleFields, type DraftProblem, type SaveIntent } from './article-draft.ts';
import type { EditorData } from './editor.server.ts';
import { isConflict, type SaveAnswer, type SaveRequest } from './save-request.ts';
import { useAutosave } from './use-autosave.ts';

export type Target = Extract<SaveRequest, { intent: 'save' }>['target'];
export type Outcome = { kind: 'refused'; code: string } | { kind: 'emailed' } | null;

/** What the API holds of the article, as its answers tell the editor. */
export interface Submission {
  readonly target: Target;
  readonly contentId: string | null;
  readonly status: string;
  /** The headline as last saved: each change of it is a decision of its own, sent only when it changes. */
  readonly savedHeadline: boolean;
  /** Someone saved the article since it was opened: nothing is sent any more. */
  readonly conflict: boolean;
  readonly outcome: Outcome;
  /** What the author last asked for: the status is told after a publish or a schedule, not after a save. */
  readonly lastIntent: SaveIntent;
}

export type SubmissionEvent =
  { type: 'asked'; intent: SaveIntent } | { type: 'answered'; answer: SaveAnswer; headline: boolean };

export const editPath = (slug: string) => `/editor/publication/${encodeURIComponent(slug)}`;

export function initialSubmission({
  article,
  publication,
}: Pick<EditorData, 'article' | 'publication'>): Submission {
  return {
    target: article
      ? { kind: 'existing', slug: article.slug, version: article.version }
      : { kind: 'new', publication: publication?.slug ?? '' },
    contentId: article?.id ?? null,
    status: article?.status ?? 'draft',
    savedHeadline: article?.headline ?? false,
    conflict: false,
    outcome: null,
    lastIntent: 'save',
  };
}

/** `headline`: the form's headline when the answer came, which a saved article now holds. */
export function submissionReducer(state: Submission, event: SubmissionEvent): Submission {
  if (event.type === 'asked') return { ...state, lastIntent: event.intent };
  const { answer } = event;
  if (answer.ok && 'content' in answer) {
    const { content } = answer;
    return {
      ...state,
      target: { kind: 'existing', slug: content.slug, version: content.version },
      contentId: content.id,
      status: content.status,
      savedHeadline: event.headline,
      outcome: null,
    };
  }
  if (answer.ok) return { ...state, outcome: { kind: 'emailed' } };
  if (isConflict(answer)) return { ...state, conflict: true };
  return { ...state, outcome: { kind: 'refused', code: answer.code } };
}

/** The save of the form as it stands, to where the article is, with the headline only when it changed. */
export function saveRequestOf(
  state: Submission,
  fields: ArticleFields,
  body: ArticleBody,
  intent: SaveIntent,
): SaveRequest {
  return {
    intent: 'save',
    target: state.target,
    form: articleForm(fields, body, intent),
    ...(fields.headline !== state.savedHeadline ? { headline: fields.headline } : {}),
  };
}

/**
 * Saving the article: by itself after each pause, or when the author publishes, schedules or e-mails the
 * followers; the answers move the editor to the saved article, and its address follows.
 */
export function useSubmission({
  data,
  fields,
  body,
  problems,
  revision,
}: {
  data: Pick<EditorData, 'article' | 'publication'>;
  fields: ArticleFields;
  body: ArticleBody;
  problems: DraftProblem[];
  revision: number;
}) {
  const [state, dispatch] = useReducer(submissionReducer, data, initialSubmission);

  const onAnswer = (answer: SaveAnswer) => {
    dispatch({ type: 'answered', answer, headline: fields.headline });
    if (!answer.ok || !('content' in answer)) return;
    const path = editPath(answer.content.slug);
    // The address follows the article without reloading the editor (its undo history, the cursor).
    if (window.location.pathname !== path) window.history.replaceState(window.history.state, '', path);
  };

  const autosave = useAutosave({
    revision,
    ready: problems.length === 0 && !state.conflict,
    request: () => saveRequestOf(state, fields, body, 'save'),
    onAnswer,
  });

  return {
    ...state,
    saving: autosave.saving,
    dirty: revision !== autosave.savedRevision,
    /** Sends the form now, unless the API would refuse it or a conflict stopped saving. */
    send(intent: SaveIntent) {
      if (problems.length > 0 || state.conflict) return;
      dispatch({ type: 'asked', intent });
      autosave.send(saveRequestOf(state, fields, body, intent));
    },
    emailFollowers: () => autosave.send({ intent: 'email', id: state.contentId ?? '' }),
  };
}
