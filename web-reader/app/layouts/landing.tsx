import { Link, Outlet } from 'react-router';
import { useT } from '../i18n/use-t.ts';
import { Footer } from '../layout/Footer.tsx';
import { LanguagePicker } from '../layout/LanguagePicker.tsx';

/** Spec §2 landing layout: the logo and the language picks, the page, the footer. */
export default function LandingLayout() {
  const t = useT();
  return (
    <>
      <a href="#main" className="skip-link">
        {t('nav.skip')}
      </a>
      <header className="top-bar top-bar--landing">
        <Link to="/" className="brand">
          {t('app.name')}
        </Link>
        <LanguagePicker />
      </header>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
