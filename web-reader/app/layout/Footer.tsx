import { Link } from 'react-router';
import { useT } from '../i18n/use-t.ts';
import { LiteSwitch } from './LiteSwitch.tsx';
import { useRoot } from './use-root.ts';

const SOCIAL = [
  { name: 'Facebook', href: 'https://www.facebook.com/' },
  { name: 'X', href: 'https://x.com/' },
  { name: 'Instagram', href: 'https://www.instagram.com/' },
  { name: 'YouTube', href: 'https://www.youtube.com/' },
];

/** Spec §2 footer: terms, privacy, contact, social links, 'All rights reserved'; and the data-saver switch. */
export function Footer() {
  const t = useT();
  const { lite, year } = useRoot();
  return (
    <footer className="footer">
      <nav aria-label={t('footer.social')} className="footer__links">
        <Link to="/terms-of-use">{t('footer.terms')}</Link>
        <Link to="/privacy-policy">{t('footer.privacy')}</Link>
        <Link to="/contact">{t('footer.contact')}</Link>
        {SOCIAL.map((site) => (
          <a key={site.name} href={site.href} rel="noopener noreferrer">
            {site.name}
          </a>
        ))}
      </nav>
      {lite ? null : <LiteSwitch turnOn buttonClassName="link-button" />}
      <p>{t('footer.rights', { year, app: t('app.name') })}</p>
    </footer>
  );
}
