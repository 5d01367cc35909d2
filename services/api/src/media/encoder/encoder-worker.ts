import {
  contentDecider,
  contentStream,
  DomainError,
  SYSTEM_ACTOR,
  upcastEvent,
  type ContentCommand,
  type ContentEvent,
} from '@afrimedia/domain';
import { runCommand, type EventStore, type CommandInput } from '@afrimedia/event-store';
import type { ApiDb } from '../../storage/api-db.ts';
import type { MediaStorage } from '../media-storage.ts';
import { mediaUrl } from '../upload-records.ts';
import { encodeStored, type EncodedKeys } from './encode-stored.ts';
import {
  claimTask,
  giveBack,
  markDone,
  markFailed,
  markSettled,
  reportProgress,
  retryLater,
  type ClaimedTask,
} from './encoder-tasks.ts';
import { queueUploadedMedia } from './media-feed.ts';

/** The reason a content's media failed for good: the catalogue code the task status reports. */
export const ENCODING_FAILED_REASON = 'ENCODING_FAILED';
/** The reason an author's cancellation gives. */
export const CANCELLED_REASON = 'cancelled';

export interface EncoderDeps {
  readonly db: ApiDb;
  readonly store: EventStore;
  readonly storage: MediaStorage;
  /** Where sources and outputs wait while ffmpeg works (the system's temporary folder by default). */
  readonly workDir?: string;
  /** Attempts before a task fails for good. */
  readonly maxAttempts?: number;
  /** Wait before the second attempt; each later one waits twice as long as the one before. */
  readonly retryDelayMs?: number;
  /** A running task whose worker has not reported for this long is taken up again by another. */
  readonly leaseMs?: number;
  readonly pollIntervalMs?: number;
  readonly onError: (error: unknown) => void;
}

const DEFAULTS = { maxAttempts: 3, retryDelayMs: 30_000, leaseMs: 120_000, pollIntervalMs: 1_000 };

/** At most one progress write a second: ffmpeg reports many times a second. */
const PROGRESS_WRITE_MS = 1_000;

/**
 * Runs the encoder beside the API, off the request path: queues tasks for newly attached media, then encodes them
 * one at a time (the machine has two cores and also answers requests). Stopping ends the current ffmpeg and puts
 * its task back in the queue.
 */
export function startEncoder(deps: EncoderDeps) {
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    if (stopping.signal.aborted) return;
    running = runEncoderPass(deps, stopping.signal)
      .catch((error: unknown) => {
        deps.onError(error);
        return false;
      })
      .then((busy) => {
        if (stopping.signal.aborted) return;
        timer = setTimeout(tick, busy ? 0 : (deps.pollIntervalMs ?? DEFAULTS.pollIntervalMs));
      });
  };
  timer = setTimeout(tick, 0);
  return {
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      await running;
    },
  };
}

/** Queues new media, then encodes the next due task if there is one; `true` when it did work. */
export async function runEncoderPass(deps: EncoderDeps, stopping?: AbortSignal): Promise<boolean> {
  const queued = await queueUploadedMedia(deps.db, deps.store);
  const task = await claimTask(deps.db, deps.leaseMs ?? DEFAULTS.leaseMs);
  if (!task) return queued > 0;
  await runTask(deps, task, stopping);
  return true;
}

async function runTask(
  deps: EncoderDeps,
  task: ClaimedTask,
  stopping: AbortSignal | undefined,
): Promise<void> {
  const { db } = deps;
  // Claimed again and again by workers that never finished it (a crash each time): it fails for good.
  if (task.attempts > (deps.maxAttempts ?? DEFAULTS.maxAttempts)) {
    return failedAttempt(deps, task, new Error('the encoder stopped during every attempt'));
  }
  const wanted = await mediaState(deps, task);
  if (wanted !== 'waiting') return markSettled(db, task, wanted === 'encoded' ? 'done' : 'cancelled');
  const cancelled = new AbortController();
  const signal = stopping ? AbortSignal.any([stopping, cancelled.signal]) : cancelled.signal;
  const leaseMs = deps.leaseMs ?? DEFAULTS.leaseMs;
  let lastWrite = 0;
  const onProgress = (fraction: number) => {
    const now = Date.now();
    if (now - lastWrite < PROGRESS_WRITE_MS) return;
    lastWrite = now;
    reportProgress(db, task, fraction, leaseMs).then(
      (stillOurs) => stillOurs || cancelled.abort(),
      (error: unknown) => deps.onError(error),
    );
  };

  let outputs: EncodedKeys;
  try {
    outputs = await encodeStored(
      deps,
      {
        storageKey: task.storage_key,
        kind: task.kind,
        durationSeconds: task.duration_seconds ?? undefined,
        outputId: task.task_id,
      },
      { signal, onProgress },
    );
  } catch (error) {
    if (stopping?.aborted) return giveBack(db, task);
    if (cancelled.signal.aborted) return;
    return failedAttempt(deps, task, error);
  }
  const settled = await settleMedia(deps, task, {
    type: 'CompleteMediaEncoding',
    data: {
      contentId: task.content_id,
      mediaId: task.task_id,
      streamUrl: mediaUrl(outputs.stream ?? task.storage_key),
      ...(outputs.poster ? { posterUrl: mediaUrl(outputs.poster) } : {}),
      ...(outputs.dataSaver ? { dataSaverUrl: mediaUrl(outputs.dataSaver) } : {}),
    },
  });
  // When the content took no event, its media was cancelled or replaced meanwhile: a cancelled task stays so.
  await markDone(
    db,
    task,
    { streamKey: outputs.stream, posterKey: outputs.poster, dataSaverKey: outputs.dataSaver },
    { evenIfCancelled: settled },
  );
}

async function failedAttempt(deps: EncoderDeps, task: ClaimedTask, error: unknown): Promise<void> {
  const reason = error instanceof Error ? error.message : String(error);
  const maxAttempts = deps.maxAttempts ?? DEFAULTS.maxAttempts;
  if (task.attempts < maxAttempts) {
    const delay = (deps.retryDelayMs ?? DEFAULTS.retryDelayMs) * 2 ** (task.attempts - 1);
    await retryLater(deps.db, task, reason, delay);
    return;
  }
  await settleMedia(deps, task, {
    type: 'FailMediaEncoding',
    data: { contentId: task.content_id, mediaId: task.task_id, reason: ENCODING_FAILED_REASON },
  });
  await markFailed(deps.db, task, reason);
}

/**
 * Where the content stands with this media: still waiting for it, already encoded, or no longer wanting it
 * (cancelled or replaced by a newer upload before the task was claimed).
 */
async function mediaState(deps: EncoderDeps, task: ClaimedTask): Promise<'waiting' | 'encoded' | 'dropped'> {
  let state = contentDecider.initialState();
  for await (const recorded of deps.store.readStream(contentStream(task.content_id))) {
    const event = upcastEvent(recorded.type, recorded.metadata.schemaVersion, recorded.data) as ContentEvent;
    state = contentDecider.evolve(state, event);
  }
  if (state.status === 'none' || state.media?.mediaId !== task.task_id) return 'dropped';
  if (state.media.status === 'uploaded') return 'waiting';
  return state.media.status === 'encoded' ? 'encoded' : 'dropped';
}

/** Tells the content through the command path; `true` when it recorded the outcome. */
async function settleMedia(
  deps: EncoderDeps,
  task: ClaimedTask,
  command: CommandInput<Extract<ContentCommand, { type: 'CompleteMediaEncoding' | 'FailMediaEncoding' }>>,
): Promise<boolean> {
  const correlationId = `encoder-${task.task_id}`;
  const result = await runCommand(deps.store, {
    stream: contentStream(task.content_id),
    decider: contentDecider,
    command,
    actorId: SYSTEM_ACTOR,
    now: new Date(),
    eventMeta: { correlationId, causationId: correlationId },
  });
  if (result instanceof DomainError) throw result;
  return result.events.length > 0;
}
