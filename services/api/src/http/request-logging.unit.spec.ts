import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { reject } from '@afrimedia/domain';
import express from 'express';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { errorHandler } from './errors.ts';
import { redactedUrl, requestLogging } from './request-logging.ts';

describe('the request log', () => {
  it.each([
    ['/login/callback?token=abc.def&lang=fr', '/login/callback?token=[redacted]&lang=fr'],
    [
      '/api/auth/verifyToken?email=a%40b.org&code=123456',
      '/api/auth/verifyToken?email=a%40b.org&code=[redacted]',
    ],
    [
      '/x?Token=1&refresh_token=2&refreshToken=3&pin=4',
      '/x?Token=[redacted]&refresh_token=[redacted]&refreshToken=[redacted]&pin=[redacted]',
    ],
    ['/x?%74oken=1', '/x?%74oken=[redacted]'],
    ['/x?token', '/x?token=[redacted]'],
    ['/articles/why?page=2', '/articles/why?page=2'],
    ['/plain', '/plain'],
    ['/x?%E0%80=1&code=9', '/x?%E0%80=1&code=[redacted]'],
  ])('keeps no secret of %s', (url, logged) => {
    expect(redactedUrl(url)).toBe(logged);
  });
});

describe('the level of a request line', () => {
  async function levelsOf(route: express.RequestHandler): Promise<number[]> {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = express();
    app.use(requestLogging(pino({ level: 'info' }, sink)));
    app.get('/call', route);
    app.use(errorHandler);
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const requestLines = () =>
      lines
        .map((line) => JSON.parse(line) as { level: number; msg: string })
        .filter((line) => /^request (completed|errored)$/.test(line.msg));
    try {
      await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/call`);
      await expect.poll(() => requestLines().length).toBe(1);
    } finally {
      server.close();
    }
    return requestLines().map((line) => line.level);
  }

  it('is info for payments not open yet: a 501 the platform answers on purpose, not a fault', async () => {
    expect(
      await levelsOf(() => {
        throw reject('PAYMENTS_NOT_AVAILABLE');
      }),
    ).toEqual([30]);
  });

  it('stays error for a fault, and warn for a refused request', async () => {
    expect(
      await levelsOf(() => {
        throw new Error('broken');
      }),
    ).toEqual([50]);
    expect(
      await levelsOf(() => {
        throw reject('NOT_AUTHORIZED');
      }),
    ).toEqual([40]);
  });
});
