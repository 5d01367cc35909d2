import { ToggleButton } from '../../components/ToggleButton.tsx';
import { useT } from '../../i18n/use-t.ts';
import type { ContentDetail } from './content-page.ts';
import { useLiveCount } from './use-live-count.ts';

/** Like and favourite with their counts, and how often the content was seen. */
export function Reactions({ content }: { content: ContentDetail }) {
  const t = useT();
  const likes = useLiveCount('likes', content.id, content.counts.likes);
  const favourites = useLiveCount('favs', content.id, content.counts.favourites);
  return (
    <div className="reactions" role="group" aria-label={t('content.reactions')}>
      <ToggleButton relation="likes" id={content.id} label={t('content.like')} count={likes} />
      <ToggleButton relation="favs" id={content.id} label={t('content.favourite')} count={favourites} />
      <span className="reactions__views">{t('content.views', { count: content.counts.views })}</span>
    </div>
  );
}
