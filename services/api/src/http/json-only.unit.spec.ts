import type { CallContract } from '@afrimedia/contracts';
import { DomainError } from '@afrimedia/domain';
import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hasBody, jsonBodiesOnly } from './json-only.ts';

const calls: CallContract[] = [
  {
    method: 'put',
    path: '/auth/profile',
    summary: 'profile',
    access: 'user',
    body: z.object({}),
    response: z.object({}),
  },
  {
    method: 'post',
    path: '/actions/fav/:id',
    summary: 'favourite',
    access: 'user',
    body: z.object({}),
    response: z.object({}),
  },
  { method: 'post', path: '/uploads/:role', summary: 'upload', access: 'user', response: z.object({}) },
];

/** What the middleware passes to `next`: undefined to go on, or the refusal. */
function judge(method: string, path: string, headers: Record<string, string>): unknown {
  let outcome: unknown = 'not called';
  const request = { method, path, headers } as unknown as Request;
  jsonBodiesOnly(calls)(request, {} as never, (error?: unknown) => {
    outcome = error;
  });
  return outcome;
}

const textBody = { 'content-type': 'text/plain', 'content-length': '12' };

describe('JSON bodies only', () => {
  it('refuses a text body sent to a call that takes JSON, with 415', () => {
    const refusal = judge('PUT', '/auth/profile', textBody);
    expect(refusal).toBeInstanceOf(DomainError);
    expect((refusal as DomainError).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(judge('POST', '/actions/fav/abc-1', textBody)).toBeInstanceOf(DomainError);
    expect(judge('PUT', '/AUTH/profile/', { 'transfer-encoding': 'chunked' })).toBeInstanceOf(DomainError);
  });

  it('lets JSON bodies, bodiless requests, multipart uploads and unknown calls through', () => {
    expect(
      judge('PUT', '/auth/profile', {
        'content-type': 'application/json; charset=utf-8',
        'content-length': '2',
      }),
    ).toBeUndefined();
    expect(judge('PUT', '/auth/profile', { 'content-length': '0' })).toBeUndefined();
    expect(judge('POST', '/actions/fav/abc-1', {})).toBeUndefined();
    expect(
      judge('POST', '/uploads/cover', {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': '9',
      }),
    ).toBeUndefined();
    expect(judge('GET', '/auth/profile', textBody)).toBeUndefined();
    expect(judge('PUT', '/no/such/call', textBody)).toBeUndefined();
  });

  it('knows a body by its length or its chunks', () => {
    expect(hasBody({})).toBe(false);
    expect(hasBody({ 'content-length': '0' })).toBe(false);
    expect(hasBody({ 'content-length': '3' })).toBe(true);
    expect(hasBody({ 'transfer-encoding': 'chunked' })).toBe(true);
  });
});
