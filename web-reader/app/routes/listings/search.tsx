import { pagesCalls } from '@afrimedia/contracts';
import type { FormEvent } from 'react';
import { Form, useLocation, useSubmit } from 'react-router';
import type { Route } from './+types/search';
import { CardGrid } from '../../components/ContentCard.tsx';
import { useT } from '../../i18n/use-t.ts';
import { useRoot } from '../../layout/use-root.ts';
import { pageMeta } from '../../meta.ts';
import { apiOf } from '../../server/reader.server.ts';
import { Pager } from './Pager.tsx';
import { SEARCH_TYPES, searchQuery } from './search-query.ts';
import { placeOptions, placesOrNone, searchOrNothing } from './search.server.ts';
import { readerLanguage } from '../info/reader-language.server.ts';
import { SortFields } from './SortFields.tsx';
import { TOPICS } from '@afrimedia/domain/topics';
import { MATURITY_RATINGS } from '@afrimedia/domain/maturity';

/**
 * Spec §2 /search: the query lives in the address, so results can be shared and back / forward work. Spec §8: a
 * failed search is logged and shows no result rather than an error page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = searchQuery(new URL(request.url).searchParams);
  const api = apiOf(request, context);
  const [result, places, lang] = await Promise.all([
    searchOrNothing(api.call(pagesCalls.search, { query }), query),
    placesOrNone(api.call(pagesCalls.searchPlaces)),
    readerLanguage(request, context),
  ]);
  return { query, result, places: placeOptions(places, lang) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(
    matches,
    loaderData?.query.filter ? { title: loaderData.query.filter } : { titleId: 'search.title' },
  );

/** With scripts, the fields left empty stay out of the address; without, the browser sends them all. */
function useShortAddress() {
  const submit = useSubmit();
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget))
      if (typeof value === 'string' && value.trim() !== '') params.append(name, value);
    void submit(params, { method: 'get' });
  };
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { lang, ageFilter } = useRoot();
  const { search } = useLocation();
  const onSubmit = useShortAddress();
  const { query, result, places } = loaderData;
  // The device's own filter goes without saying: only another one is written in the address.
  const ownAge = query.age !== undefined && query.age !== ageFilter ? query.age : '';
  const refined = Boolean(
    query.orderBy ||
    query.direction === 'asc' ||
    query.theme ||
    query.type ||
    query.region ||
    query.country ||
    ownAge,
  );
  const topics = TOPICS.map((id) => ({ id, label: t(`listings.topic.${id}`) })).sort((a, b) =>
    a.label.localeCompare(b.label, lang),
  );
  return (
    <>
      <h1>{t('search.title')}</h1>
      <Form
        method="get"
        action="/search"
        role="search"
        aria-label={t('search.form')}
        className="search-form"
        key={search}
        onSubmit={onSubmit}
      >
        <label className="search-form__words">
          {t('search.filter')}
          <input
            type="search"
            name="filter"
            dir="auto"
            defaultValue={query.filter ?? ''}
            maxLength={200}
            enterKeyHint="search"
          />
        </label>
        <details className="search-form__more" open={refined}>
          <summary>{t('search.refine')}</summary>
          <SortFields
            orderBy={query.orderBy}
            direction={query.direction}
            orderName="orderBy"
            directionName="direction"
            bestLabel={t('search.bestMatch')}
          />
          <fieldset className="search-form__filters">
            <legend>{t('search.filters')}</legend>
            <label>
              {t('search.country')}
              <select name="country" defaultValue={query.country ?? ''}>
                <option value="">{t('search.anyCountry')}</option>
                {places.countries.map((country) => (
                  <option key={country.code} value={country.code}>
                    {country.name}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('search.region')}
              <select name="region" defaultValue={query.region ?? ''}>
                <option value="">{t('search.anyRegion')}</option>
                {places.regions.map((region) => (
                  <option key={region.label} value={region.region} dir="auto">
                    {region.label}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('search.topic')}
              <select name="theme" defaultValue={query.theme ?? ''}>
                <option value="">{t('search.anyTopic')}</option>
                {topics.map((topic) => (
                  <option key={topic.id} value={topic.id}>
                    {topic.label}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('profile.preferences.age')}
              <select name="age" defaultValue={ownAge}>
                {MATURITY_RATINGS.map((rating) => (
                  <option key={rating} value={rating === ageFilter ? '' : rating}>
                    {t(`profile.preferences.age.${rating}`)}
                  </option>
                ))}
              </select>
            </label>
            <label>
              {t('search.type')}
              <select name="type" defaultValue={query.type ?? ''}>
                <option value="">{t('search.anyType')}</option>
                {SEARCH_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`type.${type}`)}
                  </option>
                ))}
              </select>
            </label>
          </fieldset>
        </details>
        <button type="submit" className="button search-form__submit">
          {t('search.submit')}
        </button>
      </Form>
      <section aria-labelledby="search-results" className="search-results">
        <h2 id="search-results">{t('search.results')}</h2>
        {result.total === 0 ? (
          <p className="empty" role="status">
            {t('error.NO_MATCH_FOUND')}
          </p>
        ) : (
          <>
            <p role="status" className="search-results__total">
              {t('search.total', { count: result.total })}
            </p>
            <CardGrid items={result.rows} />
            <Pager page={result.page} pageSize={result.page_size} total={result.total} />
          </>
        )}
      </section>
    </>
  );
}
