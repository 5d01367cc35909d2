import { Edit, TopToolbar } from 'react-admin';
import { ActionButton } from '../../actions/ActionButton.tsx';
import { AgendaForm } from './AgendaForm.tsx';
import { isNotCancelled } from './agenda.ts';

function Actions() {
  return (
    <TopToolbar>
      <ActionButton action="cancel" withReason when={isNotCancelled} />
    </TopToolbar>
  );
}

export function AgendaEventEdit() {
  return (
    <Edit actions={<Actions />} mutationMode="pessimistic">
      <AgendaForm />
    </Edit>
  );
}
