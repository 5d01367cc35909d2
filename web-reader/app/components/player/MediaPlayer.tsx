import { useRef, type SyntheticEvent } from 'react';
import { useStore } from 'react-redux';
import { readerActions } from '../../store/reader-slice.ts';
import { useAppDispatch, type RootState } from '../../store/store.ts';
import { CONTENT_PLAYER } from './content-player.ts';

/** How far playback moves before the position is remembered again: often enough to resume, rarely enough to be cheap. */
const SAVE_EVERY_SECONDS = 5;

/**
 * The browser's own player: nothing loads before the reader presses play (preload none, never autoplay), and
 * playback resumes where this reader left it (the watched map), remembered every few seconds and on pause.
 * `autoPlay` is for a player that takes over from an ad break the reader already let play.
 */
export function MediaPlayer({
  kind,
  contentId,
  src,
  poster,
  label,
  autoPlay = false,
}: {
  kind: 'video' | 'audio';
  contentId: string;
  src: string;
  poster?: string;
  label: string;
  autoPlay?: boolean;
}) {
  const store = useStore<RootState>();
  const dispatch = useAppDispatch();
  const saved = useRef(0);

  const remember = (time: number) => {
    saved.current = time;
    dispatch(readerActions.watch({ id: contentId, time }));
  };
  const handlers = {
    [CONTENT_PLAYER]: true,
    onLoadedMetadata: (event: SyntheticEvent<HTMLMediaElement>) => {
      const media = event.currentTarget;
      const stored = store.getState().reader.watched[contentId] ?? 0;
      saved.current = stored;
      // One played to its end starts again from the beginning.
      const finished = Number.isFinite(media.duration) && stored >= media.duration - 1;
      if (stored > 0 && !finished) media.currentTime = stored;
    },
    onTimeUpdate: (event: SyntheticEvent<HTMLMediaElement>) => {
      const time = Math.floor(event.currentTarget.currentTime);
      if (Math.abs(time - saved.current) >= SAVE_EVERY_SECONDS) remember(time);
    },
    onPause: (event: SyntheticEvent<HTMLMediaElement>) =>
      remember(Math.floor(event.currentTarget.currentTime)),
  };

  return kind === 'video' ? (
    <video
      className="player player--video"
      controls
      preload="none"
      playsInline
      poster={poster}
      src={src}
      aria-label={label}
      autoPlay={autoPlay}
      width={1280}
      height={720}
      {...handlers}
    />
  ) : (
    <audio
      className="player player--audio"
      controls
      preload="none"
      src={src}
      aria-label={label}
      autoPlay={autoPlay}
      {...handlers}
    />
  );
}
