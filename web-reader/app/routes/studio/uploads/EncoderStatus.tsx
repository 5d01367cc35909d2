import type { authorCalls } from '@afrimedia/contracts';
import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { useErrorText, useT } from '../../../i18n/use-t.ts';
import { nextPollDelay } from './poll-delay.ts';

export type EncoderTask = z.output<typeof authorCalls.encoderTask.response>;

export interface EncoderStatusProps {
  /** The content's media id (`media.id` of the studio's content). */
  readonly mediaId: string;
  readonly onReady?: (task: EncoderTask) => void;
  /** Where the task is read; the studio's way to the API by default. */
  readonly address?: string;
}

const FINISHED = new Set<EncoderTask['status']>(['encoded', 'failed', 'cancelled']);

async function readTask(address: string): Promise<EncoderTask | undefined> {
  try {
    const response = await fetch(address, { headers: { accept: 'application/json' } });
    return response.ok ? ((await response.json()) as EncoderTask) : undefined;
  } catch {
    return undefined;
  }
}

/** Where a media's encoding stands, asked again with a growing pause until it is ready, failed or cancelled. */
export function EncoderStatus({
  mediaId,
  onReady,
  address = `/studio/encoder/${encodeURIComponent(mediaId)}`,
}: EncoderStatusProps) {
  const t = useT();
  const errorText = useErrorText();
  const [task, setTask] = useState<EncoderTask | undefined>(undefined);
  // The form may pass a new callback on every render; polling restarts only for another media.
  const readyCallback = useRef(onReady);
  readyCallback.current = onReady;

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay: number | undefined;
    let last: string | undefined;
    const poll = async () => {
      const answer = await readTask(address);
      if (stopped) return;
      const seen = answer && `${answer.status}:${answer.progress}`;
      delay = nextPollDelay(delay, seen !== undefined && seen !== last);
      last = seen ?? last;
      if (answer) setTask(answer);
      if (answer && FINISHED.has(answer.status)) {
        if (answer.status === 'encoded') readyCallback.current?.(answer);
        return;
      }
      timer = setTimeout(() => void poll(), delay);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [address]);

  return (
    <div className="encoder-status" role="status">
      {statusText()}
    </div>
  );

  function statusText() {
    switch (task?.status) {
      case undefined:
        return t('studioMedia.encoder.checking');
      case 'queued':
        return t('studioMedia.encoder.queued');
      case 'encoding':
        return (
          <>
            <span>{t('studioMedia.encoder.encoding', { percent: task.progress / 100 })}</span>
            <progress max={100} value={task.progress} />
          </>
        );
      case 'encoded':
        return t('studioMedia.encoder.ready');
      case 'failed':
        return <span className="field-error">{errorText('ENCODING_FAILED')}</span>;
      case 'cancelled':
        return t('studioMedia.encoder.cancelled');
    }
  }
}
