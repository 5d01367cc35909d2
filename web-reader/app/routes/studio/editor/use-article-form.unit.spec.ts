import { describe, expect, it } from 'vitest';
import { formReducer, initialFields, shownProblem, type FormState } from './use-article-form.ts';
import type { EditorNode } from './editor-value.ts';

const opened = (): FormState => ({
  fields: initialFields(null),
  value: [{ type: 'paragraph', children: [{ text: '' }] }],
  revision: 0,
  problemsAsked: false,
});

describe('the editor form', () => {
  it('opens a new article empty, its slug following the names', () => {
    expect(initialFields(null)).toMatchObject({
      title: '',
      slug: '',
      slugEdited: false,
      topics: [],
      cover: null,
    });
  });

  it('counts every change of a field or of the body as one revision', () => {
    const titled = formReducer(opened(), { type: 'fields', change: { title: 'Marchés du Sahel' } });
    expect(titled).toMatchObject({
      revision: 1,
      fields: { title: 'Marchés du Sahel', slug: 'marches-du-sahel' },
    });
    const value: EditorNode[] = [{ type: 'paragraph', children: [{ text: 'Au matin.' }] }];
    const written = formReducer(titled, { type: 'body', value });
    expect(written.revision).toBe(2);
    expect(written.value).toBe(value);
    expect(written.fields).toBe(titled.fields);
  });

  it('keeps a slug the author typed when the title changes after', () => {
    const typed = formReducer(opened(), { type: 'fields', change: { slug: 'sahel' } });
    expect(formReducer(typed, { type: 'fields', change: { title: 'Autre titre' } }).fields.slug).toBe(
      'sahel',
    );
  });

  it('shows no problem in a form just opened, then shows them once the author changes something or asks to save', () => {
    const problems = [{ field: 'title' as const, code: 'FIELDS_REQUIRED' }];
    expect(shownProblem(opened(), problems, 'title')).toBeUndefined();
    const asked = formReducer(opened(), { type: 'problems-asked' });
    expect(asked.revision).toBe(0);
    expect(shownProblem(asked, problems, 'title')).toBe('FIELDS_REQUIRED');
    const changed = formReducer(opened(), { type: 'fields', change: { region: 'Dakar' } });
    expect(shownProblem(changed, problems, 'title')).toBe('FIELDS_REQUIRED');
    expect(shownProblem(changed, problems, 'slug')).toBeUndefined();
  });
});
