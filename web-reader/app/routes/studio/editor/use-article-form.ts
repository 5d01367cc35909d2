import type { ArticleBody, BlockDirection } from '@afrimedia/domain';
import { useMemo, useReducer, useState } from 'react';
import {
  problemsOf,
  withChange,
  type ArticleFields,
  type DraftField,
  type DraftProblem,
} from './article-draft.ts';
import type { EditorData } from './editor.server.ts';
import { bodyOf, valueOf, type EditorNode } from './editor-value.ts';

/** The author's side of the editor: the fields, the body being typed, and how many changes they made. */
export interface FormState {
  readonly fields: ArticleFields;
  readonly value: EditorNode[];
  /** Counts the author's changes: the autosave and the leave guard compare it with what was saved. */
  readonly revision: number;
  /** Set by the first publish, schedule or save the author asks for: problems show from then on. */
  readonly problemsAsked: boolean;
}

export type FormAction =
  | { type: 'fields'; change: Partial<ArticleFields> }
  | { type: 'body'; value: EditorNode[] }
  | { type: 'problems-asked' };

export function initialFields(article: EditorData['article']): ArticleFields {
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
    premiumOnly: article?.premium_only ?? false,
    publishAt: '',
    cover: form?.cover ? { uploadId: form.cover.upload_id, url: form.cover.url } : null,
  };
}

export function formReducer(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case 'fields':
      return { ...state, fields: withChange(state.fields, action.change), revision: state.revision + 1 };
    case 'body':
      return { ...state, value: action.value, revision: state.revision + 1 };
    case 'problems-asked':
      return state.problemsAsked ? state : { ...state, problemsAsked: true };
  }
}

/** A field's problem, once the author has changed something or asked to save: a form just opened shows none. */
export function shownProblem(
  state: FormState,
  problems: DraftProblem[],
  field: DraftField,
): string | undefined {
  if (!state.problemsAsked && state.revision === 0) return undefined;
  return problems.find((problem) => problem.field === field)?.code;
}

/** The editor's form: its state, the body as the API takes it, and what the API would refuse in it. */
export function useArticleForm(article: EditorData['article'], defaultDir: BlockDirection | undefined) {
  // Slate keeps its own value once mounted: it is given the stored body once, and tells each change after.
  const [initialValue] = useState(() => valueOf(article?.form?.body, defaultDir));
  const [state, dispatch] = useReducer(formReducer, undefined, () => ({
    fields: initialFields(article),
    value: initialValue,
    revision: 0,
    problemsAsked: false,
  }));
  const body: ArticleBody = useMemo(() => bodyOf(state.value), [state.value]);
  const problems = problemsOf(state.fields, body);
  return {
    fields: state.fields,
    revision: state.revision,
    initialValue,
    body,
    problems,
    problemOf: (field: DraftField) => shownProblem(state, problems, field),
    change: (change: Partial<ArticleFields>) => dispatch({ type: 'fields', change }),
    changeBody: (value: EditorNode[]) => dispatch({ type: 'body', value }),
    askProblems: () => dispatch({ type: 'problems-asked' }),
  };
}
