import type { WebMessageId } from '@afrimedia/i18n/web';
import { CardGrid, type ListedRow } from '../../components/ContentCard.tsx';
import { useT } from '../../i18n/use-t.ts';
import { Pager } from './Pager.tsx';

/** One paged list under its title: the articles, the videos, the publications. */
export function ListingPage({
  titleId,
  rows,
  total,
  page,
  pageSize,
}: {
  titleId: WebMessageId;
  rows: readonly ListedRow[];
  total: number;
  page: number;
  pageSize: number;
}) {
  const t = useT();
  return (
    <>
      <h1>{t(titleId)}</h1>
      <CardGrid items={rows} headingLevel={2} onFirstScreen={1} />
      <Pager page={page} pageSize={pageSize} total={total} />
    </>
  );
}
