import { useLocation } from 'react-router';
import { useT } from '../i18n/use-t.ts';

/** Shown on every data-saver page: what is left out, and a visible way back to the full site. */
export function LiteBar() {
  const t = useT();
  const location = useLocation();
  return (
    <form method="post" action="/settings/lite" className="lite-bar">
      <p>{t('lite.on')}</p>
      <input type="hidden" name="lite" value="0" />
      <input type="hidden" name="returnTo" value={location.pathname + location.search} />
      <button type="submit" className="button button--small">
        {t('lite.turnOff')}
      </button>
    </form>
  );
}
