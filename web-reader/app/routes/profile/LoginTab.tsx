import type { WebMessageId } from '@afrimedia/i18n/web';
import { useT } from '../../i18n/use-t.ts';
import type { User } from '../../server/root-data.server.ts';
import { Field, fieldError, FormStatus, SavedNote } from './form-parts.tsx';
import type { ProfileActionResult } from './profile-result.ts';
import { TabForm } from './TabForm.tsx';

const PASSWORD_FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
interface PasswordInput {
  readonly name: (typeof PASSWORD_FIELDS)[number];
  readonly label: WebMessageId;
  readonly autoComplete: 'current-password' | 'new-password';
  readonly hint?: WebMessageId;
  readonly minLength?: number;
}

/** The password form's inputs; `autoComplete` tells password managers which one to fill and which to save. */
const PASSWORD_INPUTS: readonly PasswordInput[] = [
  { name: 'current_password', label: 'profile.login.currentPassword', autoComplete: 'current-password' },
  {
    name: 'password',
    label: 'profile.login.newPassword',
    autoComplete: 'new-password',
    hint: 'profile.login.passwordRule',
    minLength: 8,
  },
  { name: 'password_confirmation', label: 'profile.login.confirmPassword', autoComplete: 'new-password' },
];
const EMAIL_FIELDS = ['email', 'current_password'] as const;

/** Login settings: the e-mail address and the password, each changed only with the current password. */
export function LoginTab({ user, result }: { user: User; result: ProfileActionResult | undefined }) {
  const t = useT();
  const passwordError = (field: (typeof PASSWORD_FIELDS)[number]) => fieldError(result, 'password', field);
  return (
    <div className="stack">
      <EmailForms user={user} result={result} />
      <TabForm tab="login" intent="password" submit={t('profile.login.savePassword')}>
        <h3>{t('profile.login.passwordTitle')}</h3>
        <p className="field-hint">{t('profile.login.passwordNote')}</p>
        <FormStatus result={result} intent="password" fields={PASSWORD_FIELDS} />
        {PASSWORD_INPUTS.map(({ name, label, hint, ...input }) => (
          <Field
            key={name}
            name={name}
            type="password"
            label={t(label)}
            hint={hint && t(hint)}
            required
            error={passwordError(name)}
            {...input}
          />
        ))}
      </TabForm>
    </div>
  );
}

/**
 * A new address asks for the current password and becomes the account's only once the code sent to it comes back:
 * a stolen session alone cannot move the account to another mailbox. The code form shows while a change waits.
 */
function EmailForms({ user, result }: { user: User; result: ProfileActionResult | undefined }) {
  const t = useT();
  const sent = result?.intent === 'email' && 'saved' in result ? result.email : undefined;
  const confirming = result?.intent === 'confirm-email';
  const confirmed = confirming && 'saved' in result ? result.email : undefined;
  return (
    <>
      <TabForm tab="login" intent="email" submit={t('profile.login.saveEmail')}>
        <p className="field-hint">{t('profile.login.emailNote')}</p>
        {!sent && <FormStatus result={result} intent="email" fields={EMAIL_FIELDS} />}
        {confirmed && <SavedNote>{t('profile.login.emailChanged', { email: confirmed })}</SavedNote>}
        <Field
          name="email"
          type="email"
          label={t('profile.login.email')}
          autoComplete="email"
          dir="ltr"
          required
          defaultValue={sent ?? user.email}
          error={fieldError(result, 'email', 'email')}
        />
        <Field
          name="current_password"
          id="profile-email-current_password"
          type="password"
          label={t('profile.login.currentPassword')}
          autoComplete="current-password"
          required
          error={fieldError(result, 'email', 'current_password')}
        />
      </TabForm>
      {(sent || (confirming && !confirmed)) && (
        <TabForm tab="login" intent="confirm-email" submit={t('profile.login.confirmEmail')}>
          {sent && <SavedNote>{t('profile.login.codeSent', { email: sent })}</SavedNote>}
          <FormStatus result={result} intent="confirm-email" fields={['code']} />
          <Field
            name="code"
            label={t('profile.login.code')}
            autoComplete="one-time-code"
            inputMode="numeric"
            dir="ltr"
            required
            error={fieldError(result, 'confirm-email', 'code')}
          />
        </TabForm>
      )}
    </>
  );
}
