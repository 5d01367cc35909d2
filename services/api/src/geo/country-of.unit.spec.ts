import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { countryOfRequest } from './country-of.ts';

const request = (ip: string, country?: string | null) =>
  ({ ip, ctx: { user: country === undefined ? undefined : { country } } }) as unknown as Request;

describe("the reader's country", () => {
  it("comes from the signed-in reader's profile first", () => {
    expect(countryOfRequest(request('41.82.0.1', 'NG'))).toBe('ng');
  });

  it('else from the request address, with the database shipped in the package', () => {
    expect(countryOfRequest(request('41.82.0.1'))).toBe('sn');
    expect(countryOfRequest(request('::ffff:197.210.0.1'))).toBe('ng');
    expect(countryOfRequest(request('41.82.0.1', null))).toBe('sn');
  });

  it('is unknown for loopback and private addresses', () => {
    expect(countryOfRequest(request('127.0.0.1'))).toBeUndefined();
    expect(countryOfRequest(request('10.1.2.3'))).toBeUndefined();
  });
});
