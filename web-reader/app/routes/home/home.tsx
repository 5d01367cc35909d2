import { authCalls, pagesCalls } from '@afrimedia/contracts';
import { Link, redirect } from 'react-router';
import type { Route } from './+types/home';
import { CardGrid, type ContentRow } from '../../components/ContentCard.tsx';
import { itemPath, titleIn } from '../../components/paths.ts';
import { useT } from '../../i18n/use-t.ts';
import { useRoot } from '../../layout/use-root.ts';
import { pageMeta } from '../../meta.ts';
import { apiOf } from '../../server/reader.server.ts';
import { Carousel } from './Carousel.tsx';
import { homeGate } from './gate.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiOf(request, context);
  const [config, user] = await Promise.all([
    api.call(pagesCalls.configs),
    api.session.tokens ? api.call(authCalls.user) : Promise.resolve(null),
  ]);
  const gate = homeGate(config, user, new Date());
  if (gate) throw redirect(gate);
  return api.call(pagesCalls.home);
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { titleId: 'home.title' });

/** A slide spans the page's column (at most 72rem) or the phone's width. */
const SLIDE_SIZES = '(min-width: 74rem) 72rem, 100vw';

function Slide({
  item,
  index,
  count,
  owner,
}: {
  item: ContentRow;
  index: number;
  count: number;
  owner: string | null;
}) {
  const t = useT();
  const { lang, lite } = useRoot();
  const action = item.type === 'video' ? 'home.watch' : item.type === 'podcast' ? 'home.listen' : 'home.read';
  return (
    <li
      className="slide"
      aria-roledescription="slide"
      aria-label={t('home.slide', { index: index + 1, count })}
    >
      {item.cover_url ? (
        <img
          src={lite ? (item.cover_small_url ?? item.cover_url) : item.cover_url}
          {...(!lite && item.cover_srcset ? { srcSet: item.cover_srcset, sizes: SLIDE_SIZES } : {})}
          alt=""
          width={1200}
          height={600}
          className="slide__image"
          {...(index === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
        />
      ) : null}
      <div className="slide__text">
        <h2 dir="auto">{titleIn(item, lang)}</h2>
        {item.summary ? <p dir="auto">{item.summary}</p> : null}
        <p className="slide__actions">
          <Link className="button" to={itemPath(item)}>
            {t(action)}
          </Link>
          {owner ? (
            <Link className="button button--quiet" to={owner}>
              {t('home.startPublishing')}
            </Link>
          ) : null}
        </p>
      </div>
    </li>
  );
}

/** Spec §2 home: a carousel of 3 slides and the headline articles (at most 5 featured). */
export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { author } = useRoot();
  const { carousel, headlines } = loaderData;
  const owner = author?.kind === 'tools' ? author.create : null;
  if (carousel.length === 0 && headlines.length === 0) return <p className="empty">{t('home.empty')}</p>;
  return (
    <>
      <h1 className="visually-hidden">{t('home.title')}</h1>
      <Carousel label={t('home.carousel')}>
        {carousel.slice(0, 3).map((item, index) => (
          <Slide key={item.id} item={item} index={index} count={Math.min(3, carousel.length)} owner={owner} />
        ))}
      </Carousel>
      <section aria-labelledby="headlines-title">
        <h2 id="headlines-title">{t('home.headlines')}</h2>
        <CardGrid items={headlines.slice(0, 5)} onFirstScreen={1} />
        <p>
          <Link to="/articles">{t('home.more')}</Link>
        </p>
      </section>
    </>
  );
}
