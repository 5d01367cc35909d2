import type { DomainEvent } from '@afrimedia/domain';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { expectBatchesToMatchOneByOne } from '../testing/batch-equivalence.ts';
import { searchProjection } from './search.projection.ts';

const document = fc.constantFrom('c1', 'c2', 'p1');
const owner = fc.constantFrom('a1', 'a2');
const reader = fc.constantFrom('r1', 'r2');
const at = fc.constantFrom('2026-11-20T08:00:00.000Z', '2026-11-21T09:30:00.000Z');
const one = <T extends DomainEvent>(event: T) => event as DomainEvent;

const drafted = fc
  .record({
    contentId: fc.constantFrom('c1', 'c2'),
    ownerId: owner,
    title: fc.constantFrom('Pirogues', 'Marché'),
  })
  .map(({ contentId, ownerId, title }) =>
    one({
      type: 'ContentDrafted',
      data: {
        contentId,
        kind: 'article',
        ownerId,
        publicationId: 'p1',
        title,
        shortName: { fr: title },
        slug: contentId,
        summary: `${title} au petit matin`,
        body: [{ type: 'paragraph', children: [{ text: title }] }],
        topics: ['culture'],
        emailFollowers: false,
      },
    } as DomainEvent),
  );
const created = owner.map((ownerId) =>
  one({
    type: 'PublicationCreated',
    data: {
      publicationId: 'p1',
      ownerId,
      name: 'Carnets du fleuve',
      slug: 'carnets',
      description: 'Reportages le long du fleuve',
      topics: ['culture'],
    },
  } as DomainEvent),
);
const status = fc
  .record({
    type: fc.constantFrom('ContentSubmitted', 'ContentScheduled', 'ContentArchived', 'ContentHidden'),
    contentId: fc.constantFrom('c1', 'c2'),
  })
  .map(({ type, contentId }) => one({ type, data: { contentId } } as DomainEvent));
const published = fc
  .record({ contentId: fc.constantFrom('c1', 'c2'), publishedAt: at })
  .map((data) => one({ type: 'ContentPublished', data } as DomainEvent));
const publicationStatus = fc.oneof(
  fc
    .constantFrom('PublicationSubmitted', 'PublicationRejected', 'PublicationArchived')
    .map((type) =>
      one(
        (type === 'PublicationRejected'
          ? { type, data: { publicationId: 'p1', reason: 'Too short' } }
          : { type, data: { publicationId: 'p1' } }) as DomainEvent,
      ),
    ),
  at.map((validatedAt) =>
    one({ type: 'PublicationValidated', data: { publicationId: 'p1', validatedAt } } as DomainEvent),
  ),
);
const counted = fc
  .record({
    type: fc.constantFrom('Liked', 'Unliked', 'ContentViewed', 'ContentShared'),
    id: document,
    readerId: reader,
    at,
  })
  .map(({ type, id, readerId, at: when }) =>
    one(
      (type === 'Liked' || type === 'Unliked'
        ? { type, data: { readerId, targetId: id, at: when } }
        : { type, data: { readerId, contentId: id, at: when } }) as DomainEvent,
    ),
  );
const author = fc
  .record({ userId: owner, firstName: fc.constantFrom('Awa', 'Kofi') })
  .chain(({ userId, firstName }) =>
    fc.constantFrom(
      one({
        type: 'UserRegistered',
        data: {
          userId,
          role: 'owner',
          language: 'fr',
          passwordHash: 'h',
          termsAcceptedAt: '2026-11-01T00:00:00.000Z',
          registeredAt: '2026-11-01T00:00:00.000Z',
          personal: { email: `${userId}@example.org`, firstName, lastName: 'Diop' },
        },
      } as DomainEvent),
      one({
        type: 'ProfileUpdated',
        data: { userId, personal: { firstName }, updatedAt: '2026-11-02T00:00:00.000Z' },
      } as DomainEvent),
    ),
  );

describe('the search projection, a batch at a time', () => {
  it('leaves the rows the same events leave one at a time, wherever the batches are cut', async () => {
    await expectBatchesToMatchOneByOne(
      searchProjection,
      fc.array(fc.oneof(drafted, created, status, published, publicationStatus, counted, author), {
        minLength: 5,
        maxLength: 60,
      }),
    );
  }, 180_000);
});
