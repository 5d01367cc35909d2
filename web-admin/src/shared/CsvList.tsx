import { DataTable, List, type ListProps } from 'react-admin';
import type { CsvColumn } from './csv.ts';
import { useCsvExporter } from './useCsvExporter.ts';

/** A table of records, each opening its page on click, that exports as CSV with `csv`'s columns. */
export function CsvList({ csv, children, ...listProps }: ListProps & { csv: readonly CsvColumn[] }) {
  const exporter = useCsvExporter(csv);
  return (
    <List {...listProps} exporter={exporter}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        {children}
      </DataTable>
    </List>
  );
}
