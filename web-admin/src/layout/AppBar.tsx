import { useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { AppBar as RaAppBar, LoadingIndicator, ToggleThemeButton } from 'react-admin';
import { LanguagePicker } from './LanguagePicker.tsx';

/**
 * react-admin's bar with the console's own language picker; on a phone the light/dark switch gives its room to the
 * page's title, and the theme follows the phone's own setting.
 */
export function AppBar() {
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <RaAppBar
      toolbar={
        <>
          <LanguagePicker />
          {small ? null : <ToggleThemeButton />}
          <LoadingIndicator />
        </>
      }
    />
  );
}
