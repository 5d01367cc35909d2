import { DataTable, List, type DataTableProps, type ListProps } from 'react-admin';

/** A list shown as a table, with neither bulk actions nor export: what most of the console's lists are. */
export function TableList({
  rowClick,
  children,
  ...listProps
}: ListProps & { rowClick?: DataTableProps['rowClick'] }) {
  return (
    <List {...listProps} exporter={false}>
      <DataTable rowClick={rowClick} bulkActionButtons={false}>
        {children}
      </DataTable>
    </List>
  );
}
