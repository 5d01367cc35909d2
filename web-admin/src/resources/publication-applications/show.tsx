import { Typography } from '@mui/material';
import {
  ArrayField,
  DataTable,
  Show,
  SimpleShowLayout,
  TextField,
  useTranslate,
  type Identifier,
} from 'react-admin';
import { DateField } from '../../shared/DateField.tsx';
import { ApplicationActions } from '../../actions/ApplicationQueue.tsx';
import { ListTextField, TranslatedField, WaitingField } from '../../shared/fields.tsx';

/** Each article opens in full in the articles resource, so the team reads what it validates. */
const articlePath = (id: Identifier) => `/articles/${encodeURIComponent(String(id))}/show`;

export function PublicationApplicationShow() {
  return (
    <Show actions={<ApplicationActions />}>
      <SimpleShowLayout>
        <TextField source="name" />
        <TextField source="slug" />
        <TextField source="ownerEmail" />
        <TextField source="description" />
        <ListTextField source="topics" />
        <TranslatedField source="status" prefix="afrimedia.status" />
        <DateField source="submittedAt" showTime />
        <WaitingField source="waitingSeconds" />
        <DateField source="decidedAt" showTime />
        <TextField source="decidedBy" />
        <TextField source="reason" />
        <ArrayField source="articles">
          <DataTable rowClick={articlePath} bulkActionButtons={false} empty={<EmptyArticles />}>
            <DataTable.Col source="title" />
            <DataTable.Col source="summary" />
            <DataTable.Col source="state">
              <TranslatedField source="state" prefix="afrimedia.status" />
            </DataTable.Col>
          </DataTable>
        </ArrayField>
      </SimpleShowLayout>
    </Show>
  );
}

function EmptyArticles() {
  const translate = useTranslate();
  return <Typography variant="body2">{translate('afrimedia.articles.none')}</Typography>;
}
