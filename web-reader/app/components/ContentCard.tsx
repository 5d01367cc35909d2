import type { contentRow, playlistRow } from '@afrimedia/contracts';
import { Link } from 'react-router';
import type { z } from 'zod';
import { useT, type Translate } from '../i18n/use-t.ts';
import { useRoot } from '../layout/use-root.ts';
import { itemPath, titleIn } from './paths.ts';

export type ContentRow = z.output<typeof contentRow>;
export type PlaylistRow = z.output<typeof playlistRow>;
export type ListedRow = ContentRow | PlaylistRow;

/** The card every list shows. Images load lazily and keep their box, so the page does not jump. */
/** A card spans its grid column (about 20rem) or the phone's width. */
const CARD_SIZES = '(min-width: 44rem) 22rem, 100vw';

/**
 * The card's picture from the renditions: the narrowest copy as the fallback (the only one for data saver
 * readers), and the others for the browser to pick by the screen's width and density.
 */
function cardImage(item: ListedRow, lite: boolean) {
  const [url, srcSet, small] =
    item.type === 'playlist'
      ? item.thumbnail_url
        ? [item.thumbnail_url, item.thumbnail_srcset, null]
        : [item.cover_url, item.cover_srcset, null]
      : [item.cover_url, item.cover_srcset, item.cover_small_url];
  if (!url) return null;
  return {
    src: small ?? url,
    ...(!lite && srcSet ? { srcSet, sizes: CARD_SIZES } : {}),
  };
}

/**
 * How long a content takes, as cards and the content page write it: an article's reading time, a video's or
 * podcast's running time in whole minutes (at least one); null for a playlist or a media not measured yet.
 */
export function lengthText(item: ListedRow, t: Translate): string | null {
  if (item.type === 'article')
    return item.reading_time === null ? null : t('card.readingTime', { minutes: item.reading_time });
  if (item.type === 'playlist' || item.duration === null) return null;
  return t('card.duration', { minutes: Math.max(1, Math.round(item.duration / 60)) });
}

export function ContentCard({
  item,
  headingLevel = 3,
  imageOnFirstScreen = false,
}: {
  item: ListedRow;
  headingLevel?: 2 | 3;
  /** Load the image with the page rather than when scrolled to: it is likely the largest thing on the first screen. */
  imageOnFirstScreen?: boolean;
}) {
  const t = useT();
  const { lang, lite } = useRoot();
  const Heading = `h${headingLevel}` as const;
  const image = cardImage(item, lite);
  const length = lengthText(item, t);
  return (
    <article className="card">
      {image ? (
        <img
          className="card__image"
          {...image}
          alt=""
          loading={imageOnFirstScreen ? 'eager' : 'lazy'}
          decoding="async"
          width={320}
          height={180}
        />
      ) : (
        <div className="card__image card__image--empty" aria-hidden="true" />
      )}
      <div className="card__body">
        <p className="card__type">
          {t(`type.${item.type}`)}
          {item.type !== 'playlist' && item.premium_only ? (
            <span className="premium-badge">{t('card.premium')}</span>
          ) : null}
        </p>
        <Heading className="card__title" dir="auto">
          <Link to={itemPath(item)}>{titleIn(item, lang)}</Link>
        </Heading>
        {length && <p className="card__meta">{length}</p>}
      </div>
    </article>
  );
}

export function CardGrid({
  items,
  headingLevel,
  onFirstScreen = 0,
}: {
  items: readonly ListedRow[];
  headingLevel?: 2 | 3;
  /** How many of the first cards a phone shows without scrolling. */
  onFirstScreen?: number;
}) {
  const t = useT();
  if (items.length === 0) return <p className="empty">{t('list.empty')}</p>;
  return (
    <ul className="card-grid">
      {items.map((item, index) => (
        <li key={`${item.type}-${item.id}`}>
          <ContentCard item={item} headingLevel={headingLevel} imageOnFirstScreen={index < onFirstScreen} />
        </li>
      ))}
    </ul>
  );
}
