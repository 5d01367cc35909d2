import type { ListProps } from 'react-admin';
import type { CsvColumn } from './csv.ts';
import { TableList } from './TableList.tsx';
import { useCsvExporter } from './useCsvExporter.ts';

/** A table of records, each opening its page on click, that exports as CSV with `csv`'s columns. */
export function CsvList({ csv, ...listProps }: ListProps & { csv: readonly CsvColumn[] }) {
  const exporter = useCsvExporter(csv);
  return <TableList {...listProps} exporter={exporter} rowClick="show" />;
}
