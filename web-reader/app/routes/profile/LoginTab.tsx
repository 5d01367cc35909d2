import { Form } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import type { User } from '../../server/root-data.server.ts';
import { Field, fieldError, FormStatus } from './form-parts.tsx';
import type { ProfileActionResult } from './profile-result.ts';
import { tabPath } from './tabs.ts';

const PASSWORD_FIELDS = ['current_password', 'password', 'password_confirmation'] as const;

/** Login settings: the e-mail address, and a new password, which needs the current one. */
export function LoginTab({ user, result }: { user: User; result: ProfileActionResult | undefined }) {
  const t = useT();
  const passwordError = (field: (typeof PASSWORD_FIELDS)[number]) => fieldError(result, 'password', field);
  return (
    <div className="stack">
      <Form method="post" action={tabPath('login')} className="stack">
        <input type="hidden" name="intent" value="email" />
        <FormStatus result={result} intent="email" fields={['email']} />
        <Field
          name="email"
          type="email"
          label={t('profile.login.email')}
          autoComplete="email"
          dir="ltr"
          required
          defaultValue={user.email}
          error={fieldError(result, 'email', 'email')}
        />
        <p>
          <button type="submit" className="button">
            {t('profile.login.saveEmail')}
          </button>
        </p>
      </Form>
      <Form method="post" action={tabPath('login')} className="stack">
        <input type="hidden" name="intent" value="password" />
        <h3>{t('profile.login.passwordTitle')}</h3>
        <p className="field-hint">{t('profile.login.passwordNote')}</p>
        <FormStatus result={result} intent="password" fields={PASSWORD_FIELDS} />
        <Field
          name="current_password"
          type="password"
          label={t('profile.login.currentPassword')}
          autoComplete="current-password"
          required
          error={passwordError('current_password')}
        />
        <Field
          name="password"
          type="password"
          label={t('profile.login.newPassword')}
          autoComplete="new-password"
          hint={t('profile.login.passwordRule')}
          required
          minLength={8}
          error={passwordError('password')}
        />
        <Field
          name="password_confirmation"
          type="password"
          label={t('profile.login.confirmPassword')}
          autoComplete="new-password"
          required
          error={passwordError('password_confirmation')}
        />
        <p>
          <button type="submit" className="button">
            {t('profile.login.savePassword')}
          </button>
        </p>
      </Form>
    </div>
  );
}
