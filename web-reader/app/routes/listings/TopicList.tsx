import { Link } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { isTopic } from '@afrimedia/domain/topics';

/** A publication's topics, each leading to its category page (spec §2 /category/{slug}). */
export function TopicList({ topics }: { topics: readonly string[] }) {
  const t = useT();
  const known = topics.filter(isTopic);
  if (known.length === 0) return null;
  return (
    <ul className="topic-list" aria-label={t('listings.topics')}>
      {known.map((topic) => (
        <li key={topic}>
          <Link to={`/category/${topic}`}>{t(`listings.topic.${topic}`)}</Link>
        </li>
      ))}
    </ul>
  );
}
