import type { ArticleFormBody } from './article-draft.ts';

/** What the editor sends its route's action: a save of the article, or the e-mail to its followers. */
export type SaveRequest =
  | {
      intent: 'save';
      target: { kind: 'new'; publication: string } | { kind: 'existing'; slug: string; version: number };
      form: ArticleFormBody;
      /** Sent only when the author changed it: each change of the headline is a decision of its own. */
      headline?: boolean;
    }
  | { intent: 'email'; id: string };

export interface SavedContent {
  id: string;
  slug: string;
  version: number;
  status: string;
}

export type SaveAnswer =
  | { ok: true; content: SavedContent }
  | { ok: true; emailed: true }
  | { ok: false; status: number; code: string; field?: string };

/** A stale edit: someone saved the article since the editor loaded it (the API's 412). */
export const isConflict = (answer: SaveAnswer): boolean =>
  !answer.ok && (answer.status === 412 || answer.code === 'PRECONDITION_FAILED');
