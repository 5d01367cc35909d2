import { pagesCalls } from '@afrimedia/contracts';
import { data, Link } from 'react-router';
import type { Route } from './+types/agenda';
import { useT } from '../../i18n/use-t.ts';
import { pageMeta } from '../../meta.ts';
import { ApiError } from '../../server/api.server.ts';
import { apiOf } from '../../server/reader.server.ts';
import { readerLanguage } from '../info/reader-language.server.ts';
import { CategoryNav } from './CategoryNav.tsx';
import { useCategoryName } from './category-name.ts';
import { agendaDays } from './event-dates.server.ts';
import { EventList } from './EventList.tsx';
import { metaText } from './meta-text.ts';

/** /events and /events/category/{slug?}: the upcoming agenda, of one category when a slug is given. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const category = 'slug' in params && params.slug ? params.slug : undefined;
  try {
    const [events, lang] = await Promise.all([
      apiOf(request, context).call(pagesCalls.events, { query: { category } }),
      readerLanguage(request, context),
    ]);
    return { category, days: agendaDays(lang, events) };
  } catch (error) {
    // A category that cannot be a slug names no category at all.
    if (error instanceof ApiError && error.status === 400) throw data(null, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const category = loaderData?.category;
  if (!category) return pageMeta(matches, { titleId: 'events.title' });
  const { t, categoryName } = metaText(matches);
  return pageMeta(matches, { title: t('events.categoryTitle', { category: categoryName(category) }) });
};

export default function Agenda({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const categoryName = useCategoryName();
  const { category, days } = loaderData;
  return (
    <>
      <h1>
        {category ? t('events.categoryTitle', { category: categoryName(category) }) : t('events.title')}
      </h1>
      <CategoryNav current={category} />
      {days.length > 0 ? (
        <EventList days={days} />
      ) : (
        <div className="empty">
          <p>{category ? t('events.emptyCategory') : t('events.empty')}</p>
          {category ? <Link to="/events">{t('events.seeAll')}</Link> : null}
        </div>
      )}
      <p>
        <Link to="/epg">{t('events.guideLink')}</Link>
      </p>
    </>
  );
}
