import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { CONTENT_PLAYER } from '../../components/player/content-player.ts';
import { SHARE_MARKER } from '../../components/share/share-targets.ts';

/**
 * The content page's beacons, once per content shown. Its view says whether the reader came by a shared link or
 * from another page of ours (a list): a click, when the page was opened by a link of this app or the browser came
 * from this site. Then its read, once the content has been on screen, or played (a podcast plays on in a
 * pocket), for `readSeconds` in all. A beacon still leaves when the reader moves on at once, and waits
 * for nothing.
 */
export function useBeacons(contentId: string, readSeconds: number) {
  // The first page of a visit has the key 'default'; any other was reached by a link of ours.
  const { key, search } = useLocation();
  useEffect(() => {
    const send = (action: string, fields: Record<string, string>) =>
      navigator.sendBeacon(`/actions/${action}`, new URLSearchParams({ contentId, ...fields }));
    send('view', {
      via: search.includes(SHARE_MARKER)
        ? 'share'
        : key !== 'default' || document.referrer.startsWith(`${location.origin}/`)
          ? 'list'
          : '',
    });
    let seconds = 0;
    const timer = setInterval(() => {
      const playing = document.querySelector<HTMLMediaElement>(`[${CONTENT_PLAYER}]`)?.paused === false;
      if ((playing || document.visibilityState === 'visible') && ++seconds === readSeconds) {
        clearInterval(timer);
        send('read', { seconds: `${seconds}` });
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [contentId]);
}
