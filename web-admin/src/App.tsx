import { Admin } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

const dataProvider = simpleRestProvider('/api/admin');

/** The platform team's console, with no resources yet. */
export function App() {
  return <Admin basename="/admin" dataProvider={dataProvider} disableTelemetry title="Afrimedia admin" />;
}
