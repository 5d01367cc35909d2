import { describe, expect, it } from 'vitest';
import { withTrustedDevice } from './trusted-device.server.ts';

function fakeApi(answer: Response) {
  const seen: Request[] = [];
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    seen.push(new Request(input, init));
    return answer;
  }) as typeof fetch;
  return { seen, fetchImpl };
}

const signedIn = () =>
  new Response('{}', {
    headers: [
      ['set-cookie', 'token=abc; Path=/; HttpOnly'],
      [
        'set-cookie',
        'trusted_device=user-1.nonce.signature; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax',
      ],
    ],
  });

describe("the API's device cookie, between the browser and the API", () => {
  it('goes with each call the browser holds one for, and is never made up', async () => {
    const held = new Request('http://reader.test/login', {
      headers: { cookie: 'token=x; trusted_device=user-1.nonce.signature; device_id=d-1' },
    });
    const api = fakeApi(new Response('{}'));
    await withTrustedDevice(
      held,
      () => undefined,
      api.fetchImpl,
    )('http://api.test/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    });
    expect(api.seen[0]?.headers.get('cookie')).toBe('trusted_device=user-1.nonce.signature');
    expect(api.seen[0]?.headers.get('content-type')).toBe('application/json');

    const none = fakeApi(new Response('{}'));
    await withTrustedDevice(
      new Request('http://reader.test/login'),
      () => undefined,
      none.fetchImpl,
    )('http://api.test/api/auth/login');
    expect(none.seen[0]?.headers.get('cookie')).toBeNull();
  });

  it("hands the browser the cookie a sign-in answers with, HttpOnly on the reader's site, and nothing else", async () => {
    const set: string[] = [];
    const api = fakeApi(signedIn());
    const page = new Request('https://reader.test/login');
    await withTrustedDevice(
      page,
      (cookie) => set.push(cookie),
      api.fetchImpl,
    )('http://api.test/api/auth/login');
    expect(set).toHaveLength(1);
    expect(set[0]).toMatch(/^trusted_device=user-1\.nonce\.signature; /);
    expect(set[0]).toMatch(/HttpOnly/i);
    expect(set[0]).toMatch(/Secure/i);
    expect(set[0]).toMatch(/Path=\//);
    expect(set[0]).toMatch(/Max-Age=31536000/);
  });
});
