import { Typography } from '@mui/material';
import { ArrayField, DataTable, TextField, useTranslate, type Identifier } from 'react-admin';
import { ApplicationActions } from '../../actions/ApplicationQueue.tsx';
import { ListTextField, StatusField } from '../../shared/fields.tsx';
import { RecordShow } from '../../shared/RecordShow.tsx';
import { applicationDecisionFields } from '../../shared/show-fields.tsx';

/** Each article opens in full in the articles resource, so the team reads what it validates. */
const articlePath = (id: Identifier) => `/articles/${encodeURIComponent(String(id))}/show`;

export function PublicationApplicationShow() {
  return (
    <RecordShow actions={<ApplicationActions />}>
      <TextField source="name" />
      <TextField source="slug" />
      <TextField source="ownerEmail" />
      <TextField source="description" />
      <ListTextField source="topics" />
      {applicationDecisionFields}
      <ArrayField source="articles">
        <DataTable rowClick={articlePath} bulkActionButtons={false} empty={<EmptyArticles />}>
          <DataTable.Col source="title" />
          <DataTable.Col source="summary" />
          <DataTable.Col source="state" field={StatusField} />
        </DataTable>
      </ArrayField>
    </RecordShow>
  );
}

function EmptyArticles() {
  const translate = useTranslate();
  return <Typography variant="body2">{translate('afrimedia.articles.none')}</Typography>;
}
