import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages.ts';
import { webFeatures, webMessages } from './index.ts';

/** The argument names a message uses, plural and select branches included. */
function argumentsOf(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if ('value' in element && typeof element.value === 'string') names.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, names);
    }
    if (element.type === TYPE.tag) argumentsOf(element.children, names);
  }
  return names;
}

describe("the reader app's catalogues", () => {
  it("keys start with their feature's name (layout's may be any), and no two features share a key", () => {
    const owner = new Map<string, string>();
    for (const [feature, catalogue] of Object.entries(webFeatures)) {
      for (const key of Object.keys(catalogue.en)) {
        if (feature !== 'layout') expect(key.startsWith(`${feature}.`), key).toBe(true);
        expect(owner.get(key), `${key} in ${feature} and ${owner.get(key)}`).toBeUndefined();
        owner.set(key, feature);
      }
    }
  });

  it('every message parses, is not empty and uses the same arguments in every language', () => {
    for (const [id, english] of Object.entries(webMessages.en)) {
      const expected = [...argumentsOf(parse(english))].sort();
      for (const language of LANGUAGES) {
        const text = webMessages[language][id as keyof typeof webMessages.en];
        expect(text.trim(), `${language} ${id}`).not.toBe('');
        expect([...argumentsOf(parse(text))].sort(), `${language} ${id}`).toEqual(expected);
      }
    }
  });
});
