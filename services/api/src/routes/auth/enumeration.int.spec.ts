import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CODE_CALLS_PER_ADDRESS,
  MAILS_PER_ADDRESS,
  REGISTRATIONS_PER_ADDRESS,
  REGISTRATIONS_PER_DEVICE,
} from '../../auth/rate-limit.ts';
import { startTestApi, type TestApi } from '../../testing/test-api.ts';

const PASSWORD = 'Str0ng-Passw0rd';
const run = promisify(execFile);

interface Answer {
  readonly status: number;
  readonly body: unknown;
  readonly ms: number;
}

const TIMED_ROUNDS = 11;

/**
 * How long each POST of `bodies` to `url` takes, timed by another process: a prober's clock runs apart from the
 * API's, which goes on with its work (e-mailing a code) once it has answered. A pause before each lets that work
 * end, as a patient prober would.
 */
async function timedFromElsewhere(url: string, bodies: readonly unknown[]): Promise<number[]> {
  const prober = `
    const [url, bodies] = [process.argv[1], JSON.parse(process.argv[2])];
    const times = [];
    for (const body of bodies) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const started = performance.now();
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      await response.text();
      times.push(performance.now() - started);
    }
    console.log(JSON.stringify(times));
  `;
  const { stdout } = await run(process.execPath, [
    '--input-type=module',
    '-e',
    prober,
    url,
    JSON.stringify(bodies),
  ]);
  return JSON.parse(stdout) as number[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

describe('the code calls do not tell which addresses have an account', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('enumeration');
    const registered = await send('/auth/register', {
      email: 'known@example.org',
      password: PASSWORD,
      terms_accepted: true,
    });
    expect(registered.status).toBe(201);
  });
  afterAll(() => api.close());

  // Every request comes from 127.0.0.1: each test starts with nothing counted.
  beforeEach(async () => {
    await sql`delete from api.attempt_counts`.execute(api.db);
  });

  async function send(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const started = performance.now();
    const response = await fetch(`${api.url}/api${path}?lang=fr`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const answer = await response.json();
    return { status: response.status, body: answer, ms: performance.now() - started };
  }

  const asked = (answer: Answer) => ({ status: answer.status, body: answer.body });

  it('answers the sign-in link, the pin code and the reset alike for a known and an unknown address', async () => {
    const calls: [string, (email: string) => unknown][] = [
      ['/auth/link/generate', (email) => ({ email })],
      ['/auth/token', (email) => ({ email, template: 'login' })],
      ['/auth/token', (email) => ({ email, template: 'reset-password' })],
      [
        '/auth/verifyToken',
        (email) => ({ validation_email: email, validation_token: '123456', purpose: 'login' }),
      ],
      [
        '/auth/verifyToken',
        (email) => ({ validation_email: email, validation_token: 'not-a-link-token-at-all' }),
      ],
      [
        '/auth/password/changeWithoutToken',
        (email) => ({ validation_email: email, validation_token: '123456', password: 'N3w-Passw0rd' }),
      ],
    ];
    for (const [path, body] of calls) {
      const known = await send(path, body('known@example.org'));
      const unknown = await send(path, body('nobody@example.org'));
      expect(asked(unknown), path).toEqual(asked(known));
      expect(known.status, path).toBeLessThan(500);
    }
    const mail = (await api.mail()).map((message) => message.recipient);
    expect(mail).not.toContain('nobody@example.org');
    expect(mail.filter((recipient) => recipient === 'known@example.org')).toHaveLength(4);
  });

  it('takes as long for an unknown address as for a known one', async () => {
    const readers = [];
    for (let round = 0; round < TIMED_ROUNDS; round += 1) readers.push(await api.newUser());
    for (const [path, template] of [
      ['/auth/link/generate', undefined],
      ['/auth/token', 'reset-password'],
    ] as const) {
      // Either goes first in turn, so neither is always the one that follows the other.
      const bodies = readers.flatMap((reader, round) => {
        const pair = [
          { email: reader.email, template },
          { email: `nobody-${round}@example.org`, template },
        ];
        return round % 2 === 0 ? pair : pair.reverse();
      });
      await sql`delete from api.attempt_counts`.execute(api.db);
      const times = await timedFromElsewhere(`${api.url}/api${path}`, bodies);
      const knownMs = median(times.filter((_, index) => !bodies[index]?.email.startsWith('nobody-')));
      const unknownMs = median(times.filter((_, index) => bodies[index]?.email.startsWith('nobody-')));
      console.info(
        `${path} ${template ?? ''}: median known ${knownMs.toFixed(1)} ms, unknown ${unknownMs.toFixed(1)} ms`,
      );
      // Loose enough for a machine busy with other tests; an e-mail sent before answering is slower by far.
      expect(Math.abs(knownMs - unknownMs)).toBeLessThan(Math.max(5, Math.max(knownMs, unknownMs) / 2));
    }
  });

  it('limits the code calls of one client address, whatever the addresses asked for', async () => {
    for (let index = 0; index < CODE_CALLS_PER_ADDRESS; index += 1) {
      expect((await send('/auth/link/generate', { email: `someone-${index}@example.org` })).status).toBe(200);
    }
    const refused = await send('/auth/token', { email: 'known@example.org' });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
  });

  it('sends one address at most a few e-mails an hour, known or not, with a clear message', async () => {
    for (const email of ['known@example.org', 'nobody@example.org']) {
      for (let index = 0; index < MAILS_PER_ADDRESS; index += 1) {
        expect((await send('/auth/link/generate', { email })).status).toBe(200);
      }
      const refused = await send('/auth/token', { email, template: 'reset-password' });
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({
        code: 'TOO_MANY_EMAILS',
        message: expect.stringMatching(/e-mails/),
      });
    }
  });

  it('keeps the spec answer for a used address at registration, limited per device and per client address', async () => {
    const used = await send('/auth/register', {
      email: 'known@example.org',
      password: PASSWORD,
      terms_accepted: true,
    });
    expect(used.status).toBe(409);
    expect(used.body).toMatchObject({ code: 'EMAIL_ALREADY_USED' });

    const device = { 'device-id': 'one-phone-0001' };
    for (let index = 0; index < REGISTRATIONS_PER_DEVICE; index += 1) {
      const registration = { email: `phone-${index}@example.org`, password: PASSWORD, terms_accepted: true };
      expect((await send('/auth/register', registration, device)).status).toBe(201);
    }
    const sameDevice = await send(
      '/auth/register',
      { email: 'phone-last@example.org', password: PASSWORD, terms_accepted: true },
      device,
    );
    expect(sameDevice.status).toBe(429);
    expect(sameDevice.body).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });

    // Counted so far from this address: the used address, the device's registrations and its refused one.
    for (let counted = REGISTRATIONS_PER_DEVICE + 2; counted < REGISTRATIONS_PER_ADDRESS; counted += 1) {
      const registration = { email: 'known@example.org', password: PASSWORD, terms_accepted: true };
      expect((await send('/auth/register', registration, { 'device-id': `device-${counted}` })).status).toBe(
        409,
      );
    }
    const sameAddress = await send(
      '/auth/register',
      { email: 'fresh@example.org', password: PASSWORD, terms_accepted: true },
      { 'device-id': 'another-device' },
    );
    expect(sameAddress.status).toBe(429);
  });
});
