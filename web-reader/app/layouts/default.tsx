import { isRouteErrorResponse, Outlet } from 'react-router';
import type { Route } from './+types/default';
import { useT } from '../i18n/use-t.ts';
import { AppBanner } from '../layout/AppBanner.tsx';
import { CookieBanner } from '../layout/CookieBanner.tsx';
import { ErrorScreen } from '../layout/ErrorScreen.tsx';
import { Footer } from '../layout/Footer.tsx';
import { LiteBar } from '../layout/LiteBar.tsx';
import { SubscribeModal, VisitorModal } from '../layout/Modals.tsx';
import { ProgressBar } from '../layout/ProgressBar.tsx';
import { Toasts } from '../layout/Toasts.tsx';
import { TopMenu } from '../layout/TopMenu.tsx';
import { useRoot } from '../layout/use-root.ts';

/**
 * Spec §2 default layout: top menu, the page, footer, and the visitor modal. The banners come first in the flow:
 * lying over the page they hid its buttons on a phone until answered.
 */
function Frame({ children }: { children: React.ReactNode }) {
  const t = useT();
  const { lite } = useRoot();
  return (
    <>
      <a href="#main" className="skip-link">
        {t('nav.skip')}
      </a>
      {lite ? (
        <LiteBar />
      ) : (
        <>
          <AppBanner />
          <CookieBanner />
        </>
      )}
      <ProgressBar />
      <TopMenu />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      {lite ? null : (
        <>
          <VisitorModal />
          <SubscribeModal />
          <Toasts />
        </>
      )}
    </>
  );
}

export default function DefaultLayout() {
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <Frame>
      <ErrorScreen status={status} />
    </Frame>
  );
}
