import { Link } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import type { User } from '../../server/root-data.server.ts';
import { FormStatus } from './form-parts.tsx';
import type { ProfileActionResult } from './profile-result.ts';
import { TabForm } from './TabForm.tsx';

/**
 * The e-mails a reader may refuse (the news of whom they follow), as a plain form; the account's own mail is
 * always sent, and the tab says which that is.
 */
export function NotificationsTab({ user, result }: { user: User; result: ProfileActionResult | undefined }) {
  const t = useT();
  return (
    <div className="stack">
      <TabForm tab="notifications" intent="notifications" submit={t('profile.save')}>
        <FormStatus result={result} intent="notifications" fields={[]} />
        <label className="inline">
          <input
            type="checkbox"
            name="followers_new_content"
            value="1"
            defaultChecked={user.followers_new_content_mail}
            aria-describedby="notifications-followers-hint"
          />
          <span>{t('profile.notifications.choice')}</span>
        </label>
        <p id="notifications-followers-hint" className="field-hint">
          {t('profile.notifications.followers', { email: user.email })} {t('profile.notifications.oneClick')}
        </p>
      </TabForm>
      <p>{t('profile.notifications.account')}</p>
      <p>
        <Link to="/favs">{t('profile.notifications.manageFollows')}</Link>
      </p>
    </div>
  );
}
