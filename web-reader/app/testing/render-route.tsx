import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { createRoutesStub, Outlet, useRouteLoaderData } from 'react-router';
import { catalogueAt } from '../i18n/catalogues.ts';
import { MessagesProvider } from '../i18n/MessagesProvider.tsx';
import type { RootData } from '../server/root-data.server.ts';
import { createReaderStore, type ReaderStore } from '../store/store.ts';
import { testRootData } from './root-data.ts';

interface StubRoute {
  path: string;
  Component: ComponentType;
  loader?: () => unknown;
  action?: (args: { request: Request }) => unknown;
}

/** The root route's part for route tests: the store and the messages of the root's data. */
export function Root({ store }: { store: ReaderStore }) {
  const data = useRouteLoaderData<RootData>('root');
  if (!data) return null;
  return (
    <Provider store={store}>
      <MessagesProvider locale={data.lang} messages={catalogueAt(data.catalogue) ?? {}}>
        <Outlet />
      </MessagesProvider>
    </Provider>
  );
}

/** The reader's store as the root starts it from its data. */
export function storeOf(root: RootData): ReaderStore {
  return createReaderStore({
    reader: {
      likes: root.user?.likes ?? [],
      favs: root.user?.favs ?? [],
      follows: root.user?.follows ?? [],
      watched: {},
      profile: null,
    },
    device: { lang: root.lang, deviceId: root.deviceId, cookiePermissions: null, appBannerClosed: false },
  });
}

/**
 * Renders routes below a stub of the root route (its data, the store, the messages), at `url`. Loaders and
 * actions are the test's: route tests check what a screen does with what the server answered.
 */
export function renderRoutes(
  routes: StubRoute[],
  { url = '/', root = testRootData() }: { url?: string; root?: RootData } = {},
) {
  const store = storeOf(root);
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => root,
      Component: () => <Root store={store} />,
      children: routes.map((route) => ({ ...route, path: route.path.replace(/^\//, '') })),
    },
  ]);
  return { store, ...render(<Stub initialEntries={[url]} />) };
}
