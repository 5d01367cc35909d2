import type { actionsCalls } from '@afrimedia/contracts';
import type { z } from 'zod';

/** What the API measured of an accepted upload (`POST /uploads/:role`); forms name it by `id`. */
export type UploadedFile = z.output<typeof actionsCalls.upload.response>;

export type UploadOutcome =
  | { readonly kind: 'uploaded'; readonly upload: UploadedFile }
  /** The API's refusal code (`FILE_TOO_LONG`...). */
  | { readonly kind: 'refused'; readonly code: string }
  /** The connection broke: the same file can be sent again. */
  | { readonly kind: 'network' }
  | { readonly kind: 'cancelled' };

export interface UploadHandlers {
  /** Bytes sent so far of the whole request. */
  readonly onProgress: (sent: number, total: number) => void;
  readonly signal: AbortSignal;
}

/** The multipart field the API reads the file from. */
const FILE_FIELD = 'file';

function codeOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as { code?: unknown };
    return typeof parsed.code === 'string' ? parsed.code : 'SOMETHING_WENT_WRONG';
  } catch {
    return 'SOMETHING_WENT_WRONG';
  }
}

/**
 * Sends one file as multipart form data. XMLHttpRequest rather than fetch: it is the browser API that reports
 * upload progress.
 */
export function sendUpload(address: string, file: File, handlers: UploadHandlers): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', address);
    request.setRequestHeader('accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) handlers.onProgress(event.loaded, event.total);
    });
    request.addEventListener('load', () => {
      if (request.status === 201) {
        try {
          resolve({ kind: 'uploaded', upload: JSON.parse(request.responseText) as UploadedFile });
        } catch {
          resolve({ kind: 'refused', code: 'SOMETHING_WENT_WRONG' });
        }
        return;
      }
      resolve({ kind: 'refused', code: codeOf(request.responseText) });
    });
    request.addEventListener('error', () => resolve({ kind: 'network' }));
    request.addEventListener('timeout', () => resolve({ kind: 'network' }));
    request.addEventListener('abort', () => resolve({ kind: 'cancelled' }));
    handlers.signal.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append(FILE_FIELD, file);
    request.send(form);
  });
}
