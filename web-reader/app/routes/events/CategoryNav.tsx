import { Link } from 'react-router';
import { useFormats } from '../../components/use-formats.ts';
import { useT } from '../../i18n/use-t.ts';
import { useRoot } from '../../layout/use-root.ts';
import { categoryPath, useCategoryName } from './category-name.ts';

const PREFIX = '/events/category/';

/** The categories that have upcoming events (the events menu of the API), the current one marked. */
export function CategoryNav({ current }: { current: string | undefined }) {
  const t = useT();
  const { number } = useFormats();
  const { navigation } = useRoot();
  const categoryName = useCategoryName();
  const categories = navigation.events
    .filter((entry) => entry.path.startsWith(PREFIX))
    .map((entry) => ({ slug: decodeURIComponent(entry.path.slice(PREFIX.length)), count: entry.count }));
  if (categories.length === 0) return null;
  return (
    <nav aria-label={t('events.categories')}>
      <ul className="tabs">
        <li>
          <Link to="/events" aria-current={current ? undefined : 'page'}>
            {t('events.allCategories')}
          </Link>
        </li>
        {categories.map(({ slug, count }) => (
          <li key={slug}>
            <Link to={categoryPath(slug)} aria-current={slug === current ? 'page' : undefined}>
              {count === undefined
                ? categoryName(slug)
                : t('events.categoryCount', { category: categoryName(slug), count: number(count) })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
