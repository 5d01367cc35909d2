import type { WebMessageId } from '@afrimedia/i18n/web';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { createElement, Fragment, type ReactNode } from 'react';

export type CompiledMessages = Record<WebMessageId, MessageFormatElement[]>;
export type Values = Record<string, string | number>;
export type RichValues = Record<string, string | number | ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

export interface Messages {
  readonly locale: string;
  readonly has: (id: string) => id is WebMessageId;
  readonly text: (id: WebMessageId, values?: Values) => string;
  /** A message with elements in it: a link around some words, an isolated name. */
  readonly rich: (id: WebMessageId, values: RichValues) => ReactNode;
}

/**
 * Formats the catalogue's messages, compiled to ICU trees on the server, with formatjs' `intl-messageformat`
 * alone: the reader needs no more of react-intl than this, and its provider and formatters weigh about 5 KiB
 * gzipped on every page. An id missing from the messages shows as itself and is reported on the console, as
 * react-intl does, so a browser test can spot it.
 */
export function createMessages(locale: string, messages: Partial<CompiledMessages>): Messages {
  const formats = new Map<WebMessageId, IntlMessageFormat>();
  const has = (id: string): id is WebMessageId => Object.hasOwn(messages, id);
  const missing = (id: WebMessageId) => {
    console.error(`Missing message "${id}" for locale ${locale}`);
    return id;
  };
  const formatOf = (id: WebMessageId) => {
    let format = formats.get(id);
    if (!format) {
      // The browser has no ICU parser: only compiled trees can be formatted there.
      format = new IntlMessageFormat(messages[id] ?? [], locale);
      formats.set(id, format);
    }
    return format;
  };
  return {
    locale,
    has,
    text: (id, values) => (has(id) ? String(formatOf(id).format(values)) : missing(id)),
    rich: (id, values) => {
      if (!has(id)) return missing(id);
      const parts = formatOf(id).format<ReactNode>(values);
      return Array.isArray(parts) ? createElement(Fragment, null, ...(parts as ReactNode[])) : parts;
    },
  };
}
