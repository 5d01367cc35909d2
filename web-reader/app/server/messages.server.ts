import { createHash } from 'node:crypto';
import { LANGUAGES, type Language } from '@afrimedia/i18n';
import { webMessages } from '@afrimedia/i18n/web';
import { parse } from '@formatjs/icu-messageformat-parser';
import { CATALOGUE_PATH, rememberCatalogue } from '../i18n/catalogues.ts';
import type { CompiledMessages } from '../i18n/messages.ts';

interface CatalogueFile {
  readonly address: string;
  readonly body: string;
}

const files = new Map<Language, CatalogueFile>();

/**
 * A language's messages as ICU syntax trees (the browser formats them without shipping the parser), as the file
 * the browser fetches: its address changes with its content, so it can be cached for good.
 */
export function catalogueFile(language: Language): CatalogueFile {
  let file = files.get(language);
  if (!file) {
    const messages = Object.fromEntries(
      Object.entries(webMessages[language]).map(([id, source]) => [id, parse(source)]),
    ) as CompiledMessages;
    const body = JSON.stringify(messages);
    const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
    file = { address: `${CATALOGUE_PATH}${language}.${hash}.json`, body };
    rememberCatalogue(file.address, messages);
    files.set(language, file);
  }
  return file;
}

/** The catalogue file at this name (`ar.<hash>.json`), if it is one of this release's. */
export function catalogueNamed(name: string): CatalogueFile | undefined {
  return LANGUAGES.map(catalogueFile).find((file) => file.address === `${CATALOGUE_PATH}${name}`);
}
