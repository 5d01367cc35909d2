import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import rtlPlugin from '@mui/stylis-plugin-rtl';
import { useCallback, useLayoutEffect, type ReactNode } from 'react';
import { useLocaleState } from 'react-admin';
import { prefixer } from 'stylis';
import { directionOf } from '../i18n/locales.ts';

/**
 * MUI writes its styles left to right; in a right-to-left language the plugin flips them as Emotion writes them,
 * so each direction keeps its own cache (and class names) and a switch of language restyles without a reload.
 */
const caches = {
  ltr: createCache({ key: 'ltr', stylisPlugins: [prefixer] }),
  rtl: createCache({ key: 'rtl', stylisPlugins: [prefixer, rtlPlugin] }),
};

/** Lays the console out in the direction of its language: the document's `dir` and `lang`, and MUI's theme. */
export function Direction({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  const direction = directionOf(locale);
  useLayoutEffect(() => {
    document.documentElement.dir = direction;
    document.documentElement.lang = locale;
  }, [direction, locale]);
  const theme = useCallback((outer: Theme) => ({ ...outer, direction }), [direction]);
  return (
    <CacheProvider value={caches[direction]}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </CacheProvider>
  );
}
