import { Link, useSearchParams } from 'react-router';
import { useT } from '../../../i18n/use-t.ts';
import type { ManagedPublication } from './managed-publication.server.ts';
import { StateBadge } from './StateBadge.tsx';
import { studioState } from './studio-state.ts';
import { StudioListItem } from './StudioListItem.tsx';

const OPEN_TO_SUBMIT = new Set(['draft', 'rejected']);

/** Where the author edits a content: articles in the article editor, videos and podcasts in the media form. */
const editorOf = ({ kind, slug }: { kind: string; slug: string }) =>
  kind === 'article'
    ? `/editor/publication/${encodeURIComponent(slug)}`
    : `/studio/media/${encodeURIComponent(slug)}`;

/**
 * Spec §2 article manager: the owner's view of a publication, its state and what is written in it, with the ways
 * to write, edit and submit. Readers see the publication's public page at the same address.
 */
export function ArticleManager({ publication, contents }: ManagedPublication) {
  const t = useT();
  const slug = encodeURIComponent(publication.slug);
  const done = useSearchParams()[0].get('done');
  return (
    <article className="studio-manager">
      <header className="studio-heading">
        <h1 dir="auto">{publication.title}</h1>
        <StateBadge state={studioState(publication)} />
      </header>
      {done === 'saved' || done === 'submitted' ? (
        <p className="auth-notice" role="status">
          {t(done === 'saved' ? 'studioApply.form.saved' : 'studioApply.form.submitted')}
        </p>
      ) : null}
      {publication.rejection_reason ? (
        <p className="studio-list__reason" dir="auto">
          {t('studioApply.mine.reason', { reason: publication.rejection_reason })}
        </p>
      ) : null}
      {publication.status === 'published' ? null : (
        <p className="studio-note">{t('studioApply.form.firstRule')}</p>
      )}
      <p className="info-actions">
        <Link className="button button--quiet" to={`/publications/${slug}/edit`}>
          {t('studioApply.manage.edit')}
        </Link>
        {OPEN_TO_SUBMIT.has(publication.status) ? (
          <Link className="button button--quiet" to={`/publications/${slug}/edit#publication-actions`}>
            {t('studioApply.manage.submit')}
          </Link>
        ) : null}
      </p>
      <section aria-labelledby="studio-manager-contents">
        <div className="studio-heading">
          <h2 id="studio-manager-contents">{t('studioApply.manage.articles')}</h2>
          <p className="info-actions">
            <Link className="button" to={`/articles/new?publicationSlug=${slug}&state=TextManager`}>
              {t('studioApply.manage.newArticle')}
            </Link>
            <Link
              className="button button--quiet"
              to={`/studio/media/new?publicationSlug=${slug}&kind=video`}
            >
              {t('studioApply.manage.newVideo')}
            </Link>
            <Link
              className="button button--quiet"
              to={`/studio/media/new?publicationSlug=${slug}&kind=podcast`}
            >
              {t('studioApply.manage.newPodcast')}
            </Link>
          </p>
        </div>
        {contents.length === 0 ? (
          <p className="empty">{t('studioApply.manage.empty')}</p>
        ) : (
          <ul className="studio-list">
            {contents.map((content) => (
              <StudioListItem
                key={content.id}
                item={content}
                to={editorOf(content)}
                openLabel={t('studioApply.manage.open', { title: content.title })}
                kind={<span className="studio-list__kind">{t(`studioApply.kind.${content.kind}`)}</span>}
                flags={
                  content.headline ? (
                    <span className="studio-state studio-state--headline">
                      {t('studioApply.manage.headline')}
                    </span>
                  ) : null
                }
                dateLabel="studioApply.manage.updated"
              />
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
