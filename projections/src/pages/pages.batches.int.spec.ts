import type { DomainEvent } from '@afrimedia/domain';
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { expectBatchesToMatchOneByOne } from '../testing/batch-equivalence.ts';
import { pagesProjection } from './pages.projection.ts';

const content = fc.constantFrom('c1', 'c2');
const at = fc.constantFrom('2026-11-20T08:00:00.000Z', '2026-11-21T09:30:00.000Z');
const as = (event: unknown) => event as DomainEvent;

// Slugs are reserved per content in a real feed: one content's slug is never another's.
const fields = (contentId: string, title: string) => ({
  title,
  shortName: { fr: title },
  slug: `${contentId}-${title.toLowerCase()}`,
  summary: `${title} au petit matin, sur le fleuve`,
  body: [{ type: 'paragraph', children: [{ text: title }] }],
  topics: ['culture'],
  readingTimeMinutes: 2,
  emailFollowers: false,
});

const drafted = fc
  .record({ contentId: content, title: fc.constantFrom('Pirogues', 'Marché'), draftedAt: at })
  .map(({ contentId, title, draftedAt }) =>
    as({
      type: 'ContentDrafted',
      data: {
        contentId,
        kind: 'article',
        ownerId: 'a1',
        publicationId: 'p1',
        ...fields(contentId, title),
        draftedAt,
      },
    }),
  );
const edited = fc
  .record({ contentId: content, title: fc.constantFrom('Pêcheurs', 'Récolte'), editedAt: at })
  .map(({ contentId, title, editedAt }) =>
    as({ type: 'ContentEdited', data: { contentId, ...fields(contentId, title), editedAt } }),
  );
const lifecycle = fc.oneof(
  fc.record({ contentId: content, submittedAt: at }).map((data) => as({ type: 'ContentSubmitted', data })),
  fc
    .record({ contentId: content, publishAt: at, scheduledAt: at })
    .map((data) => as({ type: 'ContentScheduled', data })),
  fc.record({ contentId: content, publishedAt: at }).map((data) => as({ type: 'ContentPublished', data })),
  fc.record({ contentId: content, archivedAt: at }).map((data) => as({ type: 'ContentArchived', data })),
  fc
    .record({ contentId: content, hiddenAt: at })
    .map(({ contentId, hiddenAt }) =>
      as({ type: 'ContentHidden', data: { reportId: 'r1', contentId, hiddenBy: 'admin', hiddenAt } }),
    ),
  fc
    .record({ contentId: content, setAt: at })
    .map(({ contentId, setAt }) => as({ type: 'HeadlineSet', data: { contentId, authorId: 'a1', setAt } })),
  fc.record({ contentId: content, clearedAt: at }).map((data) => as({ type: 'HeadlineCleared', data })),
);
const author = fc.constantFrom('Awa', 'Kofi').map((firstName) =>
  as({
    type: 'UserRegistered',
    data: {
      userId: 'a1',
      role: 'owner',
      language: 'fr',
      passwordHash: 'h',
      termsAcceptedAt: '2026-11-01T00:00:00.000Z',
      registeredAt: '2026-11-01T00:00:00.000Z',
      personal: { email: 'a1@example.org', firstName, lastName: 'Diop' },
    },
  }),
);

describe('the pages projection, a batch at a time', () => {
  it('leaves the rows the same events leave one at a time, wherever the batches are cut', async () => {
    await expectBatchesToMatchOneByOne(
      pagesProjection,
      fc.array(fc.oneof(drafted, lifecycle, lifecycle, edited, author), { minLength: 5, maxLength: 60 }),
    );
  }, 180_000);
});
