import { ArticleBody } from '@afrimedia/article-renderer';
import type { ArticleBody as Body } from '@afrimedia/domain';
import { useT } from '../../../i18n/use-t.ts';
import { bodyMediaOf } from '../../content/body-media.ts';
import type { ArticleFields } from './article-draft.ts';
import type { MediaMap } from './use-media-uploads.ts';

/** The article as readers will see it, drawn by the reader's own renderer. */
export function ArticlePreview({
  fields,
  body,
  media,
}: {
  fields: Pick<ArticleFields, 'title' | 'summary' | 'cover'>;
  body: Body;
  media: MediaMap;
}) {
  const t = useT();
  return (
    <section aria-label={t('studioEditor.preview')} className="studio-editor__preview">
      <article className="content">
        <header className="content__header">
          <h1 dir="auto">{fields.title}</h1>
          {fields.summary ? (
            <p className="content__summary" dir="auto">
              {fields.summary}
            </p>
          ) : null}
        </header>
        {fields.cover ? (
          <img className="content__cover" src={fields.cover.url} alt="" width={1200} height={600} />
        ) : null}
        <ArticleBody
          body={body}
          media={bodyMediaOf(media, false)}
          labels={{ video: t('content.body.video'), audio: t('content.body.audio') }}
        />
      </article>
    </section>
  );
}
