import { Link } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import type { User } from '../../server/root-data.server.ts';

/**
 * The API has no notification setting to save: this tab says which e-mails the reader gets and how to stop
 * them, rather than showing switches that would change nothing.
 */
export function NotificationsTab({ user }: { user: User }) {
  const t = useT();
  return (
    <div className="stack">
      <p>{t('profile.notifications.followers', { email: user.email })}</p>
      <p>{t('profile.notifications.account')}</p>
      <p>{t('profile.notifications.noSetting')}</p>
      <p>
        <Link to="/favs">{t('profile.notifications.manageFollows')}</Link>
      </p>
    </div>
  );
}
