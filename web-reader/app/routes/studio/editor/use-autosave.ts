import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import type { SaveAnswer, SaveRequest } from './save-request.ts';

/** How long the author may pause before the draft is saved. */
export const AUTOSAVE_DELAY_MS = 1500;

export type SaveState = 'idle' | 'saving';

/**
 * Sends the editor's saves to its route's action, one at a time, and tells which change of the form the last
 * answer covers. `revision` counts the author's changes: the draft is saved after a pause in them, when `ready`
 * (the API's checks pass) and no conflict stopped saving.
 */
export function useAutosave({
  revision,
  ready,
  request,
  onAnswer,
  delayMs = AUTOSAVE_DELAY_MS,
}: {
  revision: number;
  ready: boolean;
  request: () => SaveRequest;
  onAnswer: (answer: SaveAnswer, revision: number) => void;
  delayMs?: number;
}) {
  const fetcher = useFetcher<SaveAnswer>();
  const [savedRevision, setSavedRevision] = useState(0);
  // A refused save is not sent again until the author changes something.
  const [refusedRevision, setRefusedRevision] = useState<number | null>(null);
  const sent = useRef<number | null>(null);
  const latest = useRef({ request, onAnswer });
  latest.current = { request, onAnswer };
  const busy = fetcher.state !== 'idle';

  const send = (payload: SaveRequest) => {
    sent.current = revision;
    void fetcher.submit(payload as never, { method: 'post', encType: 'application/json' });
  };

  useEffect(() => {
    if (!ready || busy || revision === savedRevision || revision === refusedRevision) return undefined;
    const timer = setTimeout(() => send(latest.current.request()), delayMs);
    return () => clearTimeout(timer);
    // `send` reads the latest form through refs: the pause restarts only when the author changes something.
  }, [ready, busy, revision, savedRevision, refusedRevision, delayMs]);

  useEffect(() => {
    if (busy || !fetcher.data || sent.current === null) return;
    const covered = sent.current;
    sent.current = null;
    const answer = fetcher.data;
    // A refusal waits for the author's next change; a server briefly out of reach (5xx) is asked again.
    if (answer.ok && 'content' in answer) setSavedRevision(covered);
    else if (!answer.ok && answer.status < 500) setRefusedRevision(covered);
    latest.current.onAnswer(answer, covered);
  }, [busy, fetcher.data]);

  return { saving: busy, savedRevision, send };
}
