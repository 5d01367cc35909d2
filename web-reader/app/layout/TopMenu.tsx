import { Link, NavLink, useLocation } from 'react-router';
import { useT, useTextOf } from '../i18n/use-t.ts';
import { authorMenu } from './author-menu.ts';
import { LanguagePicker } from './LanguagePicker.tsx';
import { useRoot } from './use-root.ts';

/**
 * Spec §2 top menu. Sub-menus are <details> elements: they open with a keyboard or a tap and work without any
 * script, which the data-saver pages have none of.
 */
export function TopMenu() {
  const t = useT();
  // A genre added later without a translation shows its slug.
  const genre = useTextOf('genre.');
  const { user, navigation, menu } = useRoot();
  const location = useLocation();
  const author = authorMenu(user);
  const inEvents = location.pathname.startsWith('/events') || location.pathname === '/epg';
  const app = t('app.name');

  return (
    <header className="top-bar">
      <Link to="/" className="brand">
        {app}
      </Link>
      <nav aria-label={t('nav.main')} className="top-menu">
        <ul>
          <li>
            <details>
              <summary>{t('nav.readerSpace')}</summary>
              <ul>
                <li>
                  <NavLink to="/search">{t('nav.discover')}</NavLink>
                </li>
                {user ? (
                  <li>
                    <NavLink to="/favs">{t('nav.myLists')}</NavLink>
                  </li>
                ) : null}
              </ul>
            </details>
          </li>
          <li>
            <details>
              <summary>{t('nav.authorSpace')}</summary>
              <ul>
                {author.kind === 'tools' ? (
                  <>
                    <li>
                      <NavLink to={author.manage}>{t('nav.manageArticles')}</NavLink>
                    </li>
                    <li>
                      <NavLink to={author.create}>{t('nav.createArticle')}</NavLink>
                    </li>
                    <li>
                      <NavLink to={author.stats}>{t('nav.stats')}</NavLink>
                    </li>
                  </>
                ) : (
                  <li>
                    <NavLink to={author.to}>
                      {author.to.endsWith('pending') ? t('nav.becomeAuthorPending') : t('nav.becomeAuthor')}
                    </NavLink>
                  </li>
                )}
              </ul>
            </details>
          </li>
          <li>
            <details>
              <summary>{t('nav.videos')}</summary>
              <ul>
                <li>
                  <NavLink to="/videos" end>
                    {t('nav.allVideos')}
                  </NavLink>
                </li>
                {navigation.videos.map((entry) => (
                  <li key={entry.slug}>
                    <NavLink to={entry.path}>{genre(entry.slug)}</NavLink>
                  </li>
                ))}
              </ul>
            </details>
          </li>
          <li>
            <details>
              <summary>{t('nav.podcasts')}</summary>
              <ul>
                {navigation.podcasts.map((entry) => (
                  <li key={entry.slug}>
                    <NavLink to={entry.path}>{genre(entry.slug)}</NavLink>
                  </li>
                ))}
              </ul>
            </details>
          </li>
          <li>
            <details>
              <summary>{t('nav.events')}</summary>
              <EventsLinks signedIn={user !== null} />
            </details>
          </li>
          <li>
            <details>
              <summary>{t('nav.info', { app })}</summary>
              <ul>
                <li>
                  <NavLink to="/who-are-we">{t('nav.whoAreWe')}</NavLink>
                </li>
                <li>
                  <NavLink to="/about-subscription">{t('nav.subscription')}</NavLink>
                </li>
                <li>
                  <NavLink to="/landing">{t('nav.learnMore')}</NavLink>
                </li>
                {menu
                  .filter(
                    (page) => !['who-are-we', 'become-author', 'become-author-pending'].includes(page.slug),
                  )
                  .map((page) => (
                    <li key={page.slug}>
                      <NavLink to={page.path} lang={page.language}>
                        {page.title}
                      </NavLink>
                    </li>
                  ))}
              </ul>
            </details>
          </li>
          <li>
            <NavLink to="/contact">{t('nav.contact')}</NavLink>
          </li>
        </ul>
      </nav>
      <div className="top-bar__end">
        <LanguagePicker />
        {user ? (
          <details className="profile-menu">
            <summary>{t('nav.profile')}</summary>
            <ul>
              <li>
                <Link to="/profile">{t('nav.settings')}</Link>
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
      {inEvents ? (
        <nav aria-label={t('nav.events')} className="section-menu">
          <EventsLinks signedIn={user !== null} />
        </nav>
      ) : null}
    </header>
  );
}

/** The events section's pages: a sub-menu of the top menu, and the events menu variant while the reader is in it. */
function EventsLinks({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  return (
    <ul>
      <li>
        <NavLink to="/events" end>
          {t('nav.eventsHeadlines')}
        </NavLink>
      </li>
      <li>
        <NavLink to="/search">{t('nav.discover')}</NavLink>
      </li>
      {signedIn ? (
        <li>
          <NavLink to="/events/myEvents">{t('nav.myEvents')}</NavLink>
        </li>
      ) : null}
      <li>
        <NavLink to="/epg">{t('nav.broadcast')}</NavLink>
      </li>
    </ul>
  );
}
