import type { PageContent } from '@afrimedia/read-models';
import { mediaUrl } from '../upload-records.ts';
import type { EncoderTask } from './encoder-tasks.ts';
import { CANCELLED_REASON } from './encoder-worker.ts';

export type TaskStatus = 'queued' | 'encoding' | 'encoded' | 'failed' | 'cancelled';

export interface EncoderTaskView {
  readonly id: string;
  readonly contentId: string;
  readonly status: TaskStatus;
  /** 0 to 100. */
  readonly progress: number;
  readonly attempts: number;
  readonly streamUrl: string | null;
  readonly posterUrl: string | null;
  readonly dataSaverUrl: string | null;
  /** Why it failed, in the reader's language ("Error during encoding"), or `cancelled`. */
  readonly reason: string | null;
  /** The failure as the API's errors give it: `ENCODING_FAILED: Error during encoding`. */
  readonly error: string | null;
}

const STATUS: Readonly<Record<EncoderTask['status'], TaskStatus>> = {
  queued: 'queued',
  running: 'encoding',
  done: 'encoded',
  failed: 'failed',
  cancelled: 'cancelled',
};

/**
 * A content's media task as the author sees it. The task row is the encoder's own account (progress, outputs);
 * media attached before the encoder had tasks, or not yet queued by it, are told from the content page alone.
 */
export function encoderTaskView(
  content: PageContent,
  task: (EncoderTask & { readonly source_key: string | null }) | undefined,
  failure: { readonly code: string; readonly message: string },
): EncoderTaskView {
  const status = task ? STATUS[task.status] : statusOfContent(content);
  const url = (key: string | null | undefined) => (key ? mediaUrl(key) : null);
  const encodedUrl = task?.status === 'done' ? (url(task.stream_key) ?? url(task.source_key)) : null;
  return {
    id: content.media_id ?? task?.task_id ?? '',
    contentId: content.content_id,
    status,
    progress: status === 'encoded' ? 100 : Math.round((task?.progress ?? 0) * 100),
    attempts: task?.attempts ?? 0,
    streamUrl: encodedUrl ?? content.stream_url,
    posterUrl: url(task?.poster_key),
    dataSaverUrl: url(task?.data_saver_key),
    reason: status === 'failed' ? failure.message : status === 'cancelled' ? 'cancelled' : null,
    error: status === 'failed' ? `${failure.code}: ${failure.message}` : null,
  };
}

function statusOfContent(content: PageContent): TaskStatus {
  if (content.media_status === 'encoded') return 'encoded';
  if (content.media_status === 'failed')
    return content.media_error === CANCELLED_REASON ? 'cancelled' : 'failed';
  return 'queued';
}
