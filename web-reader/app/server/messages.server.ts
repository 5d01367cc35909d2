import type { Language } from '@afrimedia/i18n';
import { webMessages } from '@afrimedia/i18n/web';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { CompiledMessages } from '../i18n/messages.ts';

const compiled = new Map<Language, CompiledMessages>();

/** A language's messages as ICU syntax trees: the browser formats them without shipping the parser. */
export function compiledMessages(language: Language): CompiledMessages {
  let messages = compiled.get(language);
  if (!messages) {
    messages = Object.fromEntries(
      Object.entries(webMessages[language]).map(([id, source]) => [id, parse(source)]),
    ) as CompiledMessages;
    compiled.set(language, messages);
  }
  return messages;
}
