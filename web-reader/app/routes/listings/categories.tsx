import { pagesCalls } from '@afrimedia/contracts';
import { Link } from 'react-router';
import type { Route } from './+types/categories';
import { useT } from '../../i18n/use-t.ts';
import { pageMeta } from '../../meta.ts';
import { apiOf } from '../../server/reader.server.ts';
import { isTopic } from '@afrimedia/domain/topics';

/** Spec §2 /category without a slug: every topic, with what is published in each. */
export function loader({ request, context }: Route.LoaderArgs) {
  return apiOf(request, context).call(pagesCalls.themes);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { titleId: 'listings.category.index' });

export default function Categories({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <h1>{t('listings.category.index')}</h1>
      <ul className="card-grid topic-index">
        {loaderData.map((theme) =>
          isTopic(theme.id) ? (
            <li key={theme.id}>
              <Link to={`/category/${theme.id}`}>
                <span className="topic-index__name">{t(`listings.topic.${theme.id}`)}</span>
                <span className="topic-index__count">
                  {t('listings.category.count', { count: theme.count })}
                </span>
              </Link>
            </li>
          ) : null,
        )}
      </ul>
    </>
  );
}
