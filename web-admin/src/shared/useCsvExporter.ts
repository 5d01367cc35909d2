import { useCallback } from 'react';
import { downloadCSV, useLocaleState, useTranslate, type Exporter } from 'react-admin';
import { csvOf, type CsvColumn } from './csv.ts';

/** A list's exporter: the records the list selects, as a CSV file named after the resource. */
export function useCsvExporter(columns: readonly CsvColumn[]): Exporter {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return useCallback(
    async (records, _fetchRelated, _dataProvider, resource = 'export') =>
      downloadCSV(await csvOf(records, columns, resource, { translate, locale }), resource),
    [columns, translate, locale],
  );
}
