import { DataTable, List, type DataTableProps, type ListProps } from 'react-admin';

/** A list shown as a table without bulk actions, and without export unless given an exporter. */
export function TableList({
  rowClick,
  children,
  ...listProps
}: ListProps & { rowClick?: DataTableProps['rowClick'] }) {
  return (
    <List exporter={false} {...listProps}>
      <DataTable rowClick={rowClick} bulkActionButtons={false}>
        {children}
      </DataTable>
    </List>
  );
}
