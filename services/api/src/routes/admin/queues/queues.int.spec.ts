import { contentDecider, contentStream } from '@afrimedia/domain';
import { translateError } from '@afrimedia/i18n';
import type { RecordedEvent } from '@afrimedia/event-store';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dispatchOutbox } from '../../../mail/outbox-dispatcher.ts';
import { publishedArticle } from '../../../testing/published-article.ts';
import { startTestApi, type TestApi, type TestUser } from '../../../testing/test-api.ts';

type Json = Record<string, unknown>;

/** The validation queues: each action is one event by the admin; a refused one appends nothing. */
describe('admin queues', () => {
  let api: TestApi;
  let admin: TestUser;
  let reader: TestUser;
  let applicants: TestUser[];
  let author: TestUser;
  let waiting: { publicationId: string; contentId: string; slug: string }[];
  let reported: { contentId: string; slug: string };

  beforeAll(async () => {
    api = await startTestApi('admin_queues_routes');
    admin = await api.newUser({ role: 'admin' });
    reader = await api.newUser();
    applicants = [
      await api.newUser({ role: 'owner', verified: false }),
      await api.newUser({ role: 'owner', verified: false }),
    ];
    author = await api.newUser({ role: 'owner' });
    waiting = [
      await publishedArticle(api, author.userId, { validated: false }),
      await publishedArticle(api, author.userId, { validated: false }),
    ];
    reported = await publishedArticle(api, author.userId, { slug: 'le-faux-remede-miracle' });
  });
  afterAll(() => api.close());

  /** Makes the call and answers with the events it appended as the admin. */
  async function act(method: string, path: string, body?: unknown) {
    const before = (await api.events()).length;
    const response = await api.call(method, path, admin, body);
    const json = (await response.json()) as Json;
    const appended = (await api.events()).slice(before);
    const byAdmin = appended.filter((event: RecordedEvent) => event.metadata.actorId === admin.userId);
    return { status: response.status, json, byAdmin };
  }

  const refusal = (code: Parameters<typeof translateError>[1]) =>
    expect.objectContaining({ code, message: translateError('en', code) });

  const queues = async () => (await (await api.call('GET', '/admin/queues', admin)).json()) as Json;

  it('counts what waits, with the oldest of each queue', async () => {
    expect(await queues()).toMatchObject({
      authorApplications: { count: 2, oldestSubmittedAt: expect.any(String) },
      publicationApplications: { count: 2, oldestSubmittedAt: expect.any(String) },
      reports: { count: 0, oldestSubmittedAt: null },
      scheduledContent: { count: 0, oldestSubmittedAt: null },
    });
  });

  describe('author applications', () => {
    it('approves: one AuthorValidated by the admin, the record answered validated', async () => {
      const id = applicants[0]!.userId;
      const { status, json, byAdmin } = await act('POST', `/admin/author-applications/${id}/approve`);
      expect(status).toBe(200);
      expect(json).toMatchObject({ id, status: 'validated', decidedBy: admin.userId });
      expect(byAdmin.map((event) => [event.type, event.stream])).toEqual([
        ['AuthorValidated', `author-${id}`],
      ]);
      const again = await act('POST', `/admin/author-applications/${id}/approve`);
      expect([again.status, again.json, again.byAdmin]).toEqual([
        409,
        refusal('INVALID_STATE_TRANSITION'),
        [],
      ]);
    });

    it('refuses a rejection without a reason, with a too long one or with markup, appending nothing', async () => {
      const id = applicants[1]!.userId;
      for (const body of [undefined, {}, { reason: '   ' }, { reason: 'x'.repeat(1001) }, { reason: 42 }]) {
        const { status, json, byAdmin } = await act('POST', `/admin/author-applications/${id}/reject`, body);
        expect({ body, status, json, byAdmin }).toEqual({
          body,
          status: 400,
          json: refusal('REASON_REQUIRED'),
          byAdmin: [],
        });
      }
      const markup = await act('POST', `/admin/author-applications/${id}/reject`, { reason: '<b>no</b>' });
      expect([markup.status, markup.json, markup.byAdmin]).toEqual([400, refusal('PLAIN_TEXT_ONLY'), []]);
    });

    it('rejects with the reason in the event, the record and the e-mail to the applicant', async () => {
      const id = applicants[1]!.userId;
      const reason = 'Tell us more about the subjects you cover.';
      const { status, json, byAdmin } = await act('POST', `/admin/author-applications/${id}/reject`, {
        reason,
      });
      expect([status, json]).toEqual([200, expect.objectContaining({ id, status: 'rejected', reason })]);
      expect(byAdmin.map((event) => [event.type, (event.data as Json).reason])).toEqual([
        ['AuthorRejected', reason],
      ]);
      await dispatchOutbox({
        db: api.db,
        store: api.store,
        mailer: api.deps.mailer,
        publicUrl: 'http://afrimedia.test',
        team: { address: 'team@afrimedia.test', language: 'en' },
        unsubscribe: api.deps.unsubscribe,
      });
      const mail = (await api.mail()).find((message) => message.recipient === applicants[1]!.email);
      expect(mail?.body).toContain(reason);
    });

    it('shows the applicant their application with the reason and the median wait (the pending screen)', async () => {
      const response = await api.call('GET', '/author/application', applicants[1]);
      expect(await response.json()).toEqual({
        status: 'rejected',
        submittedAt: expect.any(String),
        decidedAt: expect.any(String),
        reason: 'Tell us more about the subjects you cover.',
        sent: { expertiseTitle: 'Culture journalist', aboutMe: expect.any(String), country: null },
        medianValidationWaitSeconds: expect.any(Number),
      });
      const never = await api.call('GET', '/author/application', reader);
      expect(await never.json()).toMatchObject({ status: 'none', reason: null, sent: null });
      expect((await api.call('GET', '/author/application')).status).toBe(401);
    });

    it("shows the applicant's photo, and none for an applicant who gave none", async () => {
      const [withPhoto, without] = [applicants[0]!, applicants[1]!];
      const avatar = '/api/media/image/applicant-photo.webp';
      expect((await api.call('PUT', '/auth/profile', withPhoto, { avatar })).status).toBe(200);
      const record = async (id: string) =>
        (await (await api.call('GET', `/admin/author-applications/${id}`, admin)).json()) as Json;
      await expect.poll(async () => (await record(withPhoto.userId)).photoUrl).toBe(avatar);
      expect((await record(without.userId)).photoUrl).toBeNull();
    });

    it('answers 404 for an application nobody made', async () => {
      const { status, json, byAdmin } = await act('POST', '/admin/author-applications/nobody/approve');
      expect([status, json, byAdmin]).toEqual([404, refusal('NOT_FOUND'), []]);
    });
  });

  describe('publication applications', () => {
    it('shows a waiting publication with its articles to read', async () => {
      const response = await api.call(
        'GET',
        `/admin/publication-applications/${waiting[0]!.publicationId}`,
        admin,
      );
      expect(await response.json()).toMatchObject({
        id: waiting[0]!.publicationId,
        ownerId: author.userId,
        ownerEmail: author.email,
        status: 'waiting',
        waitingSeconds: expect.any(Number),
        articles: [
          {
            id: waiting[0]!.contentId,
            slug: waiting[0]!.slug,
            state: 'waiting_validation',
            title: expect.any(String),
          },
        ],
      });
    });

    it('approves: one PublicationValidated by the admin', async () => {
      const id = waiting[0]!.publicationId;
      const { status, json, byAdmin } = await act('POST', `/admin/publication-applications/${id}/approve`);
      expect([status, json]).toEqual([200, expect.objectContaining({ id, status: 'validated' })]);
      expect(byAdmin.map((event) => event.type)).toEqual(['PublicationValidated']);
    });

    it('rejects with a reason, once', async () => {
      const id = waiting[1]!.publicationId;
      const empty = await act('POST', `/admin/publication-applications/${id}/reject`, { reason: '' });
      expect([empty.status, empty.json, empty.byAdmin]).toEqual([400, refusal('REASON_REQUIRED'), []]);
      const reason = 'The description does not say what the publication covers.';
      const { status, json, byAdmin } = await act('POST', `/admin/publication-applications/${id}/reject`, {
        reason,
      });
      expect([status, json]).toEqual([200, expect.objectContaining({ id, status: 'rejected', reason })]);
      expect(byAdmin.map((event) => [event.type, (event.data as Json).reason])).toEqual([
        ['PublicationRejected', reason],
      ]);
      const again = await act('POST', `/admin/publication-applications/${id}/approve`);
      expect([again.status, again.byAdmin]).toEqual([409, []]);
    });
  });

  describe('reports', () => {
    let reportIds: string[];
    beforeAll(async () => {
      reportIds = [];
      for (const comment of ['This article sells a fake cure.', 'Still advertising a fake cure.']) {
        const response = await api.call('POST', '/actions/report', reader, {
          link: `https://afrimedia.example/articles/${reported.slug}?from=home`,
          title: 'Le faux remède miracle',
          comment,
        });
        reportIds.push(((await response.json()) as { reportId: string }).reportId);
      }
    });

    it('lists open reports with the content their link names', async () => {
      // A report is answered once decided, before the admin queues' read model has it.
      await expect
        .poll(async () => ((await queues()) as { reports: { count: number } }).reports.count)
        .toBe(2);
      const response = await api.call(
        'GET',
        '/admin/reports?filter=' + encodeURIComponent('{"status":"open"}'),
        admin,
      );
      expect(response.headers.get('content-range')).toBe('reports 0-1/2');
      expect(await response.json()).toEqual(
        reportIds.map((id) =>
          expect.objectContaining({
            id,
            contentId: reported.contentId,
            readerId: reader.userId,
            status: 'open',
          }),
        ),
      );
      expect(await queues()).toMatchObject({ reports: { count: 2 } });
    });

    it('hides the content: one ContentHidden by the admin, gone from its page and from search', async () => {
      const search = async () =>
        (
          (await (await api.call('GET', '/pages/search/?filter=mbalax&pageSize=100')).json()) as {
            rows: { slug: string }[];
          }
        ).rows;
      expect((await api.call('GET', `/pages/content/${reported.slug}`)).status).toBe(200);
      expect((await search()).map((hit) => hit.slug)).toContain(reported.slug);
      const { status, json, byAdmin } = await act('POST', `/admin/reports/${reportIds[0]}/hide`);
      expect([status, json]).toEqual([
        200,
        expect.objectContaining({ status: 'hidden', contentId: reported.contentId }),
      ]);
      expect(byAdmin.map((event) => [event.type, (event.data as Json).contentId])).toEqual([
        ['ContentHidden', reported.contentId],
      ]);
      expect((await api.call('GET', `/pages/content/${reported.slug}`)).status).toBe(404);
      expect((await search()).map((hit) => hit.slug)).not.toContain(reported.slug);
      const articles = await api.call('GET', `/admin/articles/${reported.contentId}`, admin);
      expect(await articles.json()).toMatchObject({ id: reported.contentId, hidden: true });
    });

    it('dismisses a report, once', async () => {
      const { status, json, byAdmin } = await act('POST', `/admin/reports/${reportIds[1]}/dismiss`);
      expect([status, json]).toEqual([200, expect.objectContaining({ status: 'dismissed' })]);
      expect(byAdmin.map((event) => event.type)).toEqual(['ReportDismissed']);
      const again = await act('POST', `/admin/reports/${reportIds[1]}/hide`);
      expect([again.status, again.json, again.byAdmin]).toEqual([
        409,
        refusal('INVALID_STATE_TRANSITION'),
        [],
      ]);
      const unknown = await act('POST', '/admin/reports/nobody/dismiss');
      expect([unknown.status, unknown.byAdmin]).toEqual([404, []]);
    });
  });

  it('lists scheduled content, nearest first', async () => {
    const { contentId } = await publishedArticle(api, author.userId, { validated: false });
    await api.run(contentStream(contentId), contentDecider, author.userId, {
      type: 'ScheduleContent',
      data: { contentId, publishAt: '2099-01-01T08:00:00.000Z' },
    });
    const response = await api.call('GET', '/admin/scheduled-content', admin);
    expect(response.headers.get('content-range')).toBe('scheduled-content 0-0/1');
    expect(await response.json()).toEqual([
      expect.objectContaining({
        id: contentId,
        type: 'article',
        authorId: author.userId,
        scheduledAt: '2099-01-01T08:00:00.000Z',
      }),
    ]);
  });

  it('gives the median wait of recent decisions once there are some', async () => {
    expect(await queues()).toMatchObject({
      authorApplications: { count: 0 },
      medianValidationWaitSeconds: expect.any(Number),
    });
  });
});
