import { adminCalls } from '@afrimedia/contracts';
import { APP_ACCESS_MODES, errorCatalogue } from '@afrimedia/domain';
import { comparePositions, type GlobalPosition } from '@afrimedia/event-store';
import { translateError } from '@afrimedia/i18n';
import { projections } from '@afrimedia/projections';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../media/fixtures/synthetic-media.ts';
import { percentEncode } from '../testing/percent-encode.ts';
import { publishedArticle } from '../testing/published-article.ts';
import { servedRoutes } from '../testing/served-routes.ts';
import { startTestApi, type TestApi, type TestUser } from '../testing/test-api.ts';
import { adminRoutes } from './admin/index.ts';

const PASSWORD = 'Kora2026pass';

describe('hostile input', () => {
  let api: TestApi;
  let reader: TestUser;
  let contentId: string;

  beforeAll(async () => {
    api = await startTestApi('hostile_input');
    reader = await api.newUser();
    const author = await api.newUser({ role: 'owner' });
    ({ contentId } = await publishedArticle(api, author.userId));
  });
  afterAll(() => api.close());

  const eventCount = async () => (await api.events()).length;

  interface Sent {
    readonly method?: string;
    readonly headers?: Record<string, string>;
    readonly body?: string | FormData;
  }

  /** A raw call to `/api{path}`: the path and query are sent exactly as written. */
  const send = (path: string, { method = 'GET', headers = {}, body }: Sent = {}) =>
    fetch(`${api.url}/api${path}`, { method, headers, ...(body === undefined ? {} : { body }) });

  const json = (value: unknown, user?: TestUser): Sent => ({
    headers: { ...(user?.auth ?? {}), 'content-type': 'application/json' },
    body: JSON.stringify(value),
  });

  /** The refusal `code` in French: the catalogue's message, translated. */
  async function expectRefusal(response: Response, status: number, code: string) {
    expect({ status: response.status, body: await response.json() }).toEqual({
      status,
      body: {
        code,
        message: translateError('fr', code),
        error: `${code}: ${translateError('fr', code)}`,
      },
    });
  }

  describe('text with a NUL or invalid Unicode', () => {
    it('is refused anywhere in a JSON body, keys included, with 400 INVALID_TEXT and nothing appended', async () => {
      const before = await eventCount();
      const bodies: [string, string, Sent][] = [
        [
          'POST',
          '/auth/register',
          json({
            email: 'nul@example.org',
            password: PASSWORD,
            terms_accepted: true,
            profile: { first_name: 'Ami\u0000nata' },
          }),
        ],
        ['PUT', '/auth/profile', json({ profile: { '\ud800': 'x' } }, reader)],
        ['PUT', '/auth/profile', json({ avatar: 'a\udfffb' }, reader)],
        ['POST', '/actions/share', json({ label: 'whatsapp', contentId: `${contentId}\u0000` })],
        ['POST', '/actions/report', json({ link: 'l', title: 't', comment: ['deep', ['\ud83c']] }, reader)],
        ['POST', `/actions/like/${contentId}`, json({ profile: { nested: { '\u0000': 1 } } }, reader)],
        ['POST', '/auth/login', json({ email: 'a@example.org', password: 'x\u0000' })],
      ];
      for (const [method, path, sent] of bodies) {
        await expectRefusal(await send(`${path}?lang=fr`, { ...sent, method }), 400, 'INVALID_TEXT');
      }
      expect(await eventCount()).toBe(before);
    });

    it('is refused in path parameters, raw or percent-encoded, as is percent-encoding that is not UTF-8', async () => {
      const before = await eventCount();
      const paths: [string, string][] = [
        ['GET', '/pages/content/%00'],
        ['GET', '/pages/user/abc%00def'],
        ['GET', '/pages/user/%ED%A0%80'],
        ['GET', '/pages/followers/%C3'],
        ['GET', '/pages/category/top-%FF'],
        ['GET', '/pages/events/%E0%80%AF'],
        ['POST', '/actions/like/%F4%90%80%80'],
        ['DELETE', '/actions/fav/50%'],
        ['GET', '/no-such-call/%00'],
      ];
      for (const [method, path] of paths) {
        await expectRefusal(
          await send(`${path}?lang=fr`, { method, headers: reader.auth }),
          400,
          'INVALID_TEXT',
        );
      }
      expect(await eventCount()).toBe(before);
    });

    it('is refused in query keys and values', async () => {
      for (const query of ['filter=%00', 'filter=a%ED%B0%80', 'filter=%E9t%E9', '%00=1', 'filter=x+%FF']) {
        await expectRefusal(await send(`/pages/search/?lang=fr&${query}`), 400, 'INVALID_TEXT');
      }
    });

    it('is refused in the headers the API reads, before the session is looked at', async () => {
      const before = await eventCount();
      const headers: Record<string, string>[] = [
        { 'device-id': '%00' },
        { 'device-id': 'phone-%ED%A0%80' },
        { authorization: 'Bearer %00' },
        { ...reader.auth, 'x-csrf-token': '%C3%28' },
        { 'accept-language': 'fr, en;q=0.5%00' },
        { cookie: 'theme=dark; token=%ED%B0%80; csrf=x' },
        { cookie: 'csrf=%00' },
        { 'idempotency-key': '%FF' },
      ];
      for (const header of headers) {
        const sent = json({ label: 'whatsapp', contentId });
        await expectRefusal(
          await send('/actions/share?lang=fr', {
            ...sent,
            method: 'POST',
            headers: { ...sent.headers, ...header },
          }),
          400,
          'INVALID_TEXT',
        );
      }
      expect(await eventCount()).toBe(before);
    });

    it('leaves well-formed text alone: accents, Arabic and emoji in bodies, paths and queries', async () => {
      const search = await send(
        '/pages/search/?filter=caf%C3%A9%20%F0%9F%8E%B6%20%D8%B1%D9%88%D8%A7%D9%8A%D8%A7%D8%AA',
      );
      expect(search.status).toBe(200);
      const report = await send('/actions/report', {
        method: 'POST',
        ...json(
          { link: `/a/${contentId}`, title: 'Rawāyāt روايات', comment: 'Très bien 🎶 — merci' },
          reader,
        ),
      });
      expect(report.status).toBe(201);
      const author = await send('/pages/user/%D8%B1%F0%9F%8E%B6');
      expect(author.status).toBe(404);
      const share = await send('/actions/share', {
        method: 'POST',
        headers: { ...json({}).headers, 'device-id': 'caf%C3%A9-device', cookie: 'promo=50%off; theme=%00' },
        body: JSON.stringify({ label: 'whatsapp', contentId }),
      });
      expect(share.status).toBe(200);
    });
  });

  describe('refusals the property below found appending events', () => {
    it('refuses a profile update with a wrong current password or a bare author application, writing nothing', async () => {
      const user = await api.newUser();
      const before = await eventCount();
      const wrongPassword = await send('/auth/profile?lang=fr', {
        method: 'PUT',
        ...json({ hide_watched: true, password: 'Passw0rd-2026', current_password: 'not-it' }, user),
      });
      expect(await wrongPassword.json()).toMatchObject({
        code: 'WRONG_PASSWORD',
        message: translateError('fr', 'WRONG_PASSWORD'),
        field: 'current_password',
      });
      const bareApplication = await send('/auth/profile?lang=fr', {
        method: 'PUT',
        ...json({ phone: '+221 77 123 45 67', role: 'owner', about_me: 'Short.' }, user),
      });
      expect(await bareApplication.json()).toMatchObject({
        code: 'FIELDS_REQUIRED',
        field: 'expertise_title',
      });
      const shortApplication = await send('/auth/profile', {
        method: 'PUT',
        ...json(
          { hide_watched: true, role: 'owner', expertise_title: 'Music journalist', about_me: 'Short.' },
          user,
        ),
      });
      expect(await shortApplication.json()).toMatchObject({ code: 'TEXT_TOO_SHORT', field: 'about_me' });
      expect(await eventCount()).toBe(before);
    });

    it('reads a JSON scalar where an object is expected as a refused payload, not as malformed JSON', async () => {
      for (const scalar of ['"text"', 'null', '1e308', 'true']) {
        const response = await send('/actions/share?lang=fr', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: scalar,
        });
        expect(response.status, scalar).toBe(400);
        expect(await response.json(), scalar).toMatchObject({ code: 'FIELDS_REQUIRED' });
      }
    });
  });

  describe('bodies that are not JSON', () => {
    it('answers 415 UNSUPPORTED_MEDIA_TYPE where the call takes JSON, and changes nothing', async () => {
      const admin = await api.newUser({ role: 'admin' });
      const before = await eventCount();
      const cases: [string, string, Record<string, string>, string][] = [
        ['PUT', '/auth/profile', { 'content-type': 'text/plain' }, 'hide_watched=true'],
        ['PUT', '/auth/profile', {}, '{"hide_watched":true}'],
        [
          'POST',
          `/actions/like/${contentId}`,
          { 'content-type': 'application/x-www-form-urlencoded' },
          'profile=main',
        ],
        ['POST', '/actions/report', { 'content-type': 'application/json; charset=latin1' }, '{}'],
      ];
      for (const [method, path, headers, body] of cases) {
        await expectRefusal(
          await send(`${path}?lang=fr`, { method, headers: { ...reader.auth, ...headers }, body }),
          415,
          'UNSUPPORTED_MEDIA_TYPE',
        );
      }
      await expectRefusal(
        await send('/admin/configuration/site?lang=fr', {
          method: 'PUT',
          headers: { ...admin.auth, 'content-type': 'text/plain' },
          body: 'appAccess=free',
        }),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      );
      expect(await eventCount()).toBe(before);
      const user = await (await send('/auth/user', { headers: reader.auth })).json();
      expect(user).toMatchObject({ hide_watched: false, likes: [] });
    });

    it('keeps malformed JSON a 400, and calls without a body working', async () => {
      const malformed = await send('/auth/profile?lang=fr', {
        method: 'PUT',
        headers: { ...reader.auth, 'content-type': 'application/json' },
        body: '{"hide_watched": tru',
      });
      await expectRefusal(malformed, 400, 'BAD_REQUEST');

      const emptyUpdate = await send('/auth/profile', { method: 'PUT', headers: reader.auth });
      expect(emptyUpdate.status).toBe(200);
      const like = await send(`/actions/like/${contentId}`, {
        method: 'POST',
        headers: { ...reader.auth, 'content-type': 'text/plain' },
        body: '',
      });
      expect(like.status).toBe(200);
      expect(
        (await send(`/actions/like/${contentId}`, { method: 'DELETE', headers: reader.auth })).status,
      ).toBe(200);
      const session = await api.signIn(reader.userId);
      expect((await send('/auth/logout', { method: 'POST', headers: session })).status).toBe(200);
    });

    it('keeps multipart uploads working', async () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png(700))]), 'thumbnail.png');
      const upload = await send('/uploads/thumbnail', { method: 'POST', headers: reader.auth, body: form });
      expect(upload.status).toBe(201);
      expect(await upload.json()).toMatchObject({ contentType: 'image/png', widthPx: 700 });
    });
  });
});

/*
 * The property: whatever a client sends to any call of the OpenAPI document, as a visitor, a reader or an author
 * (the calls under /api/admin as an admin), the API answers below 500 (501 PAYMENTS_NOT_AVAILABLE aside), every
 * 4xx is a catalogue code with its translated message (BAD_REQUEST only for malformed JSON), and a refused
 * request appends no event (a provider's 402 aside, PROVIDER_FACTS).
 */

interface JsonSchema {
  readonly type?: string;
  readonly enum?: readonly unknown[];
  readonly properties?: Record<string, JsonSchema>;
  readonly required?: readonly string[];
  readonly items?: JsonSchema;
  /** A tuple's items, one schema each. */
  readonly prefixItems?: readonly JsonSchema[];
  /** Values a client would send (an admin list's `range`: `[0,24]`, …). */
  readonly examples?: readonly unknown[];
}

interface JsonContent {
  readonly 'application/json': { readonly schema: JsonSchema };
}

interface Operation {
  /** A parameter with `content` is sent as JSON text, as the admin lists' `filter`, `sort` and `range` are. */
  readonly parameters?: readonly {
    in: 'path' | 'query';
    name: string;
    schema?: JsonSchema;
    content?: JsonContent;
  }[];
  readonly requestBody?: { content: JsonContent };
}

type Identity = 'visitor' | 'reader' | 'author';

type BodyCase =
  | { readonly kind: 'none' }
  | { readonly kind: 'json'; readonly value: unknown }
  | { readonly kind: 'malformed'; readonly text: string }
  | { readonly kind: 'foreign'; readonly text: string; readonly contentType: string };

interface HostileRequest {
  readonly path: string;
  readonly query: string;
  readonly lang: (typeof LANGS)[number];
  readonly headers: Record<string, string>;
  readonly body: BodyCase;
}

const LANGS = ['en', 'fr', 'ar', 'es'] as const;
/**
 * A 402 is the payment provider declining a well-formed request, not a refusal of its input: what the provider did
 * before it declined (the reader's customer made there) and the decline itself stay recorded.
 */
const PROVIDER_FACTS: ReadonlySet<string> = new Set(['PaymentCustomerCreated', 'PaymentFailed']);
/** About 3,900 cases in all; FUZZ_RUNS and FUZZ_SEED make a longer or a repeated run. */
const RUNS_PER_CALL_AND_IDENTITY = Number(process.env.FUZZ_RUNS ?? 22);
/** Each admin call has one identity, and its lists three JSON parameters: twice the runs, about 2,550 cases. */
const RUNS_PER_ADMIN_CALL = 2 * RUNS_PER_CALL_AND_IDENTITY;
const MAX_URL_PART = 2_000;

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit));
const anyCodeUnit = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: loneSurrogate },
  { weight: 1, arbitrary: fc.constant('\u0000') },
);

/** Texts that have broken APIs: NUL, lone surrogates, huge, injection-shaped, and any code units at all. */
const hostileText = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfff',
    '\udc00\ud800',
    '\u0000\ud83c',
    '%00',
    "'; drop table events; --",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '🎶 روايات',
    ' ',
    '__proto__',
  ),
  fc.string({ unit: anyCodeUnit, maxLength: 40 }),
  fc.integer({ min: 1_000, max: 120_000 }).map((length) => 'x'.repeat(length)),
);

const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(''),
  fc.constantFrom(1e308, -1, 0, 2 ** 63, Number.MAX_SAFE_INTEGER + 2),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ unit: anyCodeUnit, maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), {
    maxKeys: 4,
  }),
);

const LONG_TEXT =
  'Les nuits de Dakar racontées par celles et ceux qui les font vivre, semaine après semaine.';

/**
 * Values a real client would send for a field of this name, valid ones first and more often, so that requests
 * reach the handlers and their later steps.
 */
const FIELD_HINTS: [RegExp, valid: readonly unknown[], invalid: readonly unknown[]][] = [
  [/email/i, ['reader@example.org', 'Author@Example.org'], ['not-an-email']],
  [/^current_password$/, ['not-the-password'], ['']],
  [/password/i, ['Passw0rd-2026'], ['weak']],
  [/phone/i, ['+221 77 123 45 67'], ['12']],
  [/country/i, ['sn', 'NG'], [['sn', 'fr'], 'senegal']],
  [/birthdate/i, ['1990-05-01'], ['2015-01-01', '1990-02-30']],
  [/publish_at/i, ['2030-01-01T10:00:00Z'], ['2001-01-01T10:00:00Z']],
  [
    /topics|categories|theme/i,
    [['music'], ['music', 'tech']],
    [['music', 'tech', 'art', 'food'], ['cooking']],
  ],
  [/slug/i, ['a-slug', 'another_slug'], ['-bad-']],
  [/url/i, ['/api/media/thumbnail/x.png'], ['https://example.org/a']],
  [/expertise/i, ['Music journalist'], ['Music']],
  [/title|name|description|summary|comment|about|label|body/i, [LONG_TEXT, 'Dakar nights'], ['Dakar']],
  [/lang/i, ['fr', 'ar'], ['zz']],
  [/template|purpose/i, ['login', 'verify-email', 'reset-password'], ['other']],
  [/token/i, ['123456'], ['not-a-token']],
  [/^appAccess$/, APP_ACCESS_MODES, ['closed']],
  [
    /^(startsAt|endsAt|effectiveAt|from|to)$/,
    ['2030-01-01T10:00:00Z', '2030-01-02'],
    ['2001-01-01T10:00:00Z'],
  ],
];

function hostileRequests(seededIds: readonly string[]) {
  const known = fc.constantFrom(...seededIds);
  const plausibleText = fc.oneof(
    fc.constantFrom('music', 'video', 'article', 'playlist', 'owner', 'save', 'submit', 'fr', 'a-slug'),
    known,
  );

  function plausibleFor(schema: JsonSchema | undefined, depth: number, name = ''): fc.Arbitrary<unknown> {
    if (schema?.enum?.length) return fc.constantFrom(...schema.enum);
    if (schema?.examples?.length) return fc.constantFrom(...schema.examples);
    if (schema?.prefixItems)
      return fc.tuple(...schema.prefixItems.map((item) => plausibleFor(item, depth + 1)));
    if (schema?.type === 'boolean') return fc.boolean();
    if (schema?.type === 'integer' || schema?.type === 'number') return fc.integer({ min: -5, max: 3_000 });
    if (schema?.type === 'array')
      return fc.array(plausibleFor(schema.items, depth + 1, name), { maxLength: 4 });
    if (schema?.type === 'object' && schema.properties && depth < 3)
      return objectFor(schema, depth + 1, true);
    if (/^(id|contentId|publication|owner|user_id)$/.test(name)) return known;
    const hint = FIELD_HINTS.find(([pattern]) => pattern.test(name));
    if (!hint) return fc.oneof(plausibleText, fc.string({ maxLength: 30 }));
    const [, valid, invalid] = hint;
    return fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...valid) },
      { weight: 1, arbitrary: fc.constantFrom(...invalid) },
    );
  }

  function valueFor(schema: JsonSchema | undefined, depth: number, name: string): fc.Arbitrary<unknown> {
    return fc.oneof(
      { weight: 4, arbitrary: plausibleFor(schema, depth, name) },
      { weight: 2, arbitrary: hostileText },
      { weight: 2, arbitrary: wrongType },
    );
  }

  /**
   * A value of the schema hostile inside: a tuple's items, the value itself, or an object's fields, mostly one or
   * two of them alone, their texts hostile, so that a strict schema lets the hostile text through to the handler.
   */
  function hostileValueFor(schema: JsonSchema, name: string): fc.Arbitrary<unknown> {
    if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map((item) => valueFor(item, 1, name)));
    if (schema.type !== 'object') return valueFor(schema, 0, name);
    const fields = Object.entries(schema.properties ?? {});
    if (fields.length === 0) return objectFor(schema, 0, false);
    const fewFields = fc
      .shuffledSubarray(fields, { minLength: 1, maxLength: Math.min(2, fields.length) })
      .chain((chosen) =>
        fc.record(
          Object.fromEntries(
            chosen.map(([field, child]) => [
              field,
              child.type === 'string' ? hostileText : valueFor(child, 1, field),
            ]),
          ),
        ),
      );
    return fc.oneof(
      { weight: 1, arbitrary: objectFor(schema, 0, false) },
      { weight: 2, arbitrary: fewFields },
    );
  }

  /**
   * An object of the schema: as a client would send it (its required fields and a few others, each plausible,
   * to get deep into the handlers), or with any of its fields, each plausible or hostile, and hostile extra keys.
   */
  function objectFor(
    schema: JsonSchema,
    depth: number,
    plausible: boolean,
  ): fc.Arbitrary<Record<string, unknown>> {
    const known = Object.entries(schema.properties ?? {});
    if (plausible) {
      const required = new Set(schema.required ?? []);
      const optional = known.filter(([name]) => !required.has(name)).map(([name]) => name);
      return fc.shuffledSubarray(optional, { maxLength: Math.min(3, optional.length) }).chain((chosen) => {
        const sent = known.filter(([name]) => required.has(name) || chosen.includes(name));
        return fc.record(
          Object.fromEntries(sent.map(([name, child]) => [name, plausibleFor(child, depth, name)])),
        );
      });
    }
    const fields = fc.record(
      Object.fromEntries(known.map(([name, child]) => [name, valueFor(child, depth, name)])),
      { requiredKeys: [] },
    );
    const extra = fc.dictionary(fc.oneof(hostileText, plausibleText), valueFor(undefined, depth + 1, ''), {
      maxKeys: 2,
    });
    return fc.tuple(fields, extra).map(([named, more]) => ({ ...more, ...named }));
  }

  /** A URL part: plausible, hostile text encoded, or raw percent-encodings that are not UTF-8. */
  const urlPart = fc
    .oneof(
      { weight: 4, arbitrary: plausibleText.map(percentEncode) },
      { weight: 3, arbitrary: hostileText.map(percentEncode) },
      {
        weight: 2,
        arbitrary: fc.constantFrom(
          '%00',
          '%ED%A0%80',
          '%C3',
          '%FF',
          '%',
          '%E0%80%AF',
          '%F4%90%80%80',
          '%2F',
          '%2E%2E',
        ),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom('00000000-0000-4000-8000-000000000000', 'a'.repeat(300), '1e309'),
      },
    )
    .map((part) => part.slice(0, MAX_URL_PART));

  const headerValue = fc.oneof(
    fc.constantFrom('%00', '%ED%A0%80', '%C3', 'fr', 'ar;q=0.9, en', 'Bearer x', 'device-1'),
    fc.string({ maxLength: 60 }).map((value) => value.replace(/[^\x20-\x7e]/g, '').trim()),
  );

  const foreignTypes = fc.constantFrom(
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/xml',
    'application/merge-patch+json',
    'application/json; charset=latin1',
  );

  function bodyFor(method: string, schema: JsonSchema | undefined): fc.Arbitrary<BodyCase> {
    if (method === 'get') return fc.constant({ kind: 'none' });
    const json = (value: unknown): BodyCase => ({ kind: 'json', value });
    return fc.oneof(
      { weight: 1, arbitrary: fc.constant<BodyCase>({ kind: 'none' }) },
      {
        weight: 4,
        arbitrary: (schema ? objectFor(schema, 0, true) : fc.jsonValue({ maxDepth: 2 })).map(json),
      },
      {
        weight: 4,
        arbitrary: (schema ? objectFor(schema, 0, false) : fc.jsonValue({ maxDepth: 2 })).map(json),
      },
      { weight: 1, arbitrary: fc.oneof(wrongType, hostileText).map(json) },
      {
        weight: 1,
        arbitrary: fc
          .oneof(fc.constantFrom('{', '{"a":', '[1,2', '{"a":1}}', "{'a':1}", 'nul', '\u0000'), fc.string())
          .map((text): BodyCase => ({ kind: 'malformed', text })),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(fc.string({ minLength: 1, maxLength: 60 }), foreignTypes)
          .map(([text, contentType]): BodyCase => ({ kind: 'foreign', text, contentType })),
      },
      { weight: 1, arbitrary: fc.constant(json({ oversized: 'x'.repeat(1_100_000) })) },
    );
  }

  const cleanPart = plausibleText.map(percentEncode);
  const cleanHeaders = fc.record(
    { 'device-id': fc.uuid(), 'accept-language': fc.constantFrom('fr', 'ar, en;q=0.8', 'es-ES') },
    { requiredKeys: [] },
  );

  /**
   * Requests to one operation, `{param}` of the path replaced by generated, percent-encoded parts. Each request
   * is hostile in one place (path, query, headers or body), everywhere, or nowhere, so that refusing its first
   * bad part does not hide what the handlers would do with the others.
   */
  return function requestFor(
    path: string,
    method: string,
    operation: Operation,
  ): fc.Arbitrary<HostileRequest> {
    const parameters = operation.parameters ?? [];
    const pathNames = parameters.filter((p) => p.in === 'path').map((p) => p.name);
    const queryParameters = parameters.filter((p) => p.in === 'query');
    // Cut like any URL part: a URL past Node's header limit is answered 431 before the API sees it.
    const asJson = (value: unknown) => percentEncode(JSON.stringify(value) ?? 'null').slice(0, MAX_URL_PART);
    const plausibleQuery = queryParameters.map(({ name, schema, content }) =>
      content
        ? plausibleFor(content['application/json'].schema, 0, name).map(asJson)
        : plausibleFor(schema, 0, name).map((value) => percentEncode(String(value))),
    );
    const hostileQueryValue = queryParameters.map(({ name, content }, index) =>
      content
        ? fc.oneof(
            { weight: 1, arbitrary: urlPart },
            { weight: 3, arbitrary: hostileValueFor(content['application/json'].schema, name).map(asJson) },
          )
        : fc.oneof(plausibleQuery[index] ?? cleanPart, urlPart),
    );
    const extraPair = fc.tuple(
      urlPart.filter((name) => name !== 'lang'),
      urlPart,
    );
    const queryOf = (
      value: (index: number) => fc.Arbitrary<string>,
      extra: fc.Arbitrary<[string, string]>[],
    ) =>
      fc.array(
        fc.oneof(
          ...queryParameters.map((parameter, index) => fc.tuple(fc.constant(parameter.name), value(index))),
          ...extra,
        ),
        { maxLength: 4 },
      );
    const cleanPairs: fc.Arbitrary<[string, string][]> = queryParameters.length
      ? queryOf((index) => plausibleQuery[index] ?? cleanPart, [])
      : fc.constant([]);
    const joined = (pairs: readonly (readonly [string, string])[]) =>
      pairs.map(([name, text]) => `${name}=${text}`).join('&');
    /*
     * A call whose query holds JSON (an admin list) reads all of it before any query, refusing a repeated
     * parameter or its first bad one: its parameters are sent once each, one of them (or an extra pair) hostile.
     */
    const jsonQuery = queryParameters.some((parameter) => parameter.content);
    const onceEach = (pairs: readonly [string, string][]) =>
      joined([...new Map(pairs.map((pair) => [pair[0], pair])).values()]);
    const cleanQuery = cleanPairs.map(jsonQuery ? onceEach : joined);
    const hostileQuery = jsonQuery
      ? fc
          .tuple(
            cleanPairs,
            fc.oneof(
              extraPair,
              ...queryParameters.map((parameter, index) =>
                fc.tuple(fc.constant(parameter.name), hostileQueryValue[index] ?? urlPart),
              ),
            ),
          )
          .map(([clean, hostile]) => onceEach([...clean, hostile]))
      : queryOf((index) => hostileQueryValue[index] ?? urlPart, [extraPair]).map(joined);
    const hostileHeaders = fc.record(
      {
        'device-id': headerValue,
        'accept-language': headerValue,
        'x-csrf-token': headerValue,
        cookie: headerValue.map((value) => `token=${value}; csrf=${value}`),
        'idempotency-key': headerValue,
      },
      { requiredKeys: [] },
    );
    const schema = operation.requestBody?.content['application/json'].schema;
    const cleanBody: fc.Arbitrary<BodyCase> =
      method === 'get' || !schema
        ? fc.constant({ kind: 'none' })
        : objectFor(schema, 0, true).map((value) => ({ kind: 'json', value }));
    const spots = ['nowhere', 'path', 'query', 'headers', 'body', 'everywhere'] as const;
    // A list does most of its work with its query: it is the hostile spot more often.
    return fc.constantFrom(...spots, ...(jsonQuery ? (['query', 'query'] as const) : [])).chain((spot) => {
      const hostile = (place: (typeof spots)[number]) => spot === place || spot === 'everywhere';
      return fc
        .record({
          pathValues: fc.tuple(...pathNames.map(() => (hostile('path') ? urlPart : cleanPart))),
          query: hostile('query') ? hostileQuery : cleanQuery,
          lang: fc.constantFrom(...LANGS),
          headers: hostile('headers') ? hostileHeaders : cleanHeaders,
          body: hostile('body') ? bodyFor(method, schema) : cleanBody,
        })
        .map(({ pathValues, query, lang, headers, body }) => {
          let filled = path;
          pathNames.forEach((name, index) => {
            filled = filled.replace(`{${name}}`, pathValues[index] ?? '');
          });
          return { path: filled, query, lang, headers, body };
        });
    });
  };
}

type Member = Exclude<Identity, 'visitor'> | 'admin';

/** A user of each kind, made again when a request deactivated it or changed what it is. */
function members(api: TestApi) {
  const users: Partial<Record<Member, TestUser>> = {};
  return async function userOf(member: Member): Promise<TestUser> {
    const current = users[member];
    const row = current
      ? await api.db
          .selectFrom('accounts.users')
          .select(['status', 'role', 'verification_status'])
          .where('user_id', '=', current.userId)
          .executeTakeFirst()
      : undefined;
    const intact =
      row?.status === 'active' &&
      (member === 'author' ? row.verification_status === 'verified' : row.role === member);
    if (current && intact) return current;
    const fresh = await api.newUser(member === 'author' ? { role: 'owner' } : { role: member });
    users[member] = fresh;
    return fresh;
  };
}

/** Sends generated requests and keeps every answer that breaks the property, and a tally of the answers. */
function hostileClient(api: TestApi) {
  const violations: string[] = [];
  const answers = new Map<string, number>();
  let cases = 0;
  let refused = 0;

  async function eventsOf(requestId: string, from: GlobalPosition): Promise<string[]> {
    const types: string[] = [];
    for await (const event of api.store.readAll(from)) {
      if (event.metadata.correlationId === requestId) types.push(event.type);
    }
    return types;
  }

  async function send(
    method: string,
    who: string,
    auth: Record<string, string>,
    request: HostileRequest,
  ): Promise<void> {
    cases += 1;
    const requestId = `hostile-${cases}`;
    const { body } = request;
    const headers: Record<string, string> = { ...request.headers, ...auth, 'x-request-id': requestId };
    let payload: string | undefined;
    if (body.kind === 'json') {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body.value) ?? 'null';
    } else if (body.kind === 'malformed') {
      headers['content-type'] = 'application/json';
      payload = body.text;
    } else if (body.kind === 'foreign') {
      headers['content-type'] = body.contentType;
      payload = body.text;
    }
    const url = `${api.url}${request.path}?${request.query ? `${request.query}&` : ''}lang=${request.lang}`;
    const head = await api.store.headPosition();
    const described = () =>
      `${method.toUpperCase()} ${url.slice(api.url.length, 300)} as ${who} with ${body.kind} body ${String(payload).slice(0, 200)} and headers ${JSON.stringify(request.headers).slice(0, 200)}`;

    let response: Response;
    try {
      response = await fetch(url, {
        method: method.toUpperCase(),
        headers,
        ...(payload === undefined ? {} : { body: payload }),
      });
    } catch (error) {
      violations.push(`${described()}: no answer (${String(error)})`);
      return;
    }
    const text = await response.text();
    let answer: { code?: unknown; message?: unknown; error?: unknown } = {};
    try {
      answer = JSON.parse(text) as typeof answer;
    } catch {
      answer = {};
    }
    const { status } = response;
    const key = `${status} ${typeof answer.code === 'string' ? answer.code : ''}`.trim();
    answers.set(key, (answers.get(key) ?? 0) + 1);
    if (status >= 500 && !(status === 501 && answer.code === 'PAYMENTS_NOT_AVAILABLE')) {
      violations.push(`${described()}: ${status} ${text.slice(0, 200)}`);
      return;
    }
    if (status < 400) return;
    refused += 1;
    const code = typeof answer.code === 'string' ? answer.code : '';
    const inCatalogue =
      Object.hasOwn(errorCatalogue, code) || (code === 'BAD_REQUEST' && body.kind === 'malformed');
    const message = translateError(request.lang, code);
    if (!inCatalogue || answer.message !== message || answer.error !== `${code}: ${message}`) {
      violations.push(`${described()}: ${status} with ${text.slice(0, 200)}`);
    }
    if (comparePositions(await api.store.headPosition(), head) !== 0) {
      const appended = (await eventsOf(requestId, head)).filter(
        (type) => !(status === 402 && PROVIDER_FACTS.has(type)),
      );
      if (appended.length > 0)
        violations.push(`${described()}: ${status} ${code} appended ${appended.join(', ')}`);
    }
  }

  return {
    send,
    violations,
    /** One line: how many cases were tried and refused, with what seed, and the most common answers. */
    summary(label: string, seed: number): string {
      const common = [...answers].sort(([, a], [, b]) => b - a).slice(0, 12);
      return (
        `${label}: ${cases} cases tried (${refused} refused with 4xx), seed ${seed}, ${violations.length} violations; ` +
        `most common answers: ${common.map(([answer, count]) => `${answer} ×${count}`).join(', ')}`
      );
    },
  };
}

describe('any request to any call (property)', () => {
  let api: TestApi;
  let client: ReturnType<typeof hostileClient>;
  let userOf: ReturnType<typeof members>;
  let document: OpenApiDocument;
  let seededIds: string[];
  const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

  beforeAll(async () => {
    api = await startTestApi('hostile_property');
    client = hostileClient(api);
    userOf = members(api);
    document = (await (await fetch(`${api.url}/api/openapi.json`)).json()) as OpenApiDocument;
    const author = await userOf('author');
    const article = await publishedArticle(api, author.userId);
    seededIds = [article.contentId, article.publicationId, article.slug, author.userId];
  });
  afterAll(async () => {
    if (client) console.log(client.summary('hostile requests', seed));
    await api?.close();
  });

  it('answers every generated request below 500, with catalogue refusals and nothing appended', async () => {
    const requestFor = hostileRequests(seededIds);
    // The admin calls answer these three 401 or 403 at once (access.int.spec.ts); the property below sends
    // them hostile requests as an admin.
    const calls = documentedCalls(document).filter(({ path }) => !isAdminPath(path));
    expect(calls.length).toBeGreaterThan(50);
    for (const [index, { path, method, operation }] of calls.entries()) {
      for (const [order, identity] of (['visitor', 'reader', 'author'] as const).entries()) {
        await fc.assert(
          fc.asyncProperty(requestFor(path, method, operation), async (request) =>
            client.send(
              method,
              identity,
              identity === 'visitor' ? {} : await api.signIn((await userOf(identity)).userId),
              request,
            ),
          ),
          { numRuns: RUNS_PER_CALL_AND_IDENTITY, seed: seed + index * 3 + order, endOnFailure: true },
        );
      }
    }
    expect(client.violations).toEqual([]);
  }, 600_000);
});

type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

/** Every operation of the OpenAPI document, its path as documented (`/api/admin/users/{id}`). */
const documentedCalls = (document: OpenApiDocument) =>
  Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({ path, method, operation })),
  );

const isAdminPath = (path: string) => path.startsWith('/api/admin/');

/** `GET /users/:id` as express serves it under /api/admin; a resource's root without its trailing slash. */
const asServed = (method: string, path: string) =>
  `${method.toUpperCase()} ${path
    .replace(/^\/api\/admin/, '')
    .replace(/\{(\w+)\}/g, ':$1')
    .replace(/(.)\/$/, '$1')}`;

/** `GET /users/:id` (as servedRoutes writes it) as method and path. */
const split = (route: string): [string, string] => {
  const [method = '', path = ''] = route.split(' ');
  return [method, path];
};

describe('any request to any admin call, as an admin (property)', () => {
  let api: TestApi;
  let client: ReturnType<typeof hostileClient>;
  let userOf: ReturnType<typeof members>;
  let seededIds: string[];
  let calls: ReturnType<typeof documentedCalls>;
  const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);

  beforeAll(async () => {
    api = await startTestApi('hostile_admin');
    client = hostileClient(api);
    userOf = members(api);
    const author = await api.newUser({ role: 'owner' });
    const applicant = await api.newUser({ role: 'owner', verified: false });
    const article = await publishedArticle(api, author.userId);
    const projection = projections[0]?.name ?? '';
    seededIds = [article.contentId, article.publicationId, article.slug, author.userId, applicant.userId];
    seededIds.push('site', projection);
    const document = (await (await fetch(`${api.url}/api/openapi.json`)).json()) as OpenApiDocument;
    calls = documentedCalls(document).filter(({ path }) => isAdminPath(path));
    // The document describes every admin call the router serves, and nothing else under /api/admin.
    const served = new Set(servedRoutes(adminRoutes(api.deps)).map((route) => asServed(...split(route))));
    expect(new Set(calls.map(({ method, path }) => asServed(method, path)))).toEqual(served);
    expect(calls.length).toBe(adminCalls.length);
  });
  afterAll(async () => {
    if (client) console.log(client.summary(`hostile admin requests over ${calls.length} admin calls`, seed));
    await api?.close();
  });

  it('answers every generated admin request below 500, with catalogue refusals and nothing appended', async () => {
    const requestFor = hostileRequests(seededIds);
    expect(calls.length).toBeGreaterThan(50);
    for (const [index, { path, method, operation }] of calls.entries()) {
      await fc.assert(
        fc.asyncProperty(requestFor(path, method, operation), async (request) =>
          client.send(method, 'admin', await api.signIn((await userOf('admin')).userId), request),
        ),
        { numRuns: RUNS_PER_ADMIN_CALL, seed: seed + index, endOnFailure: true },
      );
    }
    expect(client.violations).toEqual([]);
  }, 600_000);
});
