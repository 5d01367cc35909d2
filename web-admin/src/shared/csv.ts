import jsonExport from 'jsonexport/dist';
import type { RaRecord } from 'react-admin';
import { countryName } from './country.ts';
import { formatDuration } from './duration.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface CellContext {
  translate: Translate;
  locale: string;
}

/** One column of a list's CSV: the field it reads, named as the screen names it, and how its cell reads. */
export interface CsvColumn {
  source: string;
  cell: (value: unknown, context: CellContext) => string;
}

const asText = (value: unknown): string =>
  value === null || value === undefined ? '' : Array.isArray(value) ? value.join(', ') : String(value);

/** The value as it is; a list joined by commas. */
export const text = (source: string): CsvColumn => ({ source, cell: asText });

/** A code read through the catalogue (`prefix.code`), e.g. a status; an unknown code as it is. */
export const translated = (source: string, prefix: string): CsvColumn => ({
  source,
  cell: (value, { translate }) =>
    typeof value === 'string' ? translate(`${prefix}.${value}`, { _: value }) : asText(value),
});

export const country = (source: string): CsvColumn => ({
  source,
  cell: (value, { locale }) => (typeof value === 'string' ? countryName(value, locale) : asText(value)),
});

export const yesNo = (source: string): CsvColumn => ({
  source,
  cell: (value, { translate }) =>
    typeof value === 'boolean' ? translate(value ? 'ra.boolean.true' : 'ra.boolean.false') : asText(value),
});

/** A waiting time in seconds, as the list shows it ("2 d 3 h"). */
export const waiting = (source: string): CsvColumn => ({
  source,
  cell: (value, { translate }) =>
    typeof value === 'number' ? formatDuration(value, translate) : asText(value),
});

/**
 * A spreadsheet runs a cell that starts like a formula; what people wrote (a report's comment, an about-me) is
 * read as text instead.
 */
const inert = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

/**
 * The records as CSV, one column each, headed by the field's label in the interface's language. It opens with a
 * byte order mark, without which spreadsheets read UTF-8 (Arabic, accents) as Latin-1.
 */
export async function csvOf(
  records: readonly RaRecord[],
  columns: readonly CsvColumn[],
  resource: string,
  context: CellContext,
): Promise<string> {
  const rows = records.map((record) =>
    Object.fromEntries(columns.map(({ source, cell }) => [source, inert(cell(record[source], context))])),
  );
  const csv = await jsonExport(rows, {
    headers: columns.map(({ source }) => source),
    rename: columns.map(({ source }) => context.translate(`resources.${resource}.fields.${source}`)),
  });
  return `\uFEFF${csv}`;
}
