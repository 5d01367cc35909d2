import { SaveButton, Toolbar } from 'react-admin';

/** Saving only: the API deletes none of these records (their history stays in the events). */
export function SaveOnlyToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}
