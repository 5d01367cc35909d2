/**
 * Group commit within a process: an append goes out at once while fewer than `maxInFlight` commits are in flight
 * (no added wait when the store is idle); appends that arrive meanwhile wait and leave together in the next
 * commit, up to `maxBatch` at a time. Each append settles on its own outcome, so one refused append fails alone.
 */
export interface AppendBatcherOptions<Append, Result> {
  readonly maxInFlight: number;
  readonly maxBatch: number;
  /**
   * Commits the appends together and answers each one's outcome, in order: its result, or the error it failed
   * with. A rejection fails every append of the batch.
   */
  readonly commit: (appends: readonly Append[]) => Promise<readonly Outcome<Result>[]>;
}

export type Outcome<Result> =
  { readonly ok: true; readonly result: Result } | { readonly ok: false; readonly error: unknown };

interface Waiting<Append, Result> {
  readonly append: Append;
  readonly resolve: (result: Result) => void;
  readonly reject: (error: unknown) => void;
}

export class AppendBatcher<Append, Result> {
  private readonly waiting: Waiting<Append, Result>[] = [];
  private inFlight = 0;

  constructor(private readonly options: AppendBatcherOptions<Append, Result>) {}

  submit(append: Append): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      this.waiting.push({ append, resolve, reject });
      this.send();
    });
  }

  private send(): void {
    while (this.inFlight < this.options.maxInFlight && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.options.maxBatch);
      this.inFlight += 1;
      void this.commit(batch).finally(() => {
        this.inFlight -= 1;
        this.send();
      });
    }
  }

  private async commit(batch: readonly Waiting<Append, Result>[]): Promise<void> {
    try {
      const outcomes = await this.options.commit(batch.map((waiting) => waiting.append));
      batch.forEach((waiting, index) => {
        const outcome = outcomes[index];
        if (outcome === undefined)
          waiting.reject(new Error('the commit answered no outcome for this append'));
        else if (outcome.ok) waiting.resolve(outcome.result);
        else waiting.reject(outcome.error);
      });
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
  }
}
