import { MATURITY_RATINGS } from '@afrimedia/domain/maturity';
import { useT } from '../../i18n/use-t.ts';
import { useRoot } from '../../layout/use-root.ts';
import { SubmitRow } from './form-parts.tsx';
import { tabPath } from './tabs.ts';

/**
 * The reading preferences this device keeps: the data saver (the same switch as the data-saver bar) and the age
 * filter. Plain document forms, so they work on the data-saver pages, which carry no script.
 */
export function PreferencesTab() {
  const t = useT();
  const { lite, ageFilter } = useRoot();
  return (
    <>
      <form method="post" action="/settings/lite" className="stack">
        <input type="hidden" name="returnTo" value={tabPath('preferences')} />
        <input type="hidden" name="lite" value={lite ? '0' : '1'} />
        <h3>{t('lite.turnOn')}</h3>
        <p>{lite ? t('profile.preferences.liteOn') : t('profile.preferences.liteOff')}</p>
        <p className="field-hint">{t('profile.preferences.liteHint')}</p>
        <SubmitRow>
          {lite ? t('profile.preferences.turnLiteOff') : t('profile.preferences.turnLiteOn')}
        </SubmitRow>
      </form>
      <form method="post" action="/settings/age" className="stack">
        <input type="hidden" name="returnTo" value={tabPath('preferences')} />
        <fieldset className="stack">
          <legend>
            <h3>{t('profile.preferences.age')}</h3>
          </legend>
          <p className="field-hint" id="age-filter-hint">
            {t('profile.preferences.ageHint')}
          </p>
          {MATURITY_RATINGS.map((rating) => (
            <label key={rating} className="inline">
              <input
                type="radio"
                name="age"
                value={rating}
                defaultChecked={rating === ageFilter}
                aria-describedby="age-filter-hint"
              />
              {t(`profile.preferences.age.${rating}`)}
            </label>
          ))}
        </fieldset>
        <SubmitRow>{t('profile.preferences.ageSave')}</SubmitRow>
      </form>
    </>
  );
}
