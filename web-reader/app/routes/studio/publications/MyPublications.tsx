import { Link } from 'react-router';
import { useT } from '../../../i18n/use-t.ts';
import type { ListedContent } from './listed-content.server.ts';
import { StudioListItem } from './StudioListItem.tsx';

/**
 * Spec §2 author space "my publications": each of the author's publications in its state (published, draft,
 * archived, waiting validation…), with the platform team's reason when they refused it.
 */
export function MyPublications({ publications }: { publications: readonly ListedContent[] }) {
  const t = useT();
  return (
    <section className="studio-mine" aria-labelledby="studio-mine-title">
      <div className="studio-heading">
        <h1 id="studio-mine-title">{t('studioApply.mine.title')}</h1>
        <Link className="button" to="/publications/new">
          {t('studioApply.mine.new')}
        </Link>
      </div>
      {publications.length === 0 ? (
        <p className="empty">{t('studioApply.mine.empty')}</p>
      ) : (
        <ul className="studio-list">
          {publications.map((publication) => (
            <StudioListItem
              key={publication.id}
              item={publication}
              to={`/publications/${encodeURIComponent(publication.slug)}`}
              dateLabel="studioApply.mine.updated"
            >
              {publication.rejection_reason ? (
                <p className="studio-list__reason" dir="auto">
                  {t('studioApply.mine.reason', { reason: publication.rejection_reason })}
                </p>
              ) : null}
            </StudioListItem>
          ))}
        </ul>
      )}
    </section>
  );
}
