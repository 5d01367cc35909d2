import { checkUpload, type ImageRole } from '@afrimedia/domain';
import { describe, expect, it } from 'vitest';
import { demoPicture } from './demo-media.ts';

describe('demo pictures', () => {
  it('are wide enough for the place they are shown in', () => {
    for (const role of ['cover', 'thumbnail', 'image'] satisfies ImageRole[]) {
      const { width } = demoPicture(role, 'Le mbalax fait son retour', 'mbalax');
      expect(checkUpload({ kind: 'image', role, sizeBytes: 40_000, widthPx: width }), role).toBeUndefined();
    }
  });

  it('carry the initials of the first two words, in any script', () => {
    expect(demoPicture('cover', 'Le mbalax fait son retour', 'a').label).toBe('LM');
    expect(demoPicture('cover', "l'économie — du Sahel", 'a').label).toBe('LÉ');
    expect(demoPicture('cover', 'الموسيقى في داكار', 'a').label).toBe('اف');
  });

  it('take their colours from the seed: the same seed, the same picture', () => {
    expect(demoPicture('image', 'Awa Diop', 'awa')).toEqual(demoPicture('image', 'Awa Diop', 'awa'));
  });
});
