import { randomUUID } from 'node:crypto';
import { contactStream, userStream } from '@afrimedia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readModelsOf } from '../storage/api-db.ts';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { storePorts } from '../use-cases/store-ports.ts';
import { apiDataPurge } from './purge-api-data.ts';
import { applyRetention } from './retention.ts';

const PASSWORD = 'Str0ng-Passw0rd';
/** The pass runs on 10 January 2027: personal data before 10 January 2024 and financial before 2017 are due. */
const PASS_AT = new Date('2027-01-10T06:00:00Z');

describe('retention', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('retention');
  });
  afterAll(() => api.close());

  async function registeredAt(at: string, name: string) {
    api.setNow(new Date(at));
    const email = `${name}.${randomUUID().slice(0, 8)}@example.test`;
    const response = await api.call('POST', '/auth/register', undefined, {
      email,
      password: PASSWORD,
      terms_accepted: true,
      profile: { first_name: name },
    });
    expect(response.status).toBe(201);
    return { userId: ((await response.json()) as { id: string }).id, email };
  }

  async function contactAt(at: string, subject: string) {
    api.setNow(new Date(at));
    const response = await api.call('POST', '/contact', undefined, {
      name: 'Kwame',
      email: 'kwame@example.test',
      subject,
      message: 'Hello, how do I become an author?',
    });
    expect(response.status).toBeLessThan(300);
  }

  async function financialRowsAt(at: string) {
    const db = readModelsOf(api.db);
    const id = randomUUID();
    await db
      .insertInto('income.ledger')
      .values({
        source_event_id: id,
        author_id: 'author-1',
        content_id: 'content-1',
        reader_id: 'reader-1',
        kind: 'read',
        view_id: randomUUID(),
        at,
        rate_card_id: 'card-1',
        micro_euros: 12_500,
      })
      .execute();
    await db
      .insertInto('income.refused_reads')
      .values({
        event_id: id,
        reader_id: 'reader-1',
        content_id: 'content-1',
        author_id: 'author-1',
        reason: 'bot',
        seconds: 40,
        at,
      })
      .execute();
    await db
      .insertInto('operations.payments')
      .values({
        payment_id: id,
        subscription_id: 'sub-1',
        user_id: 'reader-1',
        plan: 'premium',
        period: 'month',
        amount_cents: 499,
        status: 'paid',
        failure_reason: null,
        occurred_at: new Date(at),
      })
      .execute();
  }

  it('erases exactly what is due under a moved clock, and logs counts only', async () => {
    const idle = await registeredAt('2023-06-01T10:00:00Z', 'idle');
    const returning = await registeredAt('2023-06-01T10:00:00Z', 'returning');
    api.setNow(new Date('2024-06-01T10:00:00Z'));
    expect(
      (await api.call('POST', '/auth/login', undefined, { email: returning.email, password: PASSWORD }))
        .status,
    ).toBe(200);
    const recent = await registeredAt('2025-01-01T10:00:00Z', 'recent');
    await contactAt('2023-12-01T10:00:00Z', 'old question');
    await contactAt('2024-02-01T10:00:00Z', 'new question');
    await financialRowsAt('2016-12-20T10:00:00.000Z');
    await financialRowsAt('2017-02-01T10:00:00.000Z');
    await api.caughtUp();

    api.setNow(PASS_AT);
    const ports = {
      db: api.db,
      commands: storePorts(api.store, { clock: () => PASS_AT, correlationId: 'retention-pass' }).commands,
      personalKeys: api.deps.personalKeys,
      clock: () => PASS_AT,
      purgeApiData: apiDataPurge(api.db, api.deps.media),
    };
    const report = await applyRetention(ports);
    await api.caughtUp();
    expect(report).toEqual({ accounts: 1, contactMessages: 1, payments: 1, ledgerLines: 1, refusedReads: 1 });
    expect(JSON.stringify(report)).not.toMatch(/@|idle|Kwame/);

    const db = readModelsOf(api.db);
    const accounts = await db.selectFrom('accounts.users').select('user_id').execute();
    expect(accounts.map(({ user_id }) => user_id).sort()).toEqual([returning.userId, recent.userId].sort());
    expect(await api.deps.personalKeys.isDestroyed(userStream(idle.userId))).toBe(true);
    const messages = await db
      .selectFrom('operations.contact_messages')
      .select(['message_id', 'subject'])
      .execute();
    expect(messages.map(({ subject }) => subject)).toEqual(['new question']);
    const kept = messages[0]?.message_id ?? '';
    expect(await api.deps.personalKeys.isDestroyed(contactStream(kept))).toBe(false);
    const ledger = await db.selectFrom('income.ledger').select('at').execute();
    expect(ledger.map(({ at }) => at.toISOString())).toEqual(['2017-02-01T10:00:00.000Z']);

    // The idle person's address is free again; a second pass finds nothing more to do.
    expect(await applyRetention(ports)).toEqual({
      accounts: 0,
      contactMessages: 0,
      payments: 0,
      ledgerLines: 0,
      refusedReads: 0,
    });
    const again = await api.call('POST', '/auth/register', undefined, {
      email: idle.email,
      password: PASSWORD,
      terms_accepted: true,
    });
    expect(again.status).toBe(201);
  });
});
