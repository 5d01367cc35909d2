import { CardGrid } from '../../components/ContentCard.tsx';
import { useT } from '../../i18n/use-t.ts';
import type { GenrePage } from './content-page.ts';
import { genreName } from './genre-name.ts';

/** /videos/{genre} and /podcasts/{genre}: the genre's contents, as the top menu promises. */
export function GenreListing({ page }: { page: GenrePage }) {
  const t = useT();
  return (
    <section aria-labelledby="genre-title">
      <p className="content__type">{t(page.type === 'video' ? 'nav.videos' : 'nav.podcasts')}</p>
      <h1 id="genre-title">{t(genreName(page.genre))}</h1>
      <CardGrid items={page.contents} headingLevel={2} />
    </section>
  );
}
