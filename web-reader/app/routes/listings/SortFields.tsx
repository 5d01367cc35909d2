import { useId, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { ORDERS, type Direction, type Order } from './sorting.ts';

/**
 * The order and direction of a list, as two selects of a GET form. `bestLabel` offers no order at all (search:
 * the best match first). Alphabetical order ignores the direction (spec §7), which the note under them says;
 * `children` (a submit button) sits beside the selects.
 */
export function SortFields({
  orderBy,
  direction,
  orderName,
  directionName,
  bestLabel,
  children,
}: {
  orderBy: Order | undefined;
  direction: Direction;
  orderName: string;
  directionName: string;
  bestLabel?: string;
  children?: ReactNode;
}) {
  const t = useT();
  const note = useId();
  return (
    <div className="sort-fields">
      <label>
        {t('listings.sort.by')}
        <select name={orderName} defaultValue={orderBy ?? (bestLabel ? '' : 'date')}>
          {bestLabel ? <option value="">{bestLabel}</option> : null}
          {ORDERS.map((order) => (
            <option key={order} value={order}>
              {t(`listings.sort.${order}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('listings.sort.order')}
        <select name={directionName} defaultValue={direction} aria-describedby={note}>
          <option value="desc">{t('listings.sort.desc')}</option>
          <option value="asc">{t('listings.sort.asc')}</option>
        </select>
      </label>
      {children}
      <small id={note} className="sort-note">
        {t('listings.sort.alphabeticalNote')}
      </small>
    </div>
  );
}
