import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { Link, NavLink, useLocation, type NavLinkProps } from 'react-router';
import { useT, useTextOf } from '../i18n/use-t.ts';
import { LanguageMenu } from './LanguageMenu.tsx';
import { useRoot } from './use-root.ts';

export const DRAWER_ID = 'site-drawer';

/**
 * Spec §2 top menu. Sub-menus are <details> elements: they open with a keyboard or a tap and work without any
 * script, which the data-saver pages have none of. On a phone the menus, the languages and the account sit in a
 * drawer behind one menu button, so the page starts right below a one-line bar; wide screens show them inline.
 * Until the scripts run (and on data-saver pages, which have none) the menu button is a link that opens the
 * drawer as the document's :target; once they run it is a button saying whether the drawer is open.
 * On a kids profile the root's data leaves out the author space, and the menu the subscription and the settings.
 */
export function TopMenu() {
  const t = useT();
  const { user, navigation, menu, author, kids } = useRoot();
  const location = useLocation();
  const inEvents = location.pathname.startsWith('/events') || location.pathname === '/epg';
  const app = t('app.name');
  const header = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLDivElement>(null);
  const [scripted, setScripted] = useState(false);
  const [open, setOpen] = useState(false);

  const closeAll = () => {
    setOpen(false);
    for (const details of header.current?.querySelectorAll('details[open]') ?? [])
      details.removeAttribute('open');
  };
  const focusOnOpen = useRef(false);

  // A menu left open after following one of its links would lie over the next page's title.
  useEffect(closeAll, [location.pathname, location.search]);

  useEffect(() => {
    setScripted(true);
    // Opened through the link before the scripts ran: it stays open as the button takes over.
    if (window.location.hash === `#${DRAWER_ID}`) setOpen(true);
    const outside = (event: PointerEvent) => {
      if (!header.current?.contains(event.target as Node)) closeAll();
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, []);

  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    focusOnOpen.current = false;
    drawer.current?.querySelector<HTMLElement>('summary, a, button')?.focus();
  }, [open]);

  const toggle = () => {
    focusOnOpen.current = !open;
    setOpen(!open);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    const details = (event.target as Element).closest('details[open]');
    if (details instanceof HTMLDetailsElement) {
      details.open = false;
      details.querySelector('summary')?.focus();
    } else if (open) {
      setOpen(false);
      menuButton.current?.focus();
    } else return;
    event.preventDefault();
  };

  // Following a link to the page already shown changes no location: close on the click itself as well.
  const onClick = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) closeAll();
  };

  return (
    <>
      <header
        ref={header}
        className="top-bar"
        data-scripted={scripted ? '' : undefined}
        onKeyDown={onKeyDown}
        onClick={onClick}
      >
        <Link to="/" className="brand">
          {app}
        </Link>
        {scripted ? (
          <button
            ref={menuButton}
            type="button"
            className="pill menu-button"
            aria-expanded={open}
            aria-controls={DRAWER_ID}
            onClick={toggle}
          >
            <MenuIcon />
            {t('nav.open')}
          </button>
        ) : (
          <a href={`#${DRAWER_ID}`} className="pill menu-button">
            <MenuIcon />
            {t('nav.open')}
          </a>
        )}
        <div id={DRAWER_ID} ref={drawer} className="drawer" data-open={open ? '' : undefined}>
          <nav aria-label={t('nav.main')} className="top-menu">
            <ul>
              <SubMenu label={t('nav.readerSpace')}>
                <ul>
                  <MenuLink to="/search">{t('nav.discover')}</MenuLink>
                  {user ? <MenuLink to="/favs">{t('nav.myLists')}</MenuLink> : null}
                </ul>
              </SubMenu>
              {author ? (
                <SubMenu label={t('nav.authorSpace')}>
                  <ul>
                    {author.kind === 'tools' ? (
                      <>
                        <MenuLink to={author.manage}>{t('nav.manageArticles')}</MenuLink>
                        <MenuLink to={author.create}>{t('nav.createArticle')}</MenuLink>
                        <MenuLink to={author.stats}>{t('nav.stats')}</MenuLink>
                      </>
                    ) : (
                      <MenuLink to={author.to}>
                        {author.to.endsWith('pending') ? t('nav.becomeAuthorPending') : t('nav.becomeAuthor')}
                      </MenuLink>
                    )}
                  </ul>
                </SubMenu>
              ) : null}
              <SubMenu label={t('nav.videos')}>
                <GenreLinks entries={navigation.videos}>
                  <MenuLink to="/videos" end>
                    {t('nav.allVideos')}
                  </MenuLink>
                </GenreLinks>
              </SubMenu>
              <SubMenu label={t('nav.podcasts')}>
                <GenreLinks entries={navigation.podcasts} />
              </SubMenu>
              <SubMenu label={t('nav.events')}>
                <EventsLinks signedIn={user !== null} />
              </SubMenu>
              <SubMenu label={t('nav.info', { app })}>
                <ul>
                  <MenuLink to="/who-are-we">{t('nav.whoAreWe')}</MenuLink>
                  {kids ? null : <MenuLink to="/about-subscription">{t('nav.subscription')}</MenuLink>}
                  <MenuLink to="/landing">{t('nav.learnMore')}</MenuLink>
                  {menu
                    .filter(
                      (page) => !['who-are-we', 'become-author', 'become-author-pending'].includes(page.slug),
                    )
                    .map((page) => (
                      <MenuLink key={page.slug} to={page.path} lang={page.language}>
                        {page.title}
                      </MenuLink>
                    ))}
                </ul>
              </SubMenu>
              <MenuLink to="/contact">{t('nav.contact')}</MenuLink>
            </ul>
          </nav>
          <div className="top-bar__end">
            <LanguageMenu />
            {user ? (
              <details className="profile-menu">
                <summary>{t('nav.profile')}</summary>
                <ul>
                  {kids ? null : (
                    <li>
                      <Link to="/profile">{t('nav.settings')}</Link>
                    </li>
                  )}
                  <li>
                    <Link to="/profiles">{t('profiles.switch')}</Link>
                  </li>
                  <li>
                    <form method="post" action="/logout">
                      <button type="submit" className="link-button">
                        {t('nav.logout')}
                      </button>
                    </form>
                  </li>
                </ul>
              </details>
            ) : (
              <Link to="/login" className="button button--small">
                {t('nav.login')}
              </Link>
            )}
          </div>
          {scripted ? null : (
            <a href="#" className="drawer__close">
              {t('nav.close')}
            </a>
          )}
        </div>
      </header>
      {inEvents ? (
        <nav aria-label={t('nav.events')} className="section-menu">
          <EventsLinks signedIn={user !== null} />
        </nav>
      ) : null}
    </>
  );
}

/** Three bars, drawn in the page's colour: no image to download. */
function MenuIcon() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="currentColor">
      <rect y="3" width="20" height="2" rx="1" />
      <rect y="9" width="20" height="2" rx="1" />
      <rect y="15" width="20" height="2" rx="1" />
    </svg>
  );
}

/** A sub-menu of the top menu: a <details>, so it opens with a keyboard or a tap without any script. */
function SubMenu({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li>
      <details>
        <summary>{label}</summary>
        {children}
      </details>
    </li>
  );
}

/** A menu entry, marked as the current page when it leads to the page shown. */
function MenuLink(link: NavLinkProps & { to: string }) {
  return (
    <li>
      <NavLink {...link} />
    </li>
  );
}

/** A sub-menu's genres after its `children`; a genre added later without a translation shows its slug. */
function GenreLinks({
  entries,
  children,
}: {
  entries: readonly { slug: string; path: string }[];
  children?: ReactNode;
}) {
  const genre = useTextOf('genre.');
  return (
    <ul>
      {children}
      {entries.map((entry) => (
        <MenuLink key={entry.slug} to={entry.path}>
          {genre(entry.slug)}
        </MenuLink>
      ))}
    </ul>
  );
}

/** The events section's pages: a sub-menu of the top menu, and the events menu variant while the reader is in it. */
function EventsLinks({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  return (
    <ul>
      <MenuLink to="/events" end>
        {t('nav.eventsHeadlines')}
      </MenuLink>
      <MenuLink to="/search">{t('nav.discover')}</MenuLink>
      {signedIn ? <MenuLink to="/events/myEvents">{t('nav.myEvents')}</MenuLink> : null}
      <MenuLink to="/epg">{t('nav.broadcast')}</MenuLink>
    </ul>
  );
}
