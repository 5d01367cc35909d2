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
  });
});
