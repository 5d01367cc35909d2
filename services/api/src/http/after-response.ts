import { finished } from 'node:stream';
import type { Request, Response } from 'express';

export interface AfterResponse {
  /**
   * Runs `work` once `response` has been sent (or its client went away), so how long the work takes, or whether
   * there was any, cannot be read from the answer's timing. A failure is logged: the answer has gone already.
   */
  run(request: Request, response: Response, work: () => Promise<void>): void;
  /** Resolves once all the work handed over so far has ended. */
  settled(): Promise<void>;
}

/**
 * Work kept in this process, not a queue: should it stop before the work runs, that one e-mail is lost and its
 * user asks again.
 */
export function afterResponse(): AfterResponse {
  const pending = new Set<Promise<void>>();
  return {
    run(request, response, work) {
      const done = new Promise<void>((resolve) => {
        finished(response, () => resolve());
      })
        .then(work)
        .catch((error: unknown) => request.log?.error({ err: error }, 'work after the response failed'))
        .finally(() => pending.delete(done));
      pending.add(done);
    },
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
