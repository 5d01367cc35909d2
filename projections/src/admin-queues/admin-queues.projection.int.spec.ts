import type { DomainEvent } from '@afrimedia/domain';
import { waitingAuthors, waitingPublications } from '@afrimedia/read-models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectionHarness, type ProjectionHarness } from '../testing/projection-harness.ts';
import { adminQueuesProjection } from './admin-queues.projection.ts';

const at = (hour: number) => `2026-11-20T${String(hour).padStart(2, '0')}:00:00.000Z`;
const now = new Date('2026-11-21T00:00:00.000Z');

const person = (userId: string, firstName: string): DomainEvent => ({
  type: 'UserRegistered',
  data: {
    userId,
    role: 'owner',
    language: 'fr',
    passwordHash: 'h',
    termsAcceptedAt: at(1),
    registeredAt: at(1),
    personal: { email: `${userId}@example.org`, firstName, lastName: 'Test' },
  },
});
const applied = (authorId: string, hour: number): DomainEvent => ({
  type: 'AuthorApplicationSubmitted',
  data: {
    authorId,
    expertiseTitle: 'Reporter and editor',
    aboutMe: 'x'.repeat(60),
    country: 'sn',
    submittedAt: at(hour),
  },
});
const created = (publicationId: string): DomainEvent => ({
  type: 'PublicationCreated',
  data: {
    publicationId,
    ownerId: 'a1',
    name: publicationId,
    slug: publicationId,
    description: 'About',
    topics: ['music'],
    thumbnail: { url: '/t.jpg', sizeBytes: 1000, widthPx: 800 },
    createdAt: at(1),
  },
});

describe('the admin queues projection', () => {
  let harness: ProjectionHarness;
  beforeAll(async () => {
    harness = await projectionHarness(adminQueuesProjection);
    await harness.given([
      person('a1', 'Awa'),
      person('a2', 'Chidi'),
      person('a3', 'Amina'),
      person('gone', 'Gone'),
      applied('a1', 10),
      applied('a2', 8),
      applied('a3', 12),
      applied('gone', 9),
      { type: 'AuthorValidated', data: { authorId: 'a3', validatedBy: 'admin', validatedAt: at(13) } },
      { type: 'AccountDeleted', data: { userId: 'gone', deletedAt: at(14) } },
      created('p-waiting-old'),
      created('p-waiting-new'),
      created('p-validated'),
      created('p-draft'),
      created('p-rejected'),
      { type: 'PublicationSubmitted', data: { publicationId: 'p-waiting-old', submittedAt: at(6) } },
      { type: 'PublicationSubmitted', data: { publicationId: 'p-waiting-new', submittedAt: at(18) } },
      { type: 'PublicationSubmitted', data: { publicationId: 'p-validated', submittedAt: at(5) } },
      {
        type: 'PublicationValidated',
        data: { publicationId: 'p-validated', validatedBy: 'admin', validatedAt: at(7) },
      },
      { type: 'PublicationSubmitted', data: { publicationId: 'p-rejected', submittedAt: at(5) } },
      {
        type: 'PublicationRejected',
        data: { publicationId: 'p-rejected', rejectedBy: 'admin', reason: 'Off topic', rejectedAt: at(7) },
      },
      {
        type: 'ContentReported',
        data: {
          readerId: 'r1',
          reportId: 'rep1',
          link: '/articles/x',
          title: 'Spam',
          comment: 'This is advertising.',
          at: at(20),
        },
      },
    ]);
  });
  afterAll(() => harness.close());

  it('lists authors waiting validation, oldest first, with names and waiting time', async () => {
    const queue = await waitingAuthors(harness.db, now);
    expect(queue.total).toBe(2);
    expect(queue.rows.map((row) => [row.authorId, row.firstName, row.email, row.waitingSeconds])).toEqual([
      ['a2', 'Chidi', 'a2@example.org', 16 * 3600],
      ['a1', 'Awa', 'a1@example.org', 14 * 3600],
    ]);
    expect(
      (await waitingAuthors(harness.db, now, { sort: 'newest', limit: 1 })).rows.map((row) => row.authorId),
    ).toEqual(['a1']);
  });

  it('keeps decisions and removes a deleted account’s personal data', async () => {
    const rows = await harness.db
      .selectFrom('admin_queues.author_applications')
      .select(['author_id', 'status', 'decided_by'])
      .orderBy('author_id')
      .execute();
    expect(rows).toEqual([
      { author_id: 'a1', status: 'waiting', decided_by: null },
      { author_id: 'a2', status: 'waiting', decided_by: null },
      { author_id: 'a3', status: 'validated', decided_by: 'admin' },
    ]);
    const people = await harness.db
      .selectFrom('admin_queues.people')
      .select('user_id')
      .where('user_id', '=', 'gone')
      .execute();
    expect(people).toEqual([]);
  });

  it('lists publications waiting validation and follows each state', async () => {
    const queue = await waitingPublications(harness.db, now, { sort: 'oldest' });
    expect(queue.total).toBe(2);
    expect(queue.rows.map((row) => [row.publicationId, row.waitingSeconds])).toEqual([
      ['p-waiting-old', 18 * 3600],
      ['p-waiting-new', 6 * 3600],
    ]);
    const states = await harness.db
      .selectFrom('admin_queues.publications')
      .select(['publication_id', 'status', 'reason'])
      .orderBy('publication_id')
      .execute();
    expect(states).toEqual([
      { publication_id: 'p-draft', status: 'draft', reason: null },
      { publication_id: 'p-rejected', status: 'rejected', reason: 'Off topic' },
      { publication_id: 'p-validated', status: 'validated', reason: null },
      { publication_id: 'p-waiting-new', status: 'waiting', reason: null },
      { publication_id: 'p-waiting-old', status: 'waiting', reason: null },
    ]);
  });

  it('queues readers’ reports', async () => {
    const reports = await harness.db.selectFrom('admin_queues.reports').selectAll().execute();
    expect(reports).toEqual([
      {
        report_id: 'rep1',
        reader_id: 'r1',
        link: '/articles/x',
        title: 'Spam',
        comment: 'This is advertising.',
        reported_at: new Date(at(20)),
        content_slug: 'x',
        content_id: null,
        status: 'open',
        decided_at: null,
        decided_by: null,
      },
    ]);
  });

  it('closes a report when the team hides its content or dismisses it', async () => {
    const report = (reportId: string): DomainEvent => ({
      type: 'ContentReported',
      data: { readerId: 'r1', reportId, link: `/videos/${reportId}`, title: 'T', comment: 'C', at: at(21) },
    });
    await harness.given([
      report('rep2'),
      report('rep3'),
      {
        type: 'ContentHidden',
        data: { reportId: 'rep2', contentId: 'c2', hiddenBy: 'admin', hiddenAt: at(22) },
      },
      { type: 'ReportDismissed', data: { reportId: 'rep3', dismissedBy: 'admin', dismissedAt: at(23) } },
    ]);
    const rows = await harness.db
      .selectFrom('admin_queues.reports')
      .select(['report_id', 'content_slug', 'content_id', 'status', 'decided_at', 'decided_by'])
      .where('report_id', 'in', ['rep2', 'rep3'])
      .orderBy('report_id')
      .execute();
    expect(rows).toEqual([
      {
        report_id: 'rep2',
        content_slug: 'rep2',
        content_id: 'c2',
        status: 'hidden',
        decided_at: new Date(at(22)),
        decided_by: 'admin',
      },
      {
        report_id: 'rep3',
        content_slug: 'rep3',
        content_id: null,
        status: 'dismissed',
        decided_at: new Date(at(23)),
        decided_by: 'admin',
      },
    ]);
  });

  it('remembers when an account was closed and when a publication was created', async () => {
    await harness.given([
      { type: 'AccountDeactivated', data: { userId: 'a1', deactivatedAt: at(23), reason: 'Spam' } },
    ]);
    const person = await harness.db
      .selectFrom('admin_queues.people')
      .select('deactivated_at')
      .where('user_id', '=', 'a1')
      .executeTakeFirst();
    expect(person).toEqual({ deactivated_at: new Date(at(23)) });
    const publication = await harness.db
      .selectFrom('admin_queues.publications')
      .select('created_at')
      .where('publication_id', '=', 'p-draft')
      .executeTakeFirst();
    expect(publication).toEqual({ created_at: new Date(at(1)) });
  });

  it('puts a refused applicant who applies again back in the queue, with the corrected application', async () => {
    await harness.given([
      person('a4', 'Kofi'),
      applied('a4', 2),
      {
        type: 'AuthorRejected',
        data: { authorId: 'a4', rejectedBy: 'admin', reason: 'Too vague', rejectedAt: at(3) },
      },
      {
        type: 'AuthorApplicationSubmitted',
        data: {
          authorId: 'a4',
          expertiseTitle: 'Sports reporter in Accra',
          aboutMe: 'y'.repeat(60),
          submittedAt: at(4),
        },
      },
    ]);
    const row = await harness.db
      .selectFrom('admin_queues.author_applications')
      .select(['expertise_title', 'country', 'status', 'submitted_at', 'decided_at', 'decided_by', 'reason'])
      .where('author_id', '=', 'a4')
      .executeTakeFirst();
    expect(row).toEqual({
      expertise_title: 'Sports reporter in Accra',
      country: null,
      status: 'waiting',
      submitted_at: new Date(at(4)),
      decided_at: null,
      decided_by: null,
      reason: null,
    });
    expect((await waitingAuthors(harness.db, now)).rows.map((waiting) => waiting.authorId)).toContain('a4');
  });
});
