import { Link } from 'react-router';
import type { Route } from './+types/media';
import { titleIn } from '../../components/paths.ts';
import { AdBreakFirst } from '../../components/player/AdBreak.tsx';
import { MediaPlayer } from '../../components/player/MediaPlayer.tsx';
import { streamOf } from '../../components/player/stream.ts';
import { useT } from '../../i18n/use-t.ts';
import { useRoot } from '../../layout/use-root.ts';
import { apiOf } from '../../server/reader.server.ts';
import { contentMeta } from './content-meta.ts';
import { keepAfterReactions, typeOfPath, type ContentDetail } from './content-page.ts';
import { ContentScreen, Cover } from './ContentScreen.tsx';
import { Episodes } from './Episodes.tsx';
import { genreName } from './genre-name.ts';
import { GenreListing } from './GenreListing.tsx';
import { Geoblocked } from './Geoblocked.tsx';
import { answer, findContent, findGenre, shareAction } from './load-content.server.ts';

/**
 * /videos/{slug}, /podcasts/{slug}, /youtube/{slug} and /content/{slug}. The menu's genres share the first two
 * paths: a slug that is no content but a genre of that type lists the genre.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const api = apiOf(request, context);
  const type = typeOfPath(url.pathname);
  const found = await findContent(request, context, params.slug);
  if (found.kind === 'missing' && type && params.slug) {
    const genre = await findGenre(api, params.slug, type);
    if (genre) return genre;
  }
  return answer(found, type);
}

export const action = ({ request, context }: Route.ActionArgs) => shareAction(request, context);

export const meta: Route.MetaFunction = ({ data, matches }) => contentMeta(matches, data);

export const shouldRevalidate = keepAfterReactions;

/** The still shown before playing; the cover's narrowest copy for data saver readers. */
function posterOf(content: ContentDetail, lite: boolean): string | undefined {
  const full = content.poster_url ?? content.cover_url;
  return (lite ? (content.cover_small_url ?? full) : full) ?? undefined;
}

function Player({ content, start = false }: { content: ContentDetail; start?: boolean }) {
  const t = useT();
  const { lite, lang } = useRoot();
  const title = titleIn(content, lang);
  const src = streamOf(content, lite);
  if (!src) return <p className="empty">{t('content.player.notReady')}</p>;
  if (content.type === 'video')
    return (
      <MediaPlayer
        kind="video"
        contentId={content.id}
        src={src}
        poster={posterOf(content, lite)}
        label={t('content.player.video', { title })}
        autoPlay={start}
      />
    );
  return (
    <div className="podcast-player">
      <Cover content={content} lite={lite} />
      <MediaPlayer
        kind="audio"
        contentId={content.id}
        src={src}
        label={t('content.player.audio', { title })}
        autoPlay={start}
      />
    </div>
  );
}

/** The menu's genre of a video or podcast, which lists its others. */
function GenreLink({ content }: { content: ContentDetail }) {
  const t = useT();
  if (!content.genre || content.type === 'article') return null;
  return (
    <Link to={`/${content.type === 'video' ? 'videos' : 'podcasts'}/${content.genre}`}>
      {t(genreName(content.genre))}
    </Link>
  );
}

export default function Media({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'geoblocked') return <Geoblocked />;
  if (loaderData.kind === 'genre') return <GenreListing page={loaderData} />;
  const { content, ad_break: ad } = loaderData;
  const parts = {
    genre: <GenreLink content={content} />,
    episodes: <Episodes seasons={loaderData.seasons} current={content.id} />,
  };
  // Locked (past the free readings, or Premium's) there is nothing to play: the cover stands with the teaser.
  const playable = content.type !== 'article' && !content.locked;
  if (!playable) return <ContentScreen page={loaderData} {...parts} />;
  // Readers without Premium get the ad first; the content's player starts once it is over.
  const player = ad ? (
    <AdBreakFirst ad={ad}>{(start) => <Player content={content} start={start} />}</AdBreakFirst>
  ) : (
    <Player content={content} />
  );
  return <ContentScreen page={loaderData} player={player} {...parts} />;
}
