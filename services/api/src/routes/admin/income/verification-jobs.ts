import { randomUUID } from 'node:crypto';
import type { AdminIncomeVerificationRecord } from '@afrimedia/contracts';
import { reject } from '@afrimedia/domain';

/** What a check of income found: its counts, and the first difference (none when everything matched). */
export interface VerificationOutcome {
  readonly events: number;
  readonly lines: number;
  readonly statements: number;
  readonly authors: number;
  readonly microEuros: number;
  readonly difference: AdminIncomeVerificationRecord['difference'];
}

/** Runs one check of income, telling how many events it has read of how many. */
export type RunVerification = (
  onProgress: (progress: { eventsRead: number; eventsTotal: number }) => void,
) => Promise<VerificationOutcome>;

/** The checks kept for the console to show: older ones are forgotten. */
const KEPT = 20;

/**
 * Checks of the income read model, run in this process one at a time, off the request that starts them (a check
 * reads the whole event feed). They live as long as the process: a restart forgets them, and each API process
 * runs its own.
 */
export function verificationJobs(options: { readonly run: RunVerification; readonly clock: () => Date }) {
  let jobs: AdminIncomeVerificationRecord[] = [];
  const update = (id: string, change: Partial<AdminIncomeVerificationRecord>) => {
    jobs = jobs.map((job) => (job.id === id ? { ...job, ...change } : job));
  };
  return {
    all: (): readonly AdminIncomeVerificationRecord[] => jobs,
    one: (id: string) => jobs.find((job) => job.id === id),
    /** Starts a check and answers its id; while one runs, INVALID_STATE_TRANSITION. A failure is told `onFailure`. */
    start(onFailure: (error: unknown) => void): string {
      if (jobs.some((job) => job.status === 'running')) throw reject('INVALID_STATE_TRANSITION');
      const id = randomUUID();
      const started: AdminIncomeVerificationRecord = {
        id,
        status: 'running',
        startedAt: options.clock().toISOString(),
        finishedAt: null,
        eventsRead: 0,
        eventsTotal: 0,
        lines: null,
        statements: null,
        authors: null,
        microEuros: null,
        difference: null,
      };
      jobs = [started, ...jobs].slice(0, KEPT);
      options
        .run((progress) => update(id, progress))
        .then(
          ({ events, lines, statements, authors, microEuros, difference }) =>
            update(id, {
              status: difference ? 'differs' : 'matched',
              finishedAt: options.clock().toISOString(),
              eventsRead: events,
              eventsTotal: events,
              lines,
              statements,
              authors,
              microEuros,
              difference,
            }),
          (error: unknown) => {
            onFailure(error);
            update(id, { status: 'failed', finishedAt: options.clock().toISOString() });
          },
        );
      return id;
    },
  };
}
