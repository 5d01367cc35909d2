import { useRoot } from '../../layout/use-root.ts';
import type { Relation } from '../../store/reader-slice.ts';
import { useAppSelector } from '../../store/store.ts';

/**
 * A count as the server gave it, moved by the reader's own toggle since: the page is not fetched again after a
 * like, so the number follows the button at once.
 */
export function useLiveCount(relation: Relation, id: string, counted: number): number {
  const { user } = useRoot();
  const now = useAppSelector((state) => state.reader[relation].includes(id));
  const atLoad = user?.[relation].includes(id) ?? false;
  return Math.max(0, counted + Number(now) - Number(atLoad));
}
