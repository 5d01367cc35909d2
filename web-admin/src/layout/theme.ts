import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin lets its layout grow as wide as its widest table, which pushed the page past the screen and out of
 * sight (a queue's decision buttons at 1280 px); the page keeps to the screen and a list scrolls sideways inside
 * its own card.
 */
const fitToScreen: RaThemeOptions['components'] = {
  RaLayout: {
    styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } },
  },
  RaList: {
    styleOverrides: {
      root: { '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } },
    },
  },
};

const fitting = (theme: RaThemeOptions): RaThemeOptions => ({
  ...theme,
  components: { ...theme.components, ...fitToScreen },
});

export const lightTheme = fitting(defaultLightTheme);
export const darkTheme = fitting(defaultDarkTheme);
