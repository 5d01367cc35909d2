import { createI18nProvider } from '../i18n/i18n-provider.ts';
import { createApiClient } from './api-client.ts';
import { createAuthProvider } from './auth-provider.ts';
import { createDataProvider } from './data-provider.ts';
import { browserSession } from './session.ts';

/** The console's providers, wired to this browser tab's session and the interface's language. */
export function browserProviders() {
  const session = browserSession();
  const i18nProvider = createI18nProvider();
  const client = createApiClient({ session, language: () => i18nProvider.getLocale() });
  return {
    i18nProvider,
    dataProvider: createDataProvider(client),
    authProvider: createAuthProvider(client, session),
  };
}
