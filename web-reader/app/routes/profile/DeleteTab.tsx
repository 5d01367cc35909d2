import { Link } from 'react-router';
import { useT } from '../../i18n/use-t.ts';

/**
 * Spec §2: deleting the account is irreversible and removes the profile, publications, articles and mailing
 * list. The API has no deletion call yet, so the form is shown disabled with the reason, never as a fake.
 */
export function DeleteTab() {
  const t = useT();
  return (
    <div className="stack">
      <p className="danger-note" id="delete-warning">
        <strong>{t('profile.delete.warning')}</strong>
      </p>
      <fieldset className="stack">
        <legend className="visually-hidden">{t('profile.tab.delete')}</legend>
        <label className="inline">
          <input type="checkbox" name="confirm" value="1" disabled />
          <span>{t('profile.delete.confirm')}</span>
        </label>
        <p>
          <button
            type="button"
            className="button button--danger"
            disabled
            aria-describedby="delete-warning delete-unavailable"
          >
            {t('profile.delete.button')}
          </button>
        </p>
      </fieldset>
      <p id="delete-unavailable" className="field-hint">
        {t('profile.delete.unavailable')} <Link to="/contact">{t('profile.delete.contact')}</Link>
      </p>
    </div>
  );
}
