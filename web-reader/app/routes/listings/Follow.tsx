import { FollowButton } from '../../components/FollowButton.tsx';
import { useT } from '../../i18n/use-t.ts';

/** How many readers follow an author or a publication, and the button to follow it too. */
export function Follow({ id, name, followers }: { id: string; name: string; followers: number }) {
  const t = useT();
  return (
    <div className="follow">
      <p className="follow__count">{t('listings.followers', { count: followers })}</p>
      <FollowButton id={id} name={name} />
    </div>
  );
}
