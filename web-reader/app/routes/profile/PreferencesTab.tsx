import { useT } from '../../i18n/use-t.ts';
import { useRoot } from '../../layout/use-root.ts';
import { tabPath } from './tabs.ts';

/**
 * The reading preference this device keeps: the data saver (the same switch as the data-saver bar). A plain
 * document form, so it works on the data-saver pages, which carry no script.
 */
export function PreferencesTab() {
  const t = useT();
  const { lite } = useRoot();
  return (
    <form method="post" action="/settings/lite" className="stack">
      <input type="hidden" name="returnTo" value={tabPath('preferences')} />
      <input type="hidden" name="lite" value={lite ? '0' : '1'} />
      <h3>{t('lite.turnOn')}</h3>
      <p>{lite ? t('profile.preferences.liteOn') : t('profile.preferences.liteOff')}</p>
      <p className="field-hint">{t('profile.preferences.liteHint')}</p>
      <p>
        <button type="submit" className="button">
          {lite ? t('profile.preferences.turnLiteOff') : t('profile.preferences.turnLiteOn')}
        </button>
      </p>
    </form>
  );
}
