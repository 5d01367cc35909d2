/** What the editor's status line says of the draft. */
export type SaveStatusId =
  | 'studioEditor.status.saving'
  | 'studioEditor.status.saved'
  | 'studioEditor.status.incomplete'
  | 'studioEditor.status.unsaved';

/**
 * Nothing during a conflict (its alert says it all), and nothing for a new article the author has not touched;
 * otherwise saving, saved, or not saved — with why, when the API would refuse the draft as it stands.
 */
export function saveStatusId({
  conflict,
  saving,
  dirty,
  exists,
  incomplete,
}: {
  conflict: boolean;
  saving: boolean;
  dirty: boolean;
  /** The API holds the article. */
  exists: boolean;
  incomplete: boolean;
}): SaveStatusId | null {
  if (conflict) return null;
  if (saving) return 'studioEditor.status.saving';
  if (dirty) return incomplete ? 'studioEditor.status.incomplete' : 'studioEditor.status.unsaved';
  return exists ? 'studioEditor.status.saved' : null;
}
