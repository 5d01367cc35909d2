import { useEffect } from 'react';
import { Form } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import type { User } from '../../server/root-data.server.ts';
import { readerActions } from '../../store/reader-slice.ts';
import { useAppDispatch, useAppSelector } from '../../store/store.ts';
import { FormStatus } from './form-parts.tsx';
import type { ProfileActionResult } from './profile-result.ts';
import { tabPath } from './tabs.ts';

/**
 * The account's profiles (PUT /auth/profile/:id switches). Spec §4: switching clears the watched map, which
 * this device does once the API has accepted the switch.
 */
export function ProfilesTab({ user, result }: { user: User; result: ProfileActionResult | undefined }) {
  const t = useT();
  const dispatch = useAppDispatch();
  const chosen = useAppSelector((state) => state.reader.profile);
  const current = chosen ?? user.profiles[0]?.id ?? user.id;
  const switched = result?.intent === 'switch-profile' && 'saved' in result ? result.profile : undefined;
  useEffect(() => {
    if (switched) dispatch(readerActions.switchProfile(switched));
  }, [dispatch, switched]);
  return (
    <div className="stack">
      <FormStatus result={result} intent="switch-profile" fields={[]} />
      {user.profiles.length <= 1 ? <p>{t('profile.profiles.single')}</p> : null}
      <ul className="profile-list">
        {user.profiles.map((profile, index) => (
          <li key={profile.id}>
            <span>
              {profile.id === user.id
                ? t('profile.profiles.main')
                : t('profile.profiles.other', { number: index + 1 })}
            </span>
            {profile.id === current ? (
              <span className="profile-list__current">{t('profile.profiles.current')}</span>
            ) : (
              <Form method="post" action={tabPath('profiles')}>
                <input type="hidden" name="intent" value="switch-profile" />
                <input type="hidden" name="profile" value={profile.id} />
                <button type="submit" className="button button--small">
                  {t('profile.profiles.switch')}
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
