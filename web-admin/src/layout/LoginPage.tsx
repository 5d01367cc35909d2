import { Box, Typography } from '@mui/material';
import { Login, LoginForm, useTranslate } from 'react-admin';
import { AfrimediaMark } from './AfrimediaMark.tsx';
import { LanguagePicker } from './LanguagePicker.tsx';

/** The sign-in page under the product's name and mark, with the language picker before anyone signs in. */
export function LoginPage() {
  const translate = useTranslate();
  return (
    <Login
      avatarIcon={<AfrimediaMark />}
      sx={{
        background: 'linear-gradient(160deg, #0b6e4f 0%, #06402e 100%)',
        '& .RaLogin-card': { maxWidth: 'calc(100vw - 1rem)' },
        '& .RaLogin-icon': { width: 56, height: 56, bgcolor: 'transparent' },
      }}
    >
      <Box sx={{ textAlign: 'center', px: 2 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
          Afrimedia
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('afrimedia.login.subtitle')}
        </Typography>
      </Box>
      <LoginForm />
      <Box sx={{ display: 'flex', justifyContent: 'center', pb: 1 }}>
        <LanguagePicker />
      </Box>
    </Login>
  );
}
