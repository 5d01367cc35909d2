import { useT } from '../i18n/use-t.ts';
import { ToggleButton } from './ToggleButton.tsx';

/** Follows an author or a publication: once followed, the button offers to unfollow and says so by name. */
export function FollowButton({ id, name }: { id: string; name: string }) {
  const t = useT();
  return (
    <ToggleButton
      relation="follows"
      id={id}
      label={t('content.follow')}
      pressed={{
        label: t('content.unfollow'),
        announceOn: t('content.followed', { name }),
        announceOff: t('content.unfollowed', { name }),
      }}
    />
  );
}
