import { Admin, Resource, type AuthProvider, type I18nProvider } from 'react-admin';
import { BrowserRouter } from 'react-router';
import { Dashboard } from './dashboard/Dashboard.tsx';
import { Layout } from './layout/Layout.tsx';
import type { AdminDataProvider } from './providers/data-provider.ts';
import { resources } from './resources/index.ts';

/**
 * Where the API serves the console; its index.html answers every path below it. The router holds the prefix, so
 * react-admin routes as if at the root.
 */
export const BASENAME = '/admin';

export interface AppProps {
  dataProvider: AdminDataProvider;
  authProvider: AuthProvider;
  i18nProvider: I18nProvider;
}

/** The platform team's console. */
export function App({ dataProvider, authProvider, i18nProvider }: AppProps) {
  return (
    <BrowserRouter basename={BASENAME}>
      <Admin
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        dashboard={Dashboard}
        layout={Layout}
        title="afrimedia.title"
        requireAuth
        disableTelemetry
      >
        {Object.entries(resources).map(([name, views]) => (
          <Resource key={name} name={name} {...views} />
        ))}
      </Admin>
    </BrowserRouter>
  );
}
