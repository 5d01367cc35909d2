import type { ReactElement, ReactNode } from 'react';
import { Show, SimpleShowLayout } from 'react-admin';

/** One record's page: its fields one under the other, each under its label, with the resource's actions above. */
export function RecordShow({ actions, children }: { actions?: ReactElement; children: ReactNode }) {
  return (
    <Show actions={actions}>
      <SimpleShowLayout>{children}</SimpleShowLayout>
    </Show>
  );
}
