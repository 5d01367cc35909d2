import { isRouteErrorResponse, Outlet } from 'react-router';
import type { Route } from './+types/default';
import { useT } from '../i18n/use-t.ts';
import { AppBanner } from '../layout/AppBanner.tsx';
import { CookieBanner } from '../layout/CookieBanner.tsx';
import { ErrorScreen } from '../layout/ErrorScreen.tsx';
import { Footer } from '../layout/Footer.tsx';
import { LiteBar } from '../layout/LiteBar.tsx';
import { VisitorModal } from '../layout/Modals.tsx';
import { ProgressBar } from '../layout/ProgressBar.tsx';
import { Toasts } from '../layout/Toasts.tsx';
import { TopMenu } from '../layout/TopMenu.tsx';
import { useRoot } from '../layout/use-root.ts';

/**
 * Spec §2 default layout: top menu, the page, footer, and the visitor modal. The banners come last in the flow
 * and stick to the bottom of the screen (see base.css): rendered by the server, or taken away, they move
 * nothing above them, and at the end of the page they lie under the footer rather than over it.
 */
function Frame({ children }: { children: React.ReactNode }) {
  const t = useT();
  const { lite } = useRoot();
  return (
    <>
      <a href="#main" className="skip-link">
        {t('nav.skip')}
      </a>
      {lite ? <LiteBar /> : null}
      <ProgressBar />
      <TopMenu />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      {lite ? null : (
        <>
          <div className="banners">
            <AppBanner />
            <CookieBanner />
          </div>
          <VisitorModal />
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
