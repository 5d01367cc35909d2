import type { pagesCalls } from '@afrimedia/contracts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { CallOutput } from '../../server/api.server.ts';
import { useT } from '../../i18n/use-t.ts';
import { useRoot } from '../../layout/use-root.ts';

export type AdBreakToPlay = NonNullable<CallOutput<typeof pagesCalls.content>['ad_break']>;

/** The element id the data saver's skip link points at: the content's player, shown once targeted. */
const AFTER_AD_ID = 'after-ad';

/**
 * A house ad before the content's player. With JavaScript the reader may skip it once it has played
 * `skip_after_seconds` (a countdown, then a "Skip ad" button), and the content's player starts when the ad ends
 * or is skipped. Without JavaScript (a data saver reader's page has none; a browser may have it off) nothing can
 * tell when the ad starts, stops or ends, so nothing counts: a "Skip ad" link is there from the start and targets
 * the content's player, which is shown when targeted. The server knows a data saver's page runs no scripts; any
 * other page gives that link inside <noscript>, so the moment before scripts take over shows neither a link nor a
 * count.
 */
export function AdBreakFirst({
  ad,
  children,
}: {
  ad: AdBreakToPlay;
  /** The content's player; `start` once the ad is over, so it plays at once. */
  children: (start: boolean) => ReactNode;
}) {
  const t = useT();
  const { lite } = useRoot();
  const [enhanced, setEnhanced] = useState(false);
  const [over, setOver] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [left, setLeft] = useState(ad.skip_after_seconds);
  const after = useRef<HTMLDivElement>(null);
  const media = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  // The skip button is gone once pressed: the reader's focus goes on to the content's player, not to the page.
  const focusAfter = useRef(false);

  useEffect(() => {
    setEnhanced(true);
    // A reader quick enough to press play before the page woke up: its play event came before any listener.
    if (media.current && !media.current.paused) setPlaying(true);
  }, []);
  useEffect(() => {
    if (!playing || left <= 0) return;
    const tick = setTimeout(() => setLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(tick);
  }, [playing, left]);
  useEffect(() => {
    if (over && focusAfter.current) after.current?.querySelector<HTMLElement>('video, audio')?.focus();
  }, [over]);

  if (enhanced && over) return <div ref={after}>{children(true)}</div>;

  const withoutScripts = (node: ReactNode) => (lite ? node : <noscript>{node}</noscript>);
  const skip = () => {
    focusAfter.current = true;
    setOver(true);
  };
  const mediaProps = {
    ref: media,
    src: ad.src,
    controls: true,
    preload: 'none' as const,
    'aria-label': t('content.ad.player', { title: ad.title }),
    onPlay: () => setPlaying(true),
    onPause: () => setPlaying(false),
    onEnded: () => setOver(true),
    // An ad that cannot play holds nobody back.
    onError: () => setOver(true),
  };

  return (
    <div className="ad-first">
      <section className="ad-break" aria-label={t('content.ad.label')}>
        {ad.kind === 'video' ? (
          <video className="player player--video" playsInline width={1280} height={720} {...mediaProps} />
        ) : (
          <audio className="player player--audio" {...mediaProps} />
        )}
        <div className="ad-break__bar">
          <span className="ad-break__badge">{t('content.ad.label')}</span>
          <span className="ad-break__count">
            {enhanced ? (
              left > 0 ? (
                <span className="ad-break__wait">{t('content.ad.skipIn', { seconds: left })}</span>
              ) : (
                <button type="button" className="button button--small" onClick={skip}>
                  {t('content.ad.skip')}
                </button>
              )
            ) : (
              withoutScripts(
                <a className="button button--small" href={`#${AFTER_AD_ID}`}>
                  {t('content.ad.skip')}
                </a>,
              )
            )}
          </span>
          {ad.link ? (
            ad.link.startsWith('/') ? (
              <a className="ad-break__link" href={ad.link}>
                {t('content.ad.link')}
              </a>
            ) : (
              <a
                className="ad-break__link"
                href={ad.link}
                target="_blank"
                rel="noopener noreferrer sponsored"
              >
                {t('content.ad.link')}
                <span className="visually-hidden"> {t('content.share.newTab')}</span>
              </a>
            )
          ) : null}
        </div>
        <p className="visually-hidden" role="status">
          {enhanced
            ? t(left > 0 ? 'content.ad.notice' : 'content.ad.canSkip')
            : withoutScripts(t('content.ad.playOrSkip'))}
        </p>
      </section>
      {enhanced ? null : (
        <div id={AFTER_AD_ID} className="after-ad">
          {children(false)}
        </div>
      )}
    </div>
  );
}
