import { useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { useAppDispatch } from '../../store/store.ts';
import { uiActions } from '../../store/ui-slice.ts';
import { SHARE_MARKER, shareTargets, type ShareLabel } from './share-targets.ts';

/**
 * Share links and the page's address, `url` with the share marker. The links open in a new tab and `onShare`
 * counts each use; the copy button needs the clipboard, so it replaces the read-only address only once scripts run
 * and the browser has one.
 */
export function ShareLinks({
  url,
  title,
  onShare,
}: {
  url: string;
  title: string;
  onShare: (label: ShareLabel | 'copy') => void;
}) {
  const t = useT();
  const dispatch = useAppDispatch();
  const [canCopy, setCanCopy] = useState(false);
  const shared = `${url}?${SHARE_MARKER}`;
  // Effects run in the browser only, where `navigator` always is.
  useEffect(() => setCanCopy(Boolean(navigator.clipboard)), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shared);
    } catch {
      // Refused (no permission, no focus): the address is shown to copy by hand instead.
      setCanCopy(false);
      return;
    }
    dispatch(uiActions.showToast(t('content.share.copied')));
    onShare('copy');
  };

  return (
    <div className="share">
      <ul className="share__links">
        {shareTargets(shared, title).map(({ label, href }) => (
          <li key={label}>
            <a
              className={`share__link share__link--${label}`}
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => onShare(label)}
            >
              {t(`content.share.${label}`)}
              <span className="visually-hidden"> {t('content.share.newTab')}</span>
            </a>
          </li>
        ))}
        {canCopy ? (
          <li>
            <button type="button" className="share__link" onClick={() => void copy()}>
              {t('content.share.copy')}
            </button>
          </li>
        ) : null}
      </ul>
      {canCopy ? null : (
        <label className="share__address">
          {t('content.share.link')}
          <input type="url" readOnly value={shared} dir="ltr" />
        </label>
      )}
    </div>
  );
}
