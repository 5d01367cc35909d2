import type { Language } from '@afrimedia/i18n';
import { webMessages, type WebMessageId } from '@afrimedia/i18n/web';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

export type CompiledMessages = Record<WebMessageId, MessageFormatElement[]>;

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
