import { ArticleBody } from '@afrimedia/article-renderer';
import type { ReactNode } from 'react';
import { useFetcher } from 'react-router';
import { CardGrid } from '../../components/ContentCard.tsx';
import { titleIn } from '../../components/paths.ts';
import { ShareLinks } from '../../components/share/ShareLinks.tsx';
import { useT } from '../../i18n/use-t.ts';
import { useRoot } from '../../layout/use-root.ts';
import { bodyMediaOf } from './body-media.ts';
import { Byline } from './Byline.tsx';
import type { ContentDetail, ContentPage } from './content-page.ts';
import { Reactions } from './Reactions.tsx';
import { Report } from './Report.tsx';
import { SubscribeOffer } from './SubscribeOffer.tsx';
import { useBeacons } from './use-beacons.ts';

/**
 * Spec §2 content detail: title, byline, the cover or the player, the body, reactions, sharing, the series'
 * episodes and related contents, and the report form. What only videos and podcasts have (a player, a genre of
 * the menu, episodes) is given by the routes that show media, so an article page downloads none of its code.
 */
export function ContentScreen({
  page,
  player,
  genre,
  episodes,
}: {
  page: ContentPage;
  player?: ReactNode;
  genre?: ReactNode;
  episodes?: ReactNode;
}) {
  const t = useT();
  const { lang, lite, user, premiumUntil } = useRoot();
  const { content, related } = page;
  const title = titleIn(content, lang);
  useBeacons(content.id, page.readSeconds);
  return (
    <>
      <article className="content">
        <header className="content__header">
          <p className="content__type">
            <span>{t(`type.${content.type}`)}</span>
            {genre}
          </p>
          <h1 dir="auto">{title}</h1>
          {content.summary ? (
            <p className="content__summary" dir="auto">
              {content.summary}
            </p>
          ) : null}
          <Byline page={page} />
          {content.meter ? (
            <p className="content__meter" role="status">
              {t('content.meter.left', { count: content.meter.left })}
            </p>
          ) : null}
        </header>
        {player ?? <Cover content={content} lite={lite} />}
        <Reactions content={content} />
        {premiumUntil && !lite && content.type !== 'video' ? (
          // Premium's offline saving: a plain form the service worker answers (no script on this page for it).
          <form method="post" action="/saved" className="content__save">
            <button className="pill">{t('offline.save')}</button>
          </form>
        ) : null}
        {content.body ? (
          <ArticleBody
            body={content.body}
            media={bodyMediaOf(content.media, lite)}
            lite={lite}
            labels={{ video: t('content.body.video'), audio: t('content.body.audio') }}
          />
        ) : null}
        {content.locked ? (
          <SubscribeOffer reason={content.premium_only ? 'premium' : 'meter'} signedIn={user !== null} />
        ) : null}
        <Share page={page} title={title} />
        <Report link={page.canonical} title={title} />
      </article>
      {episodes}
      {related.length > 0 ? (
        <section className="related" aria-labelledby="related-title">
          <h2 id="related-title">{t('content.related')}</h2>
          <CardGrid items={related} headingLevel={3} />
        </section>
      ) : null}
    </>
  );
}

/** The cover at the width the screen needs; its narrowest copy for data saver readers. */
export function Cover({ content, lite }: { content: ContentDetail; lite: boolean }) {
  if (!content.cover_url) return null;
  return (
    <img
      className="content__cover"
      src={lite ? (content.cover_small_url ?? content.cover_url) : content.cover_url}
      {...(!lite && content.cover_srcset ? { srcSet: content.cover_srcset, sizes: COVER_SIZES } : {})}
      alt=""
      width={1200}
      height={600}
      fetchPriority="high"
    />
  );
}

/** The cover spans the text column (46rem) or the screen, whichever is narrower. */
const COVER_SIZES = '(min-width: 48rem) 46rem, 100vw';

/** The share links, each use counted in the background (the page is not fetched again for it). */
function Share({ page, title }: { page: ContentPage; title: string }) {
  const t = useT();
  const fetcher = useFetcher<{ shares?: number }>();
  const shares = fetcher.data?.shares ?? page.content.counts.shares;
  return (
    <section className="content__share" aria-labelledby="share-title">
      <h2 id="share-title">{t('content.share')}</h2>
      <ShareLinks
        url={page.canonical}
        title={title}
        onShare={(label) =>
          void fetcher.submit(
            { label, contentId: page.content.id },
            { method: 'post', defaultShouldRevalidate: false },
          )
        }
      />
      <p className="content__shares">{t('content.shares', { count: shares })}</p>
    </section>
  );
}
