import { Link, useLocation } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { pageCount, withPage } from './paging.ts';

/**
 * Previous / next links of a paged list. The page lives in the address (`param`), beside whatever else the
 * address holds, so a page can be shared and back / forward work, with or without scripts. `anchor` brings the
 * reader back to the list's own section on a page with several lists.
 */
export function Pager({
  page,
  pageSize,
  total,
  param = 'page',
  label,
  anchor,
}: {
  page: number;
  pageSize: number;
  total: number;
  param?: string;
  label?: string;
  anchor?: string;
}) {
  const t = useT();
  const { pathname, search } = useLocation();
  const pages = pageCount(total, pageSize);
  if (pages <= 1 && page <= 1) return null;
  const to = (target: number) => ({
    pathname,
    search: withPage(search, param, target),
    hash: anchor ? `#${anchor}` : '',
  });
  return (
    <nav className="pager" aria-label={label ?? t('listings.pager')}>
      {page > 1 ? (
        <Link className="pager__link" rel="prev" to={to(Math.min(page - 1, pages))}>
          {t('list.previous')}
        </Link>
      ) : (
        <span />
      )}
      <p className="pager__status">{t('list.page', { page, pages })}</p>
      {page < pages ? (
        <Link className="pager__link" rel="next" to={to(page + 1)}>
          {t('list.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
