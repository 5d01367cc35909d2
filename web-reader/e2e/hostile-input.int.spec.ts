import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { percentEncode } from '@afrimedia/api/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { addressOf, builtRoutes, type BuiltRoute } from '../testing/built-routes.ts';
import type { PlatformUnderTest } from '../testing/platform-under-test.ts';
import { demoItems, type DemoItems } from './demo-items.ts';
import { platformForSpec } from './platform-for-spec.ts';
import { NOT_FOUND_PATH, READER_ROUTES, VISITOR_ROUTES } from './reader-routes.ts';
import { DEMO_AUTHOR, DEMO_READER } from './sign-in.ts';

/** Generated requests per address and identity; FUZZ_RUNS asks for more (or fewer). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 3);
const IDENTITIES = ['visitor', 'reader', 'author'] as const;
type Identity = (typeof IDENTITIES)[number];
const ACCOUNTS = { reader: DEMO_READER, author: DEMO_AUTHOR } as const;

/** Text meant to break a handler: controls, lone surrogates, addresses off the site, markup, sizes, numbers. */
const hostileText = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\r\nSet-Cookie: x=1',
    '/\t/evil.example',
    '//evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '\ud800',
    'x\udfffy',
    '<script>alert(1)</script>',
    '"\'><',
    '\u202e',
    '../../etc/passwd',
    '%00',
    '%',
    '1e309',
    '-1',
    'NaN',
    '__proto__',
    '{"a":',
    'x'.repeat(5_000),
    '',
    ' ',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** Raw percent-encodings of no UTF-8 text, which whatever decodes an address or a query must survive. */
const brokenEncoding = fc.constantFrom(
  '%00',
  '%ED%A0%80',
  '%C3',
  '%FF',
  '%',
  '%E0%80%AF',
  '%0D%0A',
  '%2F%2F',
);

/** A header value a client can send (bytes only: fetch refuses the rest), hostile within that. */
const headerText = fc.oneof(
  fc.constantFrom('%00', '%ED%A0%80', 'fr', 'ar;q=0.9, zz', 'null', '{"token":1}', 'x'.repeat(2_000)),
  fc.string({ maxLength: 40 }).map((value) => value.replace(/[^\x20-\x7e]/g, '').trim()),
);

interface HostileRequest {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly query: string;
  readonly cookies: string;
  readonly headers: Record<string, string>;
  readonly body: { readonly type?: string; readonly payload: string | FormData } | undefined;
}

/**
 * Names of the fields and query parameters the reader reads: those its server code asks a form or a query for
 * by name, and those its pages render in forms (some are read through a list of names).
 */
async function namesReadBy(buildDir: string, pages: readonly string[]): Promise<string[]> {
  const code = await readFile(join(buildDir, 'server/index.js'), 'utf8');
  const asked = [...code.matchAll(/\.(?:get|getAll|has)\("([\w-]{1,40})"\)|\(form, "([\w-]{1,40})"\)/g)];
  const rendered = pages.flatMap((html) => [...html.matchAll(/\bname="([\w-]{1,40})"/g)]);
  return [
    ...new Set([...asked, ...rendered].map(([, name, field]) => name ?? field).filter((name) => !!name)),
  ] as string[];
}

/** Requests to the reader, each hostile in one place (query, headers and cookies, body), everywhere, or nowhere. */
function hostileRequests(demo: DemoItems, names: readonly string[]) {
  const plausible = fc.constantFrom(
    demo.article.slug,
    demo.article.topic,
    demo.video.slug,
    demo.podcast.slug,
    demo.publication.slug,
    demo.event.slug,
    demo.event.category,
    demo.authorId,
    demo.sitePage,
    DEMO_READER.email,
    DEMO_READER.password,
    '1',
    '0',
    'on',
    'fr',
    'ar',
    'likes',
    'follows',
    'link',
    'code',
    'personal',
    'cover',
    '/articles',
  );
  const value = fc.oneof({ weight: 2, arbitrary: plausible }, { weight: 3, arbitrary: hostileText });
  const urlValue = fc.oneof(
    { weight: 4, arbitrary: value.map(percentEncode) },
    { weight: 1, arbitrary: brokenEncoding },
  );
  const name = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...names) },
    { weight: 1, arbitrary: hostileText },
  );
  const query = fc
    .array(fc.tuple(name.map(percentEncode), urlValue), { maxLength: 4 })
    .map((pairs) => pairs.map(([key, text]) => `${key}=${text}`).join('&'));
  const urlEncoded = (pairs: readonly (readonly [string, string])[]) => ({
    type: 'application/x-www-form-urlencoded',
    payload: pairs.map(([key, text]) => `${percentEncode(key)}=${percentEncode(text)}`).join('&'),
  });
  const plausibleForm = fc
    .array(fc.tuple(fc.constantFrom(...names), plausible), { maxLength: 8 })
    .map(urlEncoded);
  const fields = fc.array(fc.tuple(name, value), { maxLength: 8 });
  const body = fc.oneof(
    fields.map(urlEncoded),
    fields.map((pairs) => {
      const form = new FormData();
      for (const [key, text] of pairs) form.append(key, text);
      form.append(pairs[0]?.[0] ?? 'avatar', new Blob(['not a picture']), 'x.png');
      return { payload: form };
    }),
    fc
      .oneof(fc.jsonValue({ maxDepth: 3 }), fields.map(Object.fromEntries))
      .map((json) => ({ type: 'application/json', payload: JSON.stringify(json) ?? 'null' })),
    fc
      .tuple(
        fc.oneof(hostileText, fc.constantFrom('{', '[1,', 'a=%ZZ&b', '--x\r\n')),
        fc.constantFrom(
          'application/json',
          'text/plain',
          'multipart/form-data; boundary=x',
          'application/x-www-form-urlencoded',
          undefined,
        ),
      )
      .map(([payload, type]) => (type ? { type, payload } : { payload })),
  );
  const headers = fc.record(
    { 'accept-language': headerText, 'save-data': headerText, accept: headerText, referer: headerText },
    { requiredKeys: [] },
  );
  const cookies = fc
    .record(
      { lang: headerText, lite: headerText, device_id: headerText, site_wall: headerText, token: headerText },
      { requiredKeys: [] },
    )
    .map((jar) =>
      Object.entries(jar)
        .map(([key, text]) => `${key}=${text}`)
        .join('; '),
    );
  const spots = ['nowhere', 'query', 'headers', 'body', 'everywhere'] as const;

  return (method: 'GET' | 'POST', address: fc.Arbitrary<string>): fc.Arbitrary<HostileRequest> =>
    fc.constantFrom(...spots).chain((spot) => {
      const hostile = (place: (typeof spots)[number]) => spot === place || spot === 'everywhere';
      return fc.record({
        method: fc.constant(method),
        path: address,
        query: hostile('query') ? query : fc.constant(''),
        cookies: hostile('headers') ? cookies : fc.constant(''),
        headers: hostile('headers') ? headers : fc.constant({}),
        body: method === 'GET' ? fc.constant(undefined) : hostile('body') ? body : plausibleForm,
      });
    });
}

describe('any request to any reader route (property)', () => {
  let platform: PlatformUnderTest;
  let demo: DemoItems;
  let routes: BuiltRoute[];
  const sessions: Partial<Record<Identity, string>> = {};
  const violations: string[] = [];
  const answers = new Map<number, number>();
  let cases = 0;
  const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

  beforeAll(async () => {
    platform = await platformForSpec('hostile-reader');
    demo = await demoItems(platform.url);
    routes = await builtRoutes(inject('readerBuildDir'));
  }, 180_000);
  afterAll(async () => {
    const failed = [...answers]
      .filter(([status]) => status >= 500)
      .reduce((sum, [, count]) => sum + count, 0);
    const common = [...answers].sort(([, a], [, b]) => b - a);
    console.log(
      `hostile reader requests: ${cases} cases tried, ${failed} × 5xx, ${violations.length} violations, seed ${seed}; ` +
        `answers: ${common.map(([status, count]) => `${status} ×${count}`).join(', ')}`,
    );
    await platform?.stop();
  });

  /** The identity's session cookie, signed in again when a request ended it (a logout, a password change). */
  async function cookieOf(identity: Identity): Promise<string> {
    if (identity === 'visitor') return '';
    const current = sessions[identity];
    if (current) {
      const { token } = JSON.parse(decodeURIComponent(current.slice('token='.length))) as { token: string };
      const alive = await fetch(`${platform.url}/api/auth/user`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (alive.ok) return current;
    }
    const signIn = await fetch(`${platform.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ACCOUNTS[identity]),
    });
    if (!signIn.ok) throw new Error(`the demo ${identity} could not sign in: ${signIn.status}`);
    const fresh = `token=${encodeURIComponent(JSON.stringify(await signIn.json()))}`;
    sessions[identity] = fresh;
    return fresh;
  }

  async function check(identity: Identity, request: HostileRequest): Promise<void> {
    cases += 1;
    const cookie = [request.cookies, await cookieOf(identity)].filter(Boolean).join('; ');
    const url = `${platform.url}${request.path}${request.query ? `?${request.query}` : ''}`;
    const { body } = request;
    const described = () =>
      `${request.method} ${url.slice(platform.url.length, 300)} as ${identity}, cookies ${request.cookies.slice(0, 120)}, ` +
      `headers ${JSON.stringify(request.headers).slice(0, 160)}, body ${body?.type ?? ''} ${String(
        body?.payload instanceof FormData ? [...body.payload] : body?.payload,
      ).slice(0, 200)}`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: request.method,
        redirect: 'manual',
        headers: {
          ...request.headers,
          // A form of the site's own pages: its origin, so that the request reaches the route's action.
          ...(request.method === 'POST' ? { origin: platform.url } : {}),
          ...(cookie ? { cookie } : {}),
          ...(body?.type ? { 'content-type': body.type } : {}),
        },
        ...(body ? { body: body.payload } : {}),
      });
      await response.arrayBuffer();
    } catch (error) {
      violations.push(`${described()}: no answer (${String(error)})`);
      return;
    }
    answers.set(response.status, (answers.get(response.status) ?? 0) + 1);
    if (response.status >= 500) violations.push(`${described()}: ${response.status}`);
  }

  it('answers hostile queries on every page and hostile fields in every form below 500', async () => {
    const listed = [...VISITOR_ROUTES, ...READER_ROUTES].map((route) => route.path(demo));
    const pages: string[] = [];
    for (const path of [...listed, NOT_FOUND_PATH])
      for (const identity of IDENTITIES) {
        const page = await fetch(`${platform.url}${path}`, { headers: { cookie: await cookieOf(identity) } });
        pages.push(await page.text());
      }
    const names = await namesReadBy(inject('readerBuildDir'), pages);
    expect(names).toEqual(expect.arrayContaining(['returnTo', 'lang', 'token', 'intent', 'relation']));
    const requestFor = hostileRequests(demo, names);

    // Each address of a route the list does not name (the studio's, the settings forms'), and of those it names
    // too, with its parameters taken from the demo or hostile.
    const part = fc.oneof(
      {
        weight: 3,
        arbitrary: fc.constantFrom(demo.article.slug, demo.publication.slug, demo.authorId, 'cover'),
      },
      { weight: 2, arbitrary: fc.oneof(hostileText.map(percentEncode), brokenEncoding) },
    );
    const addressesOf = (route: BuiltRoute) =>
      fc
        .array(part, { minLength: 4, maxLength: 4 })
        .map((parts) => addressOf(route.pattern, () => parts.pop() ?? ''));
    const targets: ['GET' | 'POST', fc.Arbitrary<string>][] = [
      ...listed.map((path): ['GET', fc.Arbitrary<string>] => ['GET', fc.constant(path)]),
      ...routes.map((route): ['GET', fc.Arbitrary<string>] => ['GET', addressesOf(route)]),
      ...routes
        .filter((route) => route.hasAction)
        .map((route): ['POST', fc.Arbitrary<string>] => ['POST', addressesOf(route)]),
    ];
    for (const [index, [method, address]] of targets.entries()) {
      for (const [order, identity] of IDENTITIES.entries()) {
        await fc.assert(
          fc.asyncProperty(requestFor(method, address), (request) => check(identity, request)),
          { numRuns: RUNS, seed: seed + index * IDENTITIES.length + order },
        );
      }
    }
    expect(cases).toBe(targets.length * IDENTITIES.length * RUNS);
    expect(violations).toEqual([]);
  }, 900_000);
});
