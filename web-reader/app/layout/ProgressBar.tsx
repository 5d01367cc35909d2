import { useEffect, useState } from 'react';
import { useFetchers, useNavigation } from 'react-router';
import { useT } from '../i18n/use-t.ts';

/** Spec §9: shown only when a request or route change takes longer than 200 ms, so fast ones never flicker. */
export const PROGRESS_THROTTLE_MS = 200;

/** True once `busy` has lasted `delayMs`; false again as soon as it ends. */
export function useDelayed(busy: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [busy, delayMs]);
  return busy && shown;
}

export function ProgressBar() {
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const t = useT();
  const busy = navigation.state !== 'idle' || fetchers.some((fetcher) => fetcher.state !== 'idle');
  const shown = useDelayed(busy, PROGRESS_THROTTLE_MS);
  return shown ? (
    <div className="progress-bar" role="progressbar" aria-label={t('progress.loading')} aria-busy="true" />
  ) : null;
}
