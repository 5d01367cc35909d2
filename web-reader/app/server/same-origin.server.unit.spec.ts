import { describe, expect, it } from 'vitest';
import { sentFromSite } from './same-origin.server.ts';

const SITE = 'https://afrimedia.example';

type Sent = { origin?: string; referer?: string };

describe('whether a page of the site sent a request', () => {
  it.each<[Sent, string]>([
    [{ origin: SITE }, 'its Origin'],
    [{ origin: 'https://AFRIMEDIA.example:443' }, 'its Origin, however a client spells it'],
    [{ referer: `${SITE}/articles/x?lang=fr` }, 'without an Origin, its Referer'],
  ])('believes %j (%s)', (headers) => {
    expect(sentFromSite(headers, SITE)).toBe(true);
  });

  it.each<[Sent, string]>([
    [{}, 'neither Origin nor Referer'],
    [{ origin: 'null' }, 'an opaque origin (sandboxed frame, file page)'],
    [{ origin: 'null', referer: `${SITE}/x` }, 'an opaque origin, whatever its Referer says'],
    [{ origin: 'https://evil.example' }, 'another site'],
    [{ origin: 'http://afrimedia.example' }, 'the same host over http'],
    [{ origin: 'https://cdn.afrimedia.example' }, 'a sibling sub-domain'],
    [{ origin: 'https://evil.example', referer: `${SITE}/x` }, 'another site, whatever its Referer says'],
    [{ referer: 'https://evil.example/afrimedia.example' }, "another site's page"],
    [{ origin: '' }, 'an empty Origin'],
    [{ referer: 'not a url' }, 'a Referer no parser reads'],
  ])('refuses %j (%s)', (headers) => {
    expect(sentFromSite(headers, SITE)).toBe(false);
  });
});
