import type { CpuSpent } from '../measure/cpu-time.ts';

export type LoadRoute =
  | { readonly kind: 'get'; readonly paths: readonly string[] }
  | {
      readonly kind: 'like-toggle';
      readonly pairs: readonly { readonly token: string; readonly contentId: string }[];
    };

export interface LoadOptions {
  readonly url: string;
  readonly connections: number;
  readonly seconds: number;
  /** Requests per second for the whole load; as fast as the server answers when absent. */
  readonly rate?: number;
  readonly route: LoadRoute;
  /**
   * Asks each of a `get` route's paths once, one after the other, before the load starts, so the load measures the
   * server in the state those requests leave it in (answers kept) rather than its first answers.
   */
  readonly warmUp?: boolean;
  /** The platform process, whose CPU time the load measures beside PostgreSQL's and the machine's. */
  readonly platformPid?: number;
}

export interface LoadResult {
  readonly requestsPerSecond: number;
  /** Milliseconds. */
  readonly p50: number;
  readonly p99: number;
  readonly requests: number;
  /** Connection errors, timeouts and answers other than 2xx. */
  readonly errors: number;
  /** CPU time spent while the load ran (Linux), when the options named the platform process. */
  readonly cpu?: CpuSpent;
}
