import { useEffect, useState } from 'react';

/**
 * True once scripts run: the form then checks itself and says what is wrong in the reader's language, so the
 * browser's own bubbles are switched off. Before that (and with scripts off) the browser checks `required` and
 * `pattern` by itself.
 */
export function useOwnChecks(): boolean {
  const [own, setOwn] = useState(false);
  useEffect(() => setOwn(true), []);
  return own;
}
