import { Create } from 'react-admin';
import { AgendaForm } from './AgendaForm.tsx';

export function AgendaEventCreate() {
  return (
    <Create redirect="list">
      <AgendaForm />
    </Create>
  );
}
