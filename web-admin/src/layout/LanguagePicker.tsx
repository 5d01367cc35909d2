import TranslateIcon from '@mui/icons-material/Translate';
import { Button, IconButton, Menu, MenuItem, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { useId, useState, type MouseEvent } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { LOCALES } from '../i18n/locales.ts';

/**
 * The console's languages, each written and marked up in itself so that a screen reader speaks it in its own
 * voice; the choice is kept for the next visit.
 */
export function LanguagePicker() {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = LOCALES.find((language) => language.locale === locale) ?? LOCALES[0];
  // On a phone the bar keeps its room for the page's title: the icon alone, its name said to screen readers.
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const open = anchor !== null;
  const trigger = {
    color: 'inherit',
    'aria-label': translate('afrimedia.language.choose', { language: current.name }),
    'aria-haspopup': 'menu',
    'aria-expanded': open,
    'aria-controls': open ? menuId : undefined,
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  } as const;
  return (
    <>
      {small ? (
        <IconButton {...trigger}>
          <TranslateIcon />
        </IconButton>
      ) : (
        <Button {...trigger} startIcon={<TranslateIcon />} sx={{ textTransform: 'none', minWidth: 0 }}>
          <span lang={current.locale}>{current.name}</span>
        </Button>
      )}
      <Menu id={menuId} anchorEl={anchor} open={open} onClose={() => setAnchor(null)}>
        {LOCALES.map((language) => (
          <MenuItem
            key={language.locale}
            lang={language.locale}
            selected={language.locale === locale}
            onClick={() => {
              setLocale(language.locale);
              setAnchor(null);
            }}
          >
            {language.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
