import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { dayFormat } from '../../i18n/day-format.ts';
import { useT } from '../../i18n/use-t.ts';
import { useRoot } from '../../layout/use-root.ts';
import { keptItems, removeSaved, type SavedItem } from '../../offline/saved-items.ts';
import { tabPath } from './tabs.ts';

type Shelf = { state: 'loading' } | { state: 'unsupported' } | { state: 'ready'; items: SavedItem[] };

/**
 * What this device keeps for offline reading and listening (Premium). Only the browser knows it, so the list is
 * written once the page has hydrated; items whose Premium has ended are dropped as it is read. Each link loads the
 * whole page, which the service worker answers from the saved copy when there is no connection.
 */
export function SavedTab() {
  const t = useT();
  const { lang, premiumUntil } = useRoot();
  const [params] = useSearchParams();
  const [shelf, setShelf] = useState<Shelf>({ state: 'loading' });
  const [announced, setAnnounced] = useState('');
  // The pressed button leaves with its item: focus stays in the tab rather than falling back to the page's top.
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!('serviceWorker' in navigator) || !('caches' in window)) {
      setShelf({ state: 'unsupported' });
      return;
    }
    let shown = true;
    keptItems(new Date()).then(
      (items) => shown && setShelf({ state: 'ready', items }),
      () => shown && setShelf({ state: 'unsupported' }),
    );
    return () => {
      shown = false;
    };
  }, []);

  const remove = async (item: SavedItem) => {
    await removeSaved(item.path);
    setShelf({ state: 'ready', items: await keptItems(new Date()) });
    setAnnounced(t('offline.list.removed', { title: item.title }));
    panel.current?.focus();
  };

  return (
    <div className="stack saved" ref={panel} tabIndex={-1}>
      {premiumUntil ? null : (
        <p>
          {t('offline.list.premium')} <Link to={tabPath('subscriptions')}>{t('offline.list.subscribe')}</Link>
        </p>
      )}
      {params.has('failed') ? (
        <p className="form-status" role="alert">
          {t('offline.list.failed')}
        </p>
      ) : null}
      {shelf.state === 'loading' ? <p>{t('offline.list.loading')}</p> : null}
      {shelf.state === 'unsupported' ? <p>{t('offline.list.unsupported')}</p> : null}
      {shelf.state === 'ready' && shelf.items.length === 0 ? <p>{t('offline.list.empty')}</p> : null}
      {shelf.state === 'ready' && shelf.items.length > 0 ? (
        <ul className="saved__list">
          {shelf.items.map((item) => (
            <li key={item.path} className="saved__item">
              <div>
                <a href={item.path} dir="auto" className="saved__title">
                  {item.title || item.path}
                </a>
                <p className="saved__meta">
                  {`${t(`type.${item.type}`)} · ${t('offline.list.until', { date: dayFormat(lang).format(new Date(item.until)) })}`}
                </p>
              </div>
              <button
                type="button"
                className="pill"
                aria-label={t('offline.list.removeLabel', { title: item.title })}
                onClick={() => void remove(item)}
              >
                {t('offline.list.remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="visually-hidden" role="status">
        {announced}
      </p>
    </div>
  );
}
