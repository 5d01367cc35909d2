import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * With changes not saved, leaving asks first: a link to another page is held for the author to confirm, and
 * closing or reloading the tab gets the browser's own question.
 */
export function useLeaveGuard(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return blocker;
}
