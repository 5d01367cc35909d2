import { pagesCalls } from '@afrimedia/contracts';
import { data, Link } from 'react-router';
import type { Route } from './+types/event';
import { useT } from '../../i18n/use-t.ts';
import { useRoot } from '../../layout/use-root.ts';
import { pageMeta } from '../../meta.ts';
import { ApiError } from '../../server/api.server.ts';
import { apiOf } from '../../server/reader.server.ts';
import { readerLanguage } from '../info/reader-language.server.ts';
import { categoryPath, useCategoryName } from './category-name.ts';
import { eventFacts } from './event-dates.server.ts';
import { eventTitle } from './event-title.ts';
import { EventPlace, hasPlace } from './EventPlace.tsx';
import { metaText } from './meta-text.ts';
import { rangeText } from './time-range.ts';
import { TimeRange } from './TimeRange.tsx';

/** /events/{slug}: one event, past or upcoming; an unknown or cancelled one is the 404 screen. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  try {
    const [event, lang] = await Promise.all([
      apiOf(request, context).call(pagesCalls.event, { params: { slug: params.slug } }),
      readerLanguage(request, context),
    ]);
    return eventFacts(lang, event);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw data(null, { status: 404 });
    }
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return pageMeta(matches, {});
  const { lang, t } = metaText(matches);
  const { event, when } = loaderData;
  const { place, online } = event;
  const where =
    place && online ? t('events.placeAndOnline', { place }) : (place ?? (online ? t('events.online') : null));
  return pageMeta(matches, {
    title: eventTitle(event, lang).text,
    description: where ? t('events.summary', { when: rangeText(when), where }) : rangeText(when),
  });
};

export default function Event({ loaderData: { event, when, country } }: Route.ComponentProps) {
  const t = useT();
  const { lang } = useRoot();
  const categoryName = useCategoryName();
  const title = eventTitle(event, lang);
  return (
    <article className="event-page">
      <h1 dir="auto" lang={title.lang}>
        {title.text}
      </h1>
      <dl className="event-page__facts">
        <div>
          <dt>{t('events.when')}</dt>
          <dd>
            <TimeRange range={when} />
          </dd>
        </div>
        {hasPlace(event) ? (
          <div>
            <dt>{t('events.where')}</dt>
            <dd>
              <EventPlace event={event} country={country} />
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('events.category')}</dt>
          <dd>
            <Link to={categoryPath(event.category)}>{categoryName(event.category)}</Link>
          </dd>
        </div>
      </dl>
      <p className="event-page__links">
        <Link to="/events">{t('events.back')}</Link>
        <Link to="/epg">{t('events.guideLink')}</Link>
      </p>
    </article>
  );
}
