import { useLocation } from 'react-router';

/**
 * The address shown, sent along with a settings form so that its answer brings the reader back to this page,
 * with or without scripts.
 */
export function ReturnHere() {
  const { pathname, search } = useLocation();
  return <input type="hidden" name="returnTo" value={pathname + search} />;
}
