import { useT } from '../../i18n/use-t.ts';
import { Field, fieldError, FormStatus } from './form-parts.tsx';
import type { ProfileActionResult } from './profile-result.ts';
import { TabForm } from './TabForm.tsx';

/**
 * Spec §2: deleting the account is irreversible and removes the profile, publications, articles and mailing
 * list. The reader can first take a copy of everything held on them; the deletion asks for the password again
 * and an explicit acknowledgement, so neither a stolen session nor a slip of the finger deletes an account.
 */
export function DeleteTab({ result }: { result: ProfileActionResult | undefined }) {
  const t = useT();
  return (
    <div className="stack">
      <section className="stack" aria-labelledby="export-title">
        <h3 id="export-title">{t('profile.export.title')}</h3>
        <p>{t('profile.export.about')}</p>
        <p>
          <a className="button button--quiet" href="/profile/export" download>
            {t('profile.export.download')}
          </a>
        </p>
      </section>
      <TabForm tab="delete" intent="delete-account" submit={t('profile.delete.button')} danger>
        <p className="danger-note" id="delete-warning">
          <strong>{t('profile.delete.warning')}</strong>
        </p>
        <FormStatus result={result} intent="delete-account" fields={['current_password']} />
        <Field
          name="current_password"
          id="delete-current_password"
          type="password"
          label={t('profile.login.currentPassword')}
          autoComplete="current-password"
          required
          error={fieldError(result, 'delete-account', 'current_password')}
        />
        <label className="inline">
          <input
            type="checkbox"
            name="confirm"
            value="1"
            required
            aria-invalid={fieldError(result, 'delete-account', 'confirm') ? true : undefined}
          />
          <span>{t('profile.delete.confirm')}</span>
        </label>
      </TabForm>
    </div>
  );
}
