import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { authorProfileDecider, authorStream } from '@afrimedia/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../media/fixtures/synthetic-media.ts';
import { publishedArticle } from '../testing/published-article.ts';
import { uploadFile } from '../testing/send-file.ts';
import { startTestApi, type TestApi, type TestUser } from '../testing/test-api.ts';

const PASSWORD = 'Str0ng-Passw0rd';

/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe('deleting an account', () => {
  let api: TestApi;
  const tag = randomBytes(4).toString('hex');
  const person = {
    email: `zainab.${tag}@example.test`,
    firstName: `Zainab${tag}`,
    lastName: `Okonkwo${tag}`,
    phone: `+23480${parseInt(tag, 16).toString().padStart(10, '0').slice(0, 8)}`,
  };
  const needles = [person.email, person.firstName, person.lastName, person.phone.slice(1)];
  let person_: TestUser;

  /** Rows of every table of every schema, and stored events, holding any of the person's identifying values. */
  async function scan() {
    const tables = await sql<{ schema: string; name: string }>`
      select table_schema as schema, table_name as name from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`.execute(
      api.db,
    );
    const patterns = needles.map((needle) => `%${needle.toLowerCase()}%`);
    const hits: Record<string, number> = {};
    for (const { schema, name } of tables.rows) {
      const { rows } = await sql<{ hits: string }>`
        select count(*)::text as hits from ${sql.table(`${schema}.${name}`)} as t
        where lower(t::text) like any(${patterns})`.execute(api.db);
      if (Number(rows[0]?.hits) > 0) hits[`${schema}.${name}`] = Number(rows[0]?.hits);
    }
    const events = await sql<{
      count: string;
    }>`select count(*)::text as count from event_store.events`.execute(api.db);
    return { tables: tables.rows.length, events: Number(events.rows[0]?.count), hits };
  }

  beforeAll(async () => {
    api = await startTestApi('account_deletion');
  });
  afterAll(() => api.close());

  it('leaves nothing of the person in any table or stored event, and frees the address', async () => {
    const registered = await api.call('POST', '/auth/register', undefined, {
      email: person.email,
      password: PASSWORD,
      phone: person.phone,
      terms_accepted: true,
      profile: {
        first_name: person.firstName,
        last_name: person.lastName,
        mobile_phone: person.phone,
        country: 'NG',
      },
    });
    expect(registered.status).toBe(201);
    const { id: userId } = (await registered.json()) as { id: string };
    const login = await api.call('POST', '/auth/login', undefined, {
      email: person.email,
      password: PASSWORD,
    });
    const { token } = (await login.json()) as { token: string };
    person_ = { userId, email: person.email, token, auth: { authorization: `Bearer ${token}` } };

    await api.run(authorStream(userId), authorProfileDecider, userId, {
      type: 'SubmitAuthorApplication',
      data: {
        authorId: userId,
        expertiseTitle: 'Economy reporter',
        aboutMe: 'I report on markets, farming and trade across Nigeria and its neighbours.',
      },
    });
    await api.run(authorStream(userId), authorProfileDecider, 'test-admin', {
      type: 'ValidateAuthor',
      data: { authorId: userId, actorIsAdmin: true },
    });
    const other = await api.newUser({ role: 'owner' });
    const theirs = await publishedArticle(api, other.userId);
    const follower = await api.newUser();
    expect((await api.call('POST', `/actions/follow/${userId}`, follower, {})).status).toBeLessThan(300);
    // Its followers are e-mailed the new article, under the author's name.
    const own = await publishedArticle(api, userId, { emailFollowers: true });

    for (const [method, path, user] of [
      ['POST', `/actions/like/${theirs.contentId}`, person_],
      ['POST', `/actions/fav/${theirs.contentId}`, person_],
      ['POST', `/actions/follow/${other.userId}`, person_],
      ['POST', `/actions/like/${own.contentId}`, follower],
    ] as const) {
      const response = await api.call(method, path, user, {});
      expect(response.status, `${method} ${path}`).toBeLessThan(300);
    }
    const upload = await uploadFile(api, 'image', png(64), person_);
    expect(upload.id).toBeTruthy();
    const mediaBefore = filesUnder(api.mediaDir).length;
    expect((await api.mail()).some((mail) => mail.recipient === person.email)).toBe(true);

    const exported = await api.call('GET', '/auth/user/export', person_);
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toMatch(/^attachment; filename="afrimedia-data-/);
    const file = (await exported.json()) as {
      account: { email: string; phone: string };
      events: { type: string; data: { personal?: unknown } }[];
      relations: { relation: string; target_id: string }[];
      publications: unknown[];
      uploads: unknown[];
    };
    expect(file.account).toMatchObject({ email: person.email, phone: person.phone });
    expect(file.events.find((event) => event.type === 'UserRegistered')?.data.personal).toMatchObject({
      firstName: person.firstName,
      lastName: person.lastName,
    });
    expect(file.relations).toEqual(
      expect.arrayContaining([expect.objectContaining({ relation: 'like', target_id: theirs.contentId })]),
    );
    expect([file.publications.length, file.uploads.length]).toEqual([1, 1]);
    expect(JSON.stringify(file)).not.toMatch(/passwordHash|token_hash|codeHash/);

    const before = await scan();
    expect(Object.keys(before.hits)).toEqual(expect.arrayContaining(['accounts.users', 'api.dev_mail']));
    expect(before.hits['event_store.events']).toBeUndefined();

    const wrong = await api.call('POST', '/auth/user/delete', person_, { current_password: 'not-it' });
    expect(wrong.status).toBe(400);
    expect((await scan()).hits).toEqual(before.hits);

    const deleted = await api.call('POST', '/auth/user/delete', person_, { current_password: PASSWORD });
    expect(deleted.status).toBe(200);
    await api.caughtUp();
    const after = await scan();
    console.log(
      `deletion scan: ${after.tables} tables and ${after.events} stored events, hits ${JSON.stringify(after.hits)}`,
    );
    expect(after.hits).toEqual({});
    const relations = await sql<{ count: string }>`
      select count(*)::text as count from engagement.relations where ${userId} in (user_id, target_id)`.execute(
      api.db,
    );
    expect(relations.rows[0]?.count).toBe('0');
    expect(filesUnder(api.mediaDir).length).toBeLessThan(mediaBefore);

    expect((await api.call('GET', '/auth/user', person_)).status).toBe(401);
    const again = await api.call('POST', '/auth/login', undefined, {
      email: person.email,
      password: PASSWORD,
    });
    expect(again.status).toBe(401);
    const article = await api.call('GET', `/pages/content/${own.slug}`);
    expect(article.status).toBe(404);

    const reRegistered = await api.call('POST', '/auth/register', undefined, {
      email: person.email,
      password: PASSWORD,
      terms_accepted: true,
    });
    expect(reRegistered.status).toBe(201);
    expect(((await reRegistered.json()) as { id: string }).id).not.toBe(userId);
  });
});
