import { bodyFromPlainText, type DomainEvent } from '@afrimedia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectionHarness, type ProjectionHarness } from '../testing/projection-harness.ts';
import { notificationsProjection } from './notifications.projection.ts';

const at = '2026-11-20T08:00:00.000Z';
const registered = (userId: string, language = 'fr'): DomainEvent => ({
  type: 'UserRegistered',
  data: {
    userId,
    role: 'owner',
    language,
    passwordHash: 'h',
    termsAcceptedAt: at,
    registeredAt: at,
    personal: { email: `${userId}@example.org`, firstName: 'Awa' },
  },
});

describe('the notifications projection (e-mail outbox)', () => {
  let harness: ProjectionHarness;
  beforeAll(async () => {
    harness = await projectionHarness(notificationsProjection);
  });
  afterAll(() => harness.close());

  const outbox = () =>
    harness.db.selectFrom('notifications.outbox').selectAll().orderBy('message_id').execute();

  it('e-mails an author once validated, in the language she uses, at her current address', async () => {
    await harness.given([
      registered('a1'),
      { type: 'LanguageChanged', data: { userId: 'a1', language: 'ar' } },
      {
        type: 'ProfileUpdated',
        data: { userId: 'a1', personal: { email: 'awa@new.example' }, updatedAt: at },
      },
      { type: 'AuthorValidated', data: { authorId: 'a1', validatedBy: 'admin', validatedAt: at } },
    ]);
    expect(await outbox()).toEqual([
      expect.objectContaining({
        recipient: 'awa@new.example',
        language: 'ar',
        template: 'author-validated',
        params: { firstName: 'Awa' },
        sent_at: null,
      }),
    ]);
  });

  it('e-mails a rejected author with the reason', async () => {
    await harness.given([
      registered('a2', 'es'),
      {
        type: 'AuthorRejected',
        data: { authorId: 'a2', rejectedBy: 'admin', reason: 'Incomplete', rejectedAt: at },
      },
    ]);
    const rejected = (await outbox()).filter((message) => message.template === 'author-rejected');
    expect(rejected).toEqual([
      expect.objectContaining({
        recipient: 'a2@example.org',
        language: 'es',
        params: { firstName: 'Awa', reason: 'Incomplete' },
      }),
    ]);
  });

  it('writes to nobody whose account was deleted', async () => {
    await harness.given([
      registered('a3'),
      { type: 'AccountDeleted', data: { userId: 'a3', deletedAt: at } },
      { type: 'AuthorValidated', data: { authorId: 'a3', validatedBy: 'admin', validatedAt: at } },
    ]);
    expect((await outbox()).map((message) => message.recipient)).not.toContain('a3@example.org');
  });
});

describe('the e-mails on a publication decision', () => {
  let harness: ProjectionHarness;
  beforeAll(async () => {
    harness = await projectionHarness(notificationsProjection);
  });
  afterAll(() => harness.close());

  const created = (publicationId: string, ownerId: string, name: string): DomainEvent => ({
    type: 'PublicationCreated',
    data: {
      publicationId,
      ownerId,
      name,
      slug: publicationId,
      description: 'Music from Dakar',
      topics: ['music'],
      thumbnail: { url: '/media/thumb.jpg', sizeBytes: 1000, widthPx: 800 },
      createdAt: at,
    },
  });
  const mailsTo = async (recipient: string) =>
    harness.db
      .selectFrom('notifications.outbox')
      .select(['language', 'template', 'params'])
      .where('recipient', '=', recipient)
      .orderBy('created_at')
      .orderBy('message_id')
      .execute();

  it('tells the owner, in her language, why her publication was refused, under its current name', async () => {
    await harness.given([
      registered('owner', 'es'),
      registered('admin', 'en'),
      created('p1', 'owner', 'Dakar Beats'),
      {
        type: 'PublicationEdited',
        data: {
          publicationId: 'p1',
          name: 'Ritmos de Dakar',
          slug: 'ritmos-de-dakar',
          description: 'Music from Dakar',
          topics: ['music'],
          thumbnail: { url: '/media/thumb.jpg', sizeBytes: 1000, widthPx: 800 },
          editedAt: at,
        },
      },
      {
        type: 'PublicationRejected',
        data: { publicationId: 'p1', rejectedBy: 'admin', reason: 'No article yet', rejectedAt: at },
      },
    ]);
    expect(await mailsTo('owner@example.org')).toEqual([
      {
        language: 'es',
        template: 'publication-rejected',
        params: { firstName: 'Awa', publication: 'Ritmos de Dakar', reason: 'No article yet' },
      },
    ]);
    expect(await mailsTo('admin@example.org')).toEqual([]);
  });

  it('tells the owner once her publication is validated', async () => {
    await harness.given([
      registered('owner2', 'ar'),
      created('p2', 'owner2', 'Accra Frames'),
      { type: 'PublicationValidated', data: { publicationId: 'p2', validatedBy: 'admin', validatedAt: at } },
    ]);
    expect(await mailsTo('owner2@example.org')).toEqual([
      {
        language: 'ar',
        template: 'publication-validated',
        params: { firstName: 'Awa', publication: 'Accra Frames' },
      },
    ]);
  });

  it('knows the same owners and writes the same mails when rebuilt from the events', async () => {
    const history: DomainEvent[] = [
      registered('owner3', 'fr'),
      created('p3', 'owner3', 'Lagos Nights'),
      {
        type: 'PublicationRejected',
        data: { publicationId: 'p3', rejectedBy: 'admin', reason: 'Blurred thumbnail', rejectedAt: at },
      },
    ];
    const state = async () => ({
      publications: await harness.db
        .selectFrom('notifications.publications')
        .selectAll()
        .orderBy('publication_id')
        .execute(),
      mails: await mailsTo('owner3@example.org'),
    });
    await harness.given(history);
    const before = await state();
    await harness.db.transaction().execute((trx) => notificationsProjection.truncate(trx));
    expect((await state()).publications).toEqual([]);
    await harness.given([
      registered('owner', 'es'),
      registered('owner2', 'ar'),
      created('p1', 'owner', 'Ritmos de Dakar'),
      created('p2', 'owner2', 'Accra Frames'),
      ...history,
    ]);
    expect(await state()).toEqual(before);
    expect(before.mails).toEqual([
      {
        language: 'fr',
        template: 'publication-rejected',
        params: { firstName: 'Awa', publication: 'Lagos Nights', reason: 'Blurred thumbnail' },
      },
    ]);
  });
});

describe('the e-mail to followers', () => {
  let harness: ProjectionHarness;
  beforeAll(async () => {
    harness = await projectionHarness(notificationsProjection);
  });
  afterAll(() => harness.close());

  it('goes once to each follower of the author or the publication, not to those who unfollowed', async () => {
    const follow = (
      type: 'AuthorFollowed' | 'PublicationFollowed' | 'AuthorUnfollowed',
      readerId: string,
      targetId: string,
    ) => ({ type, data: { readerId, targetId, at } }) as DomainEvent;
    await harness.given([
      registered('author'),
      registered('r1', 'en'),
      registered('r2', 'es'),
      registered('r3'),
      follow('AuthorFollowed', 'r1', 'author'),
      follow('PublicationFollowed', 'r1', 'pub'),
      follow('PublicationFollowed', 'r2', 'pub'),
      follow('AuthorFollowed', 'r3', 'author'),
      follow('AuthorUnfollowed', 'r3', 'author'),
      {
        type: 'ContentDrafted',
        data: {
          contentId: 'c1',
          kind: 'article',
          ownerId: 'author',
          publicationId: 'pub',
          title: 'Le mbalax fait son retour',
          shortName: {},
          slug: 'le-mbalax-fait-son-retour',
          body: bodyFromPlainText('Le mbalax revient.\n\nUne nouvelle génération le joue à Dakar.'),
          topics: ['music'],
          emailFollowers: true,
          readingTimeMinutes: 2,
          draftedAt: at,
        },
      },
      { type: 'FollowersEmailRequested', data: { contentId: 'c1', publicationId: 'pub', requestedAt: at } },
    ]);
    const sent = await harness.db
      .selectFrom('notifications.outbox')
      .select(['recipient', 'language', 'params'])
      .where('template', '=', 'followers-new-content')
      .orderBy('recipient')
      .execute();
    expect(sent).toEqual([
      {
        recipient: 'r1@example.org',
        language: 'en',
        params: {
          firstName: 'Awa',
          contentId: 'c1',
          author: 'Awa',
          title: 'Le mbalax fait son retour',
          slug: 'le-mbalax-fait-son-retour',
          excerpt: 'Le mbalax revient. Une nouvelle génération le joue à Dakar.',
        },
      },
      {
        recipient: 'r2@example.org',
        language: 'es',
        params: {
          firstName: 'Awa',
          contentId: 'c1',
          author: 'Awa',
          title: 'Le mbalax fait son retour',
          slug: 'le-mbalax-fait-son-retour',
          excerpt: 'Le mbalax revient. Une nouvelle génération le joue à Dakar.',
        },
      },
    ]);
  });
});
