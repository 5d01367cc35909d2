import { useT } from '../../i18n/use-t.ts';
import type { User } from '../../server/root-data.server.ts';
import { Field, fieldError, FormStatus } from './form-parts.tsx';
import type { ProfileActionResult } from './profile-result.ts';
import { TabForm } from './TabForm.tsx';

const initialsOf = (user: User) =>
  [user.first_name, user.last_name]
    .map((name) => [...(name ?? '').trim()][0] ?? '')
    .join('')
    .toUpperCase() || [...user.email][0]?.toUpperCase();

/** Profile icon: a picture sent to the API's image uploads (2 MB at most), then kept as the account's avatar. */
export function IconTab({ user, result }: { user: User; result: ProfileActionResult | undefined }) {
  const t = useT();
  return (
    <TabForm tab="icon" intent="avatar" submit={t('profile.icon.upload')} encType="multipart/form-data">
      <FormStatus result={result} intent="avatar" fields={['avatar']} />
      <div className="avatar-preview">
        {user.avatar ? (
          <img src={user.avatar} alt={t('profile.icon.current')} width={96} height={96} className="avatar" />
        ) : (
          <span className="avatar avatar--empty" aria-hidden="true">
            {initialsOf(user)}
          </span>
        )}
        {user.avatar ? null : <p>{t('profile.icon.none')}</p>}
      </div>
      <Field
        name="avatar"
        type="file"
        label={t('profile.icon.choose')}
        accept="image/jpeg,image/png,image/webp,image/gif"
        hint={t('profile.icon.hint')}
        required
        error={fieldError(result, 'avatar', 'avatar')}
      />
    </TabForm>
  );
}
