import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/root';
import { fetchCatalogue, useCatalogue } from './i18n/catalogues.ts';
import { bannerChoicesOf, reconcileBannerChoices, type BannerChoices } from './layout/banner-choices.ts';
import { MessagesProvider } from './i18n/MessagesProvider.tsx';
import { ErrorScreen } from './layout/ErrorScreen.tsx';
import { useNonce } from './nonce.ts';
import { loadRootData, type RootData } from './server/root-data.server.ts';
import { readCookies } from './server/session.server.ts';
import { deviceActions } from './store/device-slice.ts';
import { persistTo } from './store/persistence.ts';
import { readerActions } from './store/reader-slice.ts';
import { createReaderStore } from './store/store.ts';
import appStyles from './styles/app.css?url';

/**
 * With a precedence React hoists the stylesheet into the head ahead of the script preloads, so a slow network
 * fetches what the first paint needs before the JavaScript.
 */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: appStyles, precedence: 'default' },
];

/** The root's data, with the answers the banners got, so the server renders a banner only while it waits for one. */
type ReaderRootData = RootData & { readonly banners: BannerChoices };

export const loader = async ({ request, context }: Route.LoaderArgs): Promise<ReaderRootData> => ({
  ...(await loadRootData(request, context)),
  banners: bannerChoicesOf(readCookies(request)),
});

/**
 * New root data may name another language (a sign-in as a French reader, a language picked): its messages are
 * fetched before the data is used, so the page's title and text come formatted in that language rather than as
 * message ids. A failed fetch leaves the messages shown before; the page asks again as it renders.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await fetchCatalogue(data.catalogue).catch(() => undefined);
  return data;
}

/**
 * The root's data (messages, user, menus) changes only with the language or after an action (sign-in, toggles,
 * profile): other navigations keep it instead of fetching it again on a slow network.
 */
export function shouldRevalidate({
  formMethod,
  formAction,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  // A like or follow already shows on the page; fetching the menus and messages again would only cost bytes.
  if (formAction === '/actions/toggle') return false;
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  return currentUrl.searchParams.get('lang') !== nextUrl.searchParams.get('lang');
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<ReaderRootData>('root');
  const nonce = useNonce();
  const lite = data?.lite ?? false;
  return (
    <html lang={data?.lang ?? 'en'} dir={data?.dir ?? 'ltr'} data-catalogue={data?.catalogue}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b6e4f" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {lite ? null : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

function Providers({ data, children }: { data: ReaderRootData; children: ReactNode }) {
  const [store] = useState(() =>
    createReaderStore({
      reader: {
        likes: data.user?.likes ?? [],
        favs: data.user?.favs ?? [],
        follows: data.user?.follows ?? [],
        watched: Object.fromEntries((data.user?.watched ?? []).map(({ id, time }) => [id, time])),
        profile: null,
      },
      device: {
        lang: data.lang,
        deviceId: data.deviceId,
        cookiePermissions: data.banners.consent,
        appBannerClosed: data.banners.appBannerClosed,
      },
    }),
  );
  const messages = useCatalogue(data.catalogue);
  const signedIn = data.user !== null;
  const { banners } = data;
  useEffect(() => {
    const stop = persistTo(window.localStorage, store, signedIn);
    const { cookiePermissions, appBannerClosed } = store.getState().device;
    const fix = reconcileBannerChoices({ consent: cookiePermissions, appBannerClosed }, banners);
    store.dispatch(
      deviceActions.restored({
        ...(fix.consent ? { cookiePermissions: fix.consent } : {}),
        ...(fix.appBannerClosed ? { appBannerClosed: true } : {}),
      }),
    );
    return stop;
  }, [store, signedIn, banners]);
  useEffect(() => {
    if (data.user) store.dispatch(readerActions.signedIn(data.user));
    else store.dispatch(readerActions.loggedOut());
  }, [store, data.user]);
  return (
    <Provider store={store}>
      <MessagesProvider locale={data.lang} messages={messages}>
        {children}
      </MessagesProvider>
    </Provider>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <Providers data={loaderData}>
      <Outlet />
    </Providers>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<ReaderRootData>('root');
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // Without the root's data there are no messages to say more than the status in: a number and a way home.
  if (!data)
    return (
      <main id="main">
        <h1>{status}</h1>
        <a href="/">Afrimedia</a>
      </main>
    );
  return (
    <Providers data={data}>
      <main id="main">
        <ErrorScreen status={status} />
      </main>
    </Providers>
  );
}
