import { describe, expect, it } from 'vitest';
import { verificationJobs, type VerificationOutcome } from './verification-jobs.ts';

const matched: VerificationOutcome = {
  events: 7,
  lines: 5,
  statements: 3,
  authors: 1,
  microEuros: 12_500,
  difference: null,
};

/** A check the test finishes, or fails, when it chooses. */
function controlledRun() {
  const runs: { report: (read: number, total: number) => void; finish: () => void; fail: () => void }[] = [];
  const run = (onProgress: (progress: { eventsRead: number; eventsTotal: number }) => void) =>
    new Promise<VerificationOutcome>((resolve, reject) => {
      runs.push({
        report: (eventsRead, eventsTotal) => onProgress({ eventsRead, eventsTotal }),
        finish: () => resolve(matched),
        fail: () => reject(new Error('the feed could not be read')),
      });
    });
  return { run, runs };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('checks of income', () => {
  const clock = () => new Date('2026-12-02T09:00:00.000Z');

  it('reports progress while running, then the outcome, and allows the next check once one has ended', async () => {
    const { run, runs } = controlledRun();
    const jobs = verificationJobs({ run, clock });
    const id = jobs.start(() => undefined);
    runs[0]!.report(5_000, 12_000);
    expect(jobs.one(id)).toMatchObject({ status: 'running', eventsRead: 5_000, eventsTotal: 12_000 });
    expect(() => jobs.start(() => undefined)).toThrow(
      expect.objectContaining({ code: 'INVALID_STATE_TRANSITION' }),
    );

    runs[0]!.finish();
    await settle();
    expect(jobs.one(id)).toMatchObject({
      status: 'matched',
      eventsRead: 7,
      eventsTotal: 7,
      lines: 5,
      microEuros: 12_500,
      finishedAt: '2026-12-02T09:00:00.000Z',
    });
    expect(jobs.all().map((job) => job.id)).toEqual([id]);
    const next = jobs.start(() => undefined);
    expect(jobs.all().map((job) => job.id)).toEqual([next, id]);
  });

  it('marks a check that throws as failed and tells why, so a new one may start', async () => {
    const { run, runs } = controlledRun();
    const jobs = verificationJobs({ run, clock });
    const failures: unknown[] = [];
    const id = jobs.start((error) => failures.push(error));
    runs[0]!.fail();
    await settle();
    expect(jobs.one(id)).toMatchObject({ status: 'failed', lines: null });
    expect(failures).toEqual([new Error('the feed could not be read')]);
    expect(() => jobs.start(() => undefined)).not.toThrow();
  });

  it('keeps the latest twenty checks', async () => {
    const { run, runs } = controlledRun();
    const jobs = verificationJobs({ run, clock });
    const ids: string[] = [];
    for (let check = 0; check < 25; check += 1) {
      ids.push(jobs.start(() => undefined));
      runs[check]!.finish();
      await settle();
    }
    expect(jobs.all().map((job) => job.id)).toEqual(ids.slice(5).reverse());
  });
});
