import { AppBar as RaAppBar, LoadingIndicator } from 'react-admin';
import { LanguagePicker } from './LanguagePicker.tsx';

/** react-admin's bar, with the console's own language picker. */
export function AppBar() {
  return (
    <RaAppBar
      toolbar={
        <>
          <LanguagePicker />
          <LoadingIndicator />
        </>
      }
    />
  );
}
