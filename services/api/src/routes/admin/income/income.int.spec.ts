import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readModelsOf } from '../../../storage/api-db.ts';
import { startTestApi, type TestApi, type TestUser } from '../../../testing/test-api.ts';

const INVALID = 'INVALID_STATE_TRANSITION: This action is not possible in the current state.';
const FIELDS = 'FIELDS_REQUIRED: You must fill all the fields';

describe('admin income', () => {
  let api: TestApi;
  let admin: TestUser;
  let reader: TestUser;
  const authorA = randomUUID();
  const authorB = randomUUID();

  beforeAll(async () => {
    api = await startTestApi('admin_income');
    // Signed in at the API's fixed time, so their tokens are valid at it.
    api.setNow(new Date('2026-12-02T09:00:00.000Z'));
    admin = await api.newUser({ role: 'admin' });
    reader = await api.newUser();
  });
  afterAll(() => api.close());

  const income = () => readModelsOf(api.db);
  const appended = async (type: string) => (await api.events()).filter((event) => event.type === type);
  const json = async <T>(response: Response) => (await response.json()) as T;
  const post = (path: string, body: unknown, user: TestUser = admin) =>
    api.call('POST', `/admin/${path}`, user, body);

  /** Polls the check until it has ended, as the console's screen does. */
  async function finished(id: string): Promise<Record<string, unknown>> {
    for (;;) {
      const record = await json<Record<string, unknown>>(
        await api.call('GET', `/admin/income-verifications/${id}`, admin),
      );
      if (record.status !== 'running') return record;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('is for admins only, reading or writing, and appends nothing for anyone else', async () => {
    for (const resource of [
      'rate-cards',
      'statements-due',
      'payouts',
      'refused-reads',
      'income-verifications',
    ]) {
      expect((await api.call('GET', `/admin/${resource}`)).status).toBe(401);
      expect((await api.call('GET', `/admin/${resource}`, reader)).status).toBe(403);
    }
    const card = {
      effectiveFrom: '2027-01-01T00:00:00.000Z',
      microEurosPerRead: 2500,
      microEurosPerClick: 500,
    };
    expect((await post('rate-cards', card, reader)).status).toBe(403);
    expect((await post('payouts', { authorId: authorA, periodStart: '2026-10-01' }, reader)).status).toBe(
      403,
    );
    expect((await post('income-verifications', {}, reader)).status).toBe(403);
    expect(await appended('RateCardPublished')).toEqual([]);
    expect(await appended('PayoutStatementIssued')).toEqual([]);
    expect(await json(await api.call('GET', '/admin/income-verifications', admin))).toEqual([]);
  });

  it('publishes rate cards in integer micro-euros, listed the latest effective first', async () => {
    const first = await post('rate-cards', {
      effectiveFrom: '2026-12-03T00:00:00.000Z',
      microEurosPerRead: 2500,
      microEurosPerClick: 400,
    });
    expect(first.status).toBe(201);
    expect(await json(first)).toMatchObject({
      effectiveFrom: '2026-12-03T00:00:00.000Z',
      microEurosPerRead: 2500,
      microEurosPerClick: 400,
      publishedAt: '2026-12-02T09:00:00.000Z',
    });
    const second = await post('rate-cards', {
      effectiveFrom: '2027-01-01T00:00:00+01:00',
      microEurosPerRead: 3000,
      microEurosPerClick: 0,
    });
    expect(second.status).toBe(201);

    const listed = await api.call('GET', '/admin/rate-cards', admin);
    expect(listed.headers.get('content-range')).toBe('rate-cards 0-1/2');
    expect(
      (await json<{ effectiveFrom: string; microEurosPerRead: number }[]>(listed)).map((card) => [
        card.effectiveFrom,
        card.microEurosPerRead,
      ]),
    ).toEqual([
      ['2026-12-31T23:00:00.000Z', 3000],
      ['2026-12-03T00:00:00.000Z', 2500],
    ]);
    expect(await appended('RateCardPublished')).toHaveLength(2);
  });

  it('refuses amounts that are not whole micro-euros within bounds, and cards in the past or before the latest, appending nothing', async () => {
    const card = {
      effectiveFrom: '2027-02-01T00:00:00.000Z',
      microEurosPerRead: 2500,
      microEurosPerClick: 400,
    };
    for (const change of [
      { microEurosPerRead: 0.25 },
      { microEurosPerRead: '2500' },
      { microEurosPerClick: -1 },
      { microEurosPerClick: 1_000_001 },
      { effectiveFrom: 'next week' },
      { effectiveFrom: undefined },
    ]) {
      const response = await post('rate-cards', { ...card, ...change });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect((await json<{ error: string }>(response)).error).toBe(FIELDS);
    }
    for (const effectiveFrom of ['2026-12-01T00:00:00.000Z', '2026-12-15T00:00:00.000Z']) {
      const response = await post('rate-cards', { ...card, effectiveFrom });
      expect(response.status, effectiveFrom).toBe(409);
      expect((await json<{ error: string }>(response)).error).toBe(INVALID);
    }
    expect(await appended('RateCardPublished')).toHaveLength(2);
  });

  it('checks income in the background, one check at a time, showing its progress and then that it matched', async () => {
    // A lock on the ledger holds the check once it has read the feed, so it is seen running.
    await income()
      .transaction()
      .execute(async (trx) => {
        await sql`lock table income.ledger in access exclusive mode`.execute(trx);
        const started = await post('income-verifications', {});
        expect(started.status).toBe(201);
        const { id, status, finishedAt } = await json<{ id: string; status: string; finishedAt: null }>(
          started,
        );
        expect({ status, finishedAt }).toEqual({ status: 'running', finishedAt: null });

        const again = await post('income-verifications', {});
        expect(again.status).toBe(409);
        expect((await json<{ error: string }>(again)).error).toBe(INVALID);

        const listed = await api.call(
          'GET',
          '/admin/income-verifications?filter={"status":"running"}',
          admin,
        );
        expect(listed.headers.get('content-range')).toBe('income-verifications 0-0/1');
        expect((await json<{ id: string }[]>(listed)).map((row) => row.id)).toEqual([id]);
      });
    const [latest] = await json<{ id: string }[]>(
      await api.call('GET', '/admin/income-verifications', admin),
    );
    const result = await finished(latest!.id);
    expect(result).toMatchObject({
      status: 'matched',
      difference: null,
      lines: 0,
      authors: 0,
      microEuros: 0,
    });
    expect(result).toMatchObject({ eventsRead: 2, eventsTotal: 2 });
    expect(result.finishedAt).toBe('2026-12-02T09:00:00.000Z');
  });

  it('lists the months over with cents and no payout yet, and issues one from its statement once', async () => {
    const month = (authorId: string, periodStart: string, periodEnd: string, cents: number) => ({
      author_id: authorId,
      period: 'month' as const,
      period_start: periodStart,
      period_end: periodEnd,
      reads: 10,
      clicks: 2,
      micro_euros: cents * 10_000 + 700,
      carried_in_micro_euros: 300,
      cents,
      carried_out_micro_euros: 1000,
    });
    await income()
      .insertInto('income.statements')
      .values([
        month(authorA, '2026-10-01', '2026-11-01', 120),
        month(authorA, '2026-11-01', '2026-12-01', 0),
        month(authorB, '2026-11-01', '2026-12-01', 57),
        month(authorA, '2026-12-01', '2027-01-01', 999),
        { ...month(authorA, '2026-10-01', '2026-11-01', 120), period: 'year', period_end: '2027-01-01' },
      ])
      .execute();

    const due = await api.call('GET', '/admin/statements-due', admin);
    expect(due.headers.get('content-range')).toBe('statements-due 0-1/2');
    expect(await json(due)).toEqual([
      {
        id: `${authorA}:2026-10-01`,
        authorId: authorA,
        periodStart: '2026-10-01',
        periodEnd: '2026-11-01',
        reads: 10,
        clicks: 2,
        microEuros: 1_200_700,
        carriedInMicroEuros: 300,
        cents: 120,
        carriedOutMicroEuros: 1000,
      },
      expect.objectContaining({ id: `${authorB}:2026-11-01`, cents: 57 }),
    ]);

    const issued = await post('payouts', { authorId: authorA, periodStart: '2026-10-01' });
    expect(issued.status).toBe(201);
    const payout = await json<{ id: string }>(issued);
    expect(payout).toMatchObject({
      authorId: authorA,
      periodStart: '2026-10-01',
      periodEnd: '2026-11-01',
      cents: 120,
      microEuros: 1_200_700,
      issuedAt: '2026-12-02T09:00:00.000Z',
    });
    const [event] = await appended('PayoutStatementIssued');
    expect(event?.data).toMatchObject({ authorId: authorA, statementId: payout.id, cents: 120 });

    const still = await json<{ id: string }[]>(await api.call('GET', '/admin/statements-due', admin));
    expect(still.map((row) => row.id)).toEqual([`${authorB}:2026-11-01`]);
    const payouts = await api.call('GET', `/admin/payouts?filter={"authorId":"${authorA}"}`, admin);
    expect(payouts.headers.get('content-range')).toBe('payouts 0-0/1');
  });

  it('refuses a month closed already or not over (409), without a statement (404) or malformed (400), appending nothing', async () => {
    for (const [body, status, error] of [
      [{ authorId: authorA, periodStart: '2026-10-01' }, 409, INVALID],
      [{ authorId: authorA, periodStart: '2026-12-01' }, 409, INVALID],
      [{ authorId: authorB, periodStart: '2026-09-01' }, 404, 'NOT_FOUND: Not found.'],
      [{ authorId: authorB, periodStart: '2026-11' }, 400, FIELDS],
      [{ authorId: '', periodStart: '2026-11-01' }, 400, FIELDS],
      [{ periodStart: '2026-11-01' }, 400, FIELDS],
    ] as const) {
      const response = await post('payouts', body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect((await json<{ error: string }>(response)).error).toBe(error);
    }
    expect(await appended('PayoutStatementIssued')).toHaveLength(1);
  });

  it('lists refused reads the latest first, filtered by reason and author, a page at a time', async () => {
    const refused = (reason: string, authorId: string, at: string) => ({
      event_id: randomUUID(),
      reader_id: randomUUID(),
      content_id: randomUUID(),
      author_id: authorId,
      reason,
      seconds: 12,
      at,
    });
    await income()
      .insertInto('income.refused_reads')
      .values([
        refused('too-short', authorA, '2026-11-20T10:00:00.000Z'),
        refused('bot', authorA, '2026-11-21T10:00:00.000Z'),
        refused('too-short', authorB, '2026-11-22T10:00:00.000Z'),
        refused('too-short', authorA, '2026-11-23T10:00:00.000Z'),
      ])
      .execute();

    const all = await json<{ at: string }[]>(await api.call('GET', '/admin/refused-reads', admin));
    expect(all.map((row) => row.at.slice(0, 10))).toEqual([
      '2026-11-23',
      '2026-11-22',
      '2026-11-21',
      '2026-11-20',
    ]);

    const filter = encodeURIComponent(JSON.stringify({ reason: 'too-short', authorId: authorA }));
    const page = await api.call('GET', `/admin/refused-reads?filter=${filter}&range=[1,1]`, admin);
    expect(page.headers.get('content-range')).toBe('refused-reads 1-1/2');
    expect(await json(page)).toEqual([
      expect.objectContaining({
        authorId: authorA,
        reason: 'too-short',
        seconds: 12,
        at: '2026-11-20T10:00:00.000Z',
      }),
    ]);
    const unknown = await api.call('GET', '/admin/refused-reads?filter={"reason":"boring"}', admin);
    expect(unknown.status).toBe(400);
  });

  it('names the first difference, with its author and period, when the read model strays from the events', async () => {
    const started = await post('income-verifications', {});
    expect(started.status).toBe(201);
    const result = await finished((await json<{ id: string }>(started)).id);
    expect(result.status).toBe('differs');
    expect(result.difference).toMatchObject({ authorId: expect.any(String), period: expect.any(String) });
    expect([authorA, authorB]).toContain((result.difference as { authorId: string }).authorId);
  });
});
