import { DataTable } from 'react-admin';
import { ActionButton } from '../../actions/ActionButton.tsx';
import { sortBy } from '../../shared/admin-api.ts';
import { DateTimeField } from '../../shared/DateField.tsx';
import { StatusField, TranslatedField } from '../../shared/fields.tsx';
import { TableList } from '../../shared/TableList.tsx';
import { isActive } from './ad-breaks.ts';

export function AdBreakList() {
  return (
    <TableList sort={sortBy<'ad-breaks'>('publishedAt', 'DESC')} rowClick="show">
      <DataTable.Col source="title" />
      <DataTable.Col source="mediaKind">
        <TranslatedField source="mediaKind" prefix="afrimedia.media_kinds" />
      </DataTable.Col>
      <DataTable.Col source="status">
        <StatusField source="status" />
      </DataTable.Col>
      <DataTable.Col source="publishedAt" field={DateTimeField} />
      <DataTable.Col disableSort>
        <ActionButton action="withdraw" when={isActive} />
      </DataTable.Col>
    </TableList>
  );
}
