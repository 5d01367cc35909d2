import type { ArticleBody } from '@afrimedia/domain';
import { describe, expect, it } from 'vitest';
import { initialFields } from './use-article-form.ts';
import {
  editPath,
  initialSubmission,
  saveRequestOf,
  submissionReducer,
  type Submission,
} from './use-submission.ts';

const existing: Submission = {
  target: { kind: 'existing', slug: 'le-marche-sandaga', version: 4 },
  contentId: 'content-1',
  status: 'draft',
  savedHeadline: false,
  conflict: false,
  outcome: null,
  lastIntent: 'save',
};
const body: ArticleBody = [{ type: 'paragraph', children: [{ text: 'Le marché ouvre à six heures.' }] }];
const fields = { ...initialFields(null), title: 'Le marché Sandaga', slug: 'le-marche-sandaga' };

describe('saving the article', () => {
  it('creates a new article in its publication, and edits a saved one at the version it holds', () => {
    const fresh = initialSubmission({
      article: null,
      publication: { slug: 'carnets', title: 'Carnets', status: 'published' },
    });
    expect(fresh).toMatchObject({
      target: { kind: 'new', publication: 'carnets' },
      contentId: null,
      status: 'draft',
    });
    expect(saveRequestOf(fresh, fields, body, 'save')).toMatchObject({
      intent: 'save',
      target: { kind: 'new', publication: 'carnets' },
      form: { title: 'Le marché Sandaga', action: 'save' },
    });
    expect(saveRequestOf(existing, fields, body, 'submit')).toMatchObject({
      target: { kind: 'existing', slug: 'le-marche-sandaga', version: 4 },
      form: { action: 'submit' },
    });
  });

  it('sends the headline only when it differs from the one saved', () => {
    expect(saveRequestOf(existing, fields, body, 'save')).not.toHaveProperty('headline');
    expect(saveRequestOf(existing, { ...fields, headline: true }, body, 'save')).toMatchObject({
      headline: true,
    });
    const saved = submissionReducer(existing, {
      type: 'answered',
      answer: {
        ok: true,
        content: { id: 'content-1', slug: 'le-marche-sandaga', version: 5, status: 'draft' },
      },
      headline: true,
    });
    expect(saveRequestOf(saved, { ...fields, headline: true }, body, 'save')).not.toHaveProperty('headline');
  });

  it('follows the saved article: its address, version, status and id, and forgets the last outcome', () => {
    const refused = { ...existing, outcome: { kind: 'refused', code: 'SLUG_ALREADY_USED' } as const };
    const saved = submissionReducer(refused, {
      type: 'answered',
      answer: {
        ok: true,
        content: { id: 'content-2', slug: 'sandaga', version: 1, status: 'waiting_validation' },
      },
      headline: false,
    });
    expect(saved).toMatchObject({
      target: { kind: 'existing', slug: 'sandaga', version: 1 },
      contentId: 'content-2',
      status: 'waiting_validation',
      outcome: null,
    });
    expect(editPath('les marchés')).toBe('/editor/publication/les%20march%C3%A9s');
  });

  it('tells an e-mail sent, a refusal in the API’s code, and a stale edit as a conflict', () => {
    expect(
      submissionReducer(existing, { type: 'answered', answer: { ok: true, emailed: true }, headline: false })
        .outcome,
    ).toEqual({ kind: 'emailed' });
    const refused = submissionReducer(existing, {
      type: 'answered',
      answer: { ok: false, status: 400, code: 'EMAIL_ALREADY_SENT' },
      headline: false,
    });
    expect(refused).toMatchObject({
      outcome: { kind: 'refused', code: 'EMAIL_ALREADY_SENT' },
      conflict: false,
    });
    const stale = submissionReducer(existing, {
      type: 'answered',
      answer: { ok: false, status: 412, code: 'PRECONDITION_FAILED' },
      headline: false,
    });
    expect(stale).toMatchObject({ conflict: true, outcome: null, target: existing.target });
  });

  it('remembers what the author last asked for', () => {
    expect(submissionReducer(existing, { type: 'asked', intent: 'schedule' }).lastIntent).toBe('schedule');
  });
});
