import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { originOf } from './sessions.ts';

const request = (ip: string, userAgent?: string) =>
  ({
    ip,
    ctx: { deviceId: 'device-1' },
    header: (name: string) => (name === 'user-agent' ? userAgent : undefined),
  }) as unknown as Request;

describe('where a sign-in comes from', () => {
  it("keeps the device id, the user agent and the address's country, never the address", () => {
    const origin = originOf(
      request('41.82.0.1', 'Mozilla/5.0 (Mobile; rv:48.0) Gecko/48.0 Firefox/48.0 KAIOS/2.5'),
    );
    expect(origin).toEqual({
      deviceId: 'device-1',
      userAgent: 'Mozilla/5.0 (Mobile; rv:48.0) Gecko/48.0 Firefox/48.0 KAIOS/2.5',
      country: 'sn',
    });
    expect(JSON.stringify(origin)).not.toContain('41.82');
  });

  it('has no country for a loopback or private address, and no user agent when none is sent', () => {
    expect(originOf(request('127.0.0.1'))).toEqual({
      deviceId: 'device-1',
      userAgent: undefined,
      country: undefined,
    });
    expect(originOf(request('10.1.2.3', '')).country).toBeUndefined();
  });

  it('keeps the first 512 characters of a padded user agent', () => {
    expect(originOf(request('127.0.0.1', `Firefox/125.0 ${'x'.repeat(2000)}`)).userAgent).toHaveLength(512);
  });
});
