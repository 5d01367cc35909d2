import { engagementDecider, readerStream } from '@afrimedia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedArticle } from '../testing/published-article.ts';
import { startTestApi, type TestApi, type TestUser } from '../testing/test-api.ts';
import { dispatchOutbox } from './outbox-dispatcher.ts';

describe('the outbox dispatcher', () => {
  let api: TestApi;
  let author: TestUser;
  const deps = () => ({
    db: api.db,
    store: api.store,
    mailer: api.deps.mailer,
    publicUrl: 'http://afrimedia.test',
    team: { address: 'team@afrimedia.test', language: 'en' },
    unsubscribe: api.deps.unsubscribe,
  });

  beforeAll(async () => {
    api = await startTestApi('outbox');
    author = await api.newUser({ role: 'owner' });
  });
  afterAll(() => api.close());

  it('sends the validation e-mail once, in the author language', async () => {
    expect(await dispatchOutbox(deps())).toBe(1);
    const [mail] = await api.mail();
    expect(mail).toMatchObject({ recipient: author.email });
    expect(mail?.subject).toMatch(/validated/);
    expect(await dispatchOutbox(deps())).toBe(0);
    expect(await api.mail()).toHaveLength(1);
  });

  it('writes to every follower once per article, then records it on the article', async () => {
    const followers = [await api.newUser({ language: 'fr' }), await api.newUser()];
    for (const follower of followers) {
      await api.run(readerStream(follower.userId), engagementDecider, follower.userId, {
        type: 'ToggleRelation',
        data: { readerId: follower.userId, relation: 'follow-author', targetId: author.userId },
      });
    }
    const { contentId } = await publishedArticle(api, author.userId, {
      slug: 'le-mbalax-fait-son-retour',
      emailFollowers: true,
    });

    // The two followers, and the author, told that the article's publication is validated.
    expect(await dispatchOutbox(deps())).toBe(3);
    const validated = (await api.mail()).filter((mail) => mail.subject.includes('publication'));
    expect(validated.map((mail) => mail.recipient)).toEqual([author.email]);
    const mails = (await api.mail()).filter((mail) => mail.subject.includes('mbalax'));
    expect(mails.map((mail) => mail.recipient).sort()).toEqual(
      followers.map((follower) => follower.email).sort(),
    );
    const french = mails.find((mail) => mail.recipient === followers[0]?.email);
    expect(french?.body).toMatch(/article/);
    expect(french?.body).toContain('http://afrimedia.test/articles/le-mbalax-fait-son-retour');

    const emailed = (await api.events()).filter((event) => event.type === 'FollowersEmailed');
    expect(emailed.map((event) => event.data)).toEqual([
      expect.objectContaining({ contentId, recipientCount: 2 }),
    ]);
    expect(await dispatchOutbox(deps())).toBe(0);
    expect((await api.events()).filter((event) => event.type === 'FollowersEmailed')).toHaveLength(1);

    // Each carries its follower's one-click unsubscribe (RFC 8058); the validation notice, mandatory, none.
    expect(validated[0]?.list_unsubscribe).toBeNull();
    const [first, second] = followers;
    const link = mails.find((mail) => mail.recipient === first?.email)?.list_unsubscribe ?? '';
    expect(link).toMatch(/^http:\/\/afrimedia\.test\/api\/mail\/unsubscribe\?u=/);
    const oneClick = (url: string) =>
      fetch(url.replace('http://afrimedia.test', api.url), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    expect((await oneClick(link.replace(/k=[^&]+/, 'k=forged'))).status).toBe(403);
    expect((await oneClick(link)).status).toBe(200);
    expect((await oneClick(link)).status).toBe(200);
    await api.caughtUp();
    await publishedArticle(api, author.userId, { emailFollowers: true });
    await dispatchOutbox(deps());
    const news = (await api.mail()).filter((mail) => mail.subject.includes('mbalax'));
    expect(news.map((mail) => mail.recipient).sort()).toEqual(
      [first?.email, second?.email, second?.email].sort(),
    );
  });
});
