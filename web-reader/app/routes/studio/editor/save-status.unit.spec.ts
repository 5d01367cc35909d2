import { describe, expect, it } from 'vitest';
import { saveStatusId } from './save-status.ts';

const calm = { conflict: false, saving: false, dirty: false, exists: true, incomplete: false };

describe('the draft’s status line', () => {
  it('says saved for a saved article with no change since, and nothing for an untouched new one', () => {
    expect(saveStatusId(calm)).toBe('studioEditor.status.saved');
    expect(saveStatusId({ ...calm, exists: false })).toBeNull();
  });

  it('says saving while a save is on its way, even with changes since', () => {
    expect(saveStatusId({ ...calm, saving: true, dirty: true })).toBe('studioEditor.status.saving');
  });

  it('says not saved after a change, and why when the API would refuse the draft', () => {
    expect(saveStatusId({ ...calm, dirty: true })).toBe('studioEditor.status.unsaved');
    expect(saveStatusId({ ...calm, dirty: true, exists: false, incomplete: true })).toBe(
      'studioEditor.status.incomplete',
    );
  });

  it('says nothing during a conflict, whose alert says it all', () => {
    expect(saveStatusId({ ...calm, conflict: true, saving: true, dirty: true })).toBeNull();
  });
});
