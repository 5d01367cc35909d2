import { ToggleButton } from '../../components/ToggleButton.tsx';
import { useT } from '../../i18n/use-t.ts';

/** How many readers follow an author or a publication, and the button to follow it too. */
export function Follow({ id, followers }: { id: string; followers: number }) {
  const t = useT();
  return (
    <div className="follow">
      <p className="follow__count">{t('listings.followers', { count: followers })}</p>
      <ToggleButton relation="follows" id={id} label={t('listings.follow')} />
    </div>
  );
}
