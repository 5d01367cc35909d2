import {
  AdminContext,
  AdminUI,
  localStorageStore,
  Resource,
  type AuthProvider,
  type I18nProvider,
} from 'react-admin';
import { BrowserRouter } from 'react-router';
import { Dashboard } from './dashboard/Dashboard.tsx';
import { Direction } from './layout/Direction.tsx';
import { Layout } from './layout/Layout.tsx';
import { LoginPage } from './layout/LoginPage.tsx';
import { darkTheme, lightTheme } from './layout/theme.ts';
import type { AdminDataProvider } from './providers/data-provider.ts';
import { resources } from './resources/index.ts';

/**
 * Where the API serves the console; its index.html answers every path below it. The router holds the prefix, so
 * react-admin routes as if at the root.
 */
export const BASENAME = '/admin';

/** Preferences, the language among them, kept in the browser from one visit to the next as `<Admin>` keeps them. */
const store = localStorageStore();

export interface AppProps {
  dataProvider: AdminDataProvider;
  authProvider: AuthProvider;
  i18nProvider: I18nProvider;
}

/** The platform team's console; the language, known inside react-admin's context, sets the screens' direction. */
export function App({ dataProvider, authProvider, i18nProvider }: AppProps) {
  return (
    <BrowserRouter basename={BASENAME}>
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={store}
        lightTheme={lightTheme}
        darkTheme={darkTheme}
      >
        <Direction>
          <AdminUI
            dashboard={Dashboard}
            layout={Layout}
            loginPage={LoginPage}
            title="afrimedia.title"
            requireAuth
            disableTelemetry
          >
            {Object.entries(resources).map(([name, views]) => (
              <Resource key={name} name={name} {...views} />
            ))}
          </AdminUI>
        </Direction>
      </AdminContext>
    </BrowserRouter>
  );
}
