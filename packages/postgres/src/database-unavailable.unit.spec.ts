import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.ts';

const withCode = (code: string, message = 'from the server') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['a reset connection', withCode('ECONNRESET')],
    ['a server shutting down its sessions (admin_shutdown)', withCode('57P01')],
    ['a crashed server (crash_shutdown)', withCode('57P02')],
    ['a server starting or stopping (cannot_connect_now)', withCode('57P03')],
    ['a full server (too_many_connections)', withCode('53300')],
    ['a statement timeout (query_canceled)', withCode('57014')],
    ['a connection exception', withCode('08006')],
    ['a connection that could not be made', withCode('08001')],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    ['a connection timeout', new Error('Connection terminated due to connection timeout')],
    ['a full pool', new Error('timeout exceeded when trying to connect')],
    ['a silent server', new Error('Query read timeout')],
    ['a broken client', new Error('Client has encountered a connection error and is not queryable')],
    [
      'a refusal on every address tried',
      new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], 'connect failed'),
    ],
    ['a wrapped loss', new Error('the batch failed', { cause: withCode('57P01') })],
  ])('holds for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value violates unique constraint')],
    ['a syntax error', withCode('42601')],
    ['a missing table', withCode('42P01')],
    ['a serialization failure', withCode('40001')],
    ['a plain error', new Error('cannot handle xx')],
    [
      'a refusal of the domain',
      Object.assign(new Error('EMAIL_ALREADY_USED'), { code: 'EMAIL_ALREADY_USED' }),
    ],
    ['nothing', undefined],
    ['a string', 'Connection terminated'],
  ])('does not hold for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
