import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchOutbox } from '../../mail/outbox-dispatcher.ts';
import { publishedArticle } from '../../testing/published-article.ts';
import { startTestApi, type TestApi, type TestUser } from '../../testing/test-api.ts';

type Json = Record<string, unknown>;

/** A publication the platform team refused: its owner reads why in the studio and in an e-mail. */
describe('a rejected publication, as its owner sees it', () => {
  let api: TestApi;
  let admin: TestUser;
  let owner: TestUser;
  let other: TestUser;
  let slug: string;
  let publicationId: string;
  const reason = 'La description ne dit pas ce que couvre la publication.';

  beforeAll(async () => {
    api = await startTestApi('publication_rejection');
    admin = await api.newUser({ role: 'admin' });
    owner = await api.newUser({ role: 'owner', language: 'fr' });
    other = await api.newUser({ role: 'owner' });
    ({ publicationId } = await publishedArticle(api, owner.userId, { validated: false }));
    slug = `publication-${publicationId.slice(0, 8)}`;
  });
  afterAll(() => api.close());

  const studioRow = async (user: TestUser) => {
    const response = await api.call('GET', '/author/contents?type=playlist', user);
    const rows = (await response.json()) as Json[];
    return rows.find((row) => row.id === publicationId);
  };

  it('carries no reason while the publication waits for validation', async () => {
    expect(await studioRow(owner)).toMatchObject({ status: 'waiting_validation', rejection_reason: null });
  });

  it('shows the owner the reason after the admin rejects it, in the list and in the publication itself', async () => {
    const rejected = await api.call(
      'POST',
      `/admin/publication-applications/${publicationId}/reject`,
      admin,
      {
        reason,
      },
    );
    expect(rejected.status).toBe(200);
    expect(await studioRow(owner)).toMatchObject({ status: 'rejected', rejection_reason: reason });
    const opened = await api.call('GET', `/author/contents/${slug}`, owner);
    expect(opened.status).toBe(200);
    expect(await opened.json()).toMatchObject({ kind: 'playlist', rejection_reason: reason });
  });

  it('lets no other author read it', async () => {
    expect(await studioRow(other)).toBeUndefined();
    const opened = await api.call('GET', `/author/contents/${slug}`, other);
    expect(opened.status).toBe(404);
    expect(JSON.stringify(await opened.json())).not.toContain(reason);
  });

  it('e-mails the owner the reason, in her language', async () => {
    await dispatchOutbox({
      db: api.db,
      store: api.store,
      mailer: api.deps.mailer,
      publicUrl: 'http://afrimedia.test',
      team: { address: 'team@afrimedia.test', language: 'en' },
      unsubscribe: api.deps.unsubscribe,
    });
    const mails = (await api.mail()).filter(
      (message) => message.recipient === owner.email && message.subject.includes('publication'),
    );
    expect(mails).toEqual([
      expect.objectContaining({
        subject: expect.stringContaining('n’a pas été validée'),
        body: expect.stringContaining(reason),
      }),
    ]);
    expect(mails[0]?.body).toContain(`Publication ${publicationId.slice(0, 8)}`);
  });
});
