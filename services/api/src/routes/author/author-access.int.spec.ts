import { allCalls } from '@afrimedia/contracts';
import { authorProfileDecider, authorStream, engagementDecider, readerStream } from '@afrimedia/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../../media/fixtures/synthetic-media.ts';
import { synthesizeVideo } from '../../media/synthesize-media.ts';
import { publishedArticle } from '../../testing/published-article.ts';
import { sendFile, uploadFile } from '../../testing/send-file.ts';
import {
  articleEdit as edit,
  articleForm as article,
  playlistForm as playlist,
} from '../../testing/studio-forms.ts';
import { servedRoutes } from '../../testing/served-routes.ts';
import { startTestApi, type TestApi, type TestUser } from '../../testing/test-api.ts';
import { apiRoutes } from '../mount.ts';

type Json = Record<string, unknown>;

interface Request {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: string;
  readonly body?: Json;
  /** Sent as the multipart `file` field instead of a JSON body. */
  readonly file?: Buffer;
}

interface Answer {
  readonly status: number;
  readonly etag: string | null;
  readonly body: unknown;
}

/** One author's work, which every other caller aims at. */
interface Work {
  readonly authorId: string;
  readonly publicationSlug: string;
  readonly draft: { readonly id: string; readonly slug: string };
  readonly published: { readonly id: string; readonly slug: string };
  readonly video: { readonly slug: string; readonly mediaId: string };
  readonly videoUpload: { readonly id: string; readonly url: string };
  /** A short video, as uploads send it. */
  readonly clip: Buffer;
  readonly thumbnail: { readonly id: string; readonly url: string };
  /** The rival author's own publication and article, into which the rival tries to take the work's uploads. */
  readonly rival: { readonly publicationSlug: string; readonly contentSlug: string };
}

/** A request aimed at the author's work beside the same request aimed at nothing: a rival must not tell them apart. */
interface Aim {
  readonly label: string;
  /** The error code both get: the request passed validation and was refused where the thing is looked up. */
  readonly code: string;
  readonly foreign: Request;
  readonly missing: Request;
}

type Caller = 'visitor' | 'reader' | 'waiting author' | 'refused author' | 'rival author' | 'admin';

interface Row {
  /** The request every caller but the rival makes, aimed at the author's work where the call names something. */
  readonly request: (work: Work) => Request;
  /** Open to any signed-in user (the caller's own things): what a signed-in caller who is no author gets. */
  readonly signedIn?: (answer: Answer, caller: Caller) => void;
  /** Calls naming a publication, content, media or upload: the rival's aims. */
  readonly aims?: (work: Work) => readonly Aim[];
  /** Calls on the caller's own things: what the rival's answer to `request` must (not) hold. */
  readonly rivalOwn?: (answer: Answer, work: Work) => void;
  /** Spec §6: the platform team acts on anyone's work. */
  readonly admin: { readonly status: number; readonly check?: (answer: Answer, work: Work) => void };
}

const refusal = 'La description ne dit pas ce que couvre votre travail.';
/** Where each caller's own author application stands. */
const applications: Partial<Record<Caller, Json>> = {
  reader: { status: 'none', reason: null },
  'waiting author': { status: 'waiting', reason: null },
  'refused author': { status: 'rejected', reason: refusal },
};
const nothing = '00000000-0000-4000-8000-000000000000';
const missingSlug = 'nobody-wrote-this';

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();

const ids = (answer: Answer) => (answer.body as Json[]).map((row) => row.id);
const viewsOf = (answer: Answer) =>
  (answer.body as { views: number }[]).reduce((sum, row) => sum + row.views, 0);

/**
 * Every author route of the API, one row per method and path as express serves it (the first test fails when a
 * route is served without a row here, or a row names a route no longer served).
 */
const rows: Record<string, Row> = {
  'GET /author/application': {
    request: () => ({ method: 'GET', path: '/author/application' }),
    signedIn: (answer, caller) => {
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject(applications[caller] ?? {});
    },
    rivalOwn: (answer) => expect(answer.body).toMatchObject({ status: 'validated', reason: null }),
    admin: { status: 200, check: (answer) => expect(answer.body).toMatchObject({ status: 'none' }) },
  },
  'GET /author/contents': {
    request: (work) => ({ method: 'GET', path: `/author/contents?owner=${work.authorId}` }),
    rivalOwn: (answer, work) => {
      expect(answer.status).toBe(200);
      expect(ids(answer)).not.toContain(work.draft.id);
      expect(ids(answer)).not.toContain(work.published.id);
      expect(answer.body).toContainEqual(expect.objectContaining({ slug: work.rival.contentSlug }));
    },
    admin: { status: 200, check: (answer, work) => expect(ids(answer)).toContain(work.draft.id) },
  },
  'GET /author/contents/:slug': {
    request: (work) => ({ method: 'GET', path: `/author/contents/${work.draft.slug}` }),
    aims: (work) =>
      [work.draft.slug, work.published.slug, work.video.slug, work.publicationSlug].map((slug) => ({
        label: slug,
        code: 'CONTENT_NOT_FOUND',
        foreign: { method: 'GET', path: `/author/contents/${slug}` },
        missing: { method: 'GET', path: `/author/contents/${missingSlug}` },
      })),
    admin: { status: 200, check: (answer, work) => expect(answer.body).toMatchObject({ id: work.draft.id }) },
  },
  'POST /author/contents/playlist': {
    request: (work) => ({
      method: 'POST',
      path: '/author/contents/playlist',
      body: playlist('stranger-desk', work.thumbnail.id),
    }),
    aims: (work) => [
      {
        label: "the author's thumbnail",
        code: 'UPLOAD_NOT_FOUND',
        foreign: {
          method: 'POST',
          path: '/author/contents/playlist',
          body: playlist('rival-desk-2', work.thumbnail.id),
        },
        missing: {
          method: 'POST',
          path: '/author/contents/playlist',
          body: playlist('rival-desk-2', nothing),
        },
      },
    ],
    admin: { status: 201 },
  },
  'PUT /author/contents/playlist/:slug': {
    request: (work) => ({
      method: 'PUT',
      path: `/author/contents/playlist/${work.publicationSlug}`,
      body: playlist(work.publicationSlug, work.thumbnail.id),
    }),
    aims: (work) => [
      ...[{}, { submit: true }, { slug: 'taken-over' }].map((extra) => ({
        label: `the author's publication ${JSON.stringify(extra)}`,
        code: 'CONTENT_NOT_FOUND',
        foreign: {
          method: 'PUT' as const,
          path: `/author/contents/playlist/${work.publicationSlug}`,
          body: playlist(work.publicationSlug, work.thumbnail.id, extra),
        },
        missing: {
          method: 'PUT' as const,
          path: `/author/contents/playlist/${missingSlug}`,
          body: playlist(work.publicationSlug, work.thumbnail.id, extra),
        },
      })),
      {
        label: "the author's thumbnail on the rival's publication",
        code: 'UPLOAD_NOT_FOUND',
        foreign: {
          method: 'PUT',
          path: `/author/contents/playlist/${work.rival.publicationSlug}`,
          body: playlist(work.rival.publicationSlug, work.thumbnail.id),
        },
        missing: {
          method: 'PUT',
          path: `/author/contents/playlist/${work.rival.publicationSlug}`,
          body: playlist(work.rival.publicationSlug, nothing),
        },
      },
    ],
    admin: { status: 200 },
  },
  'POST /author/contents/video': {
    request: (work) => ({
      method: 'POST',
      path: '/author/contents/video',
      body: article(work.publicationSlug, 'stranger-article'),
    }),
    aims: (work) => [
      {
        label: "the author's publication",
        code: 'NOT_FOUND',
        foreign: {
          method: 'POST',
          path: '/author/contents/video',
          body: article(work.publicationSlug, 'rival-article-2'),
        },
        missing: {
          method: 'POST',
          path: '/author/contents/video',
          body: article(missingSlug, 'rival-article-2'),
        },
      },
      {
        label: "the author's video upload",
        code: 'UPLOAD_NOT_FOUND',
        foreign: {
          method: 'POST',
          path: '/author/contents/video',
          body: article(work.rival.publicationSlug, 'rival-video', {
            kind: 'video',
            media: work.videoUpload.id,
          }),
        },
        missing: {
          method: 'POST',
          path: '/author/contents/video',
          body: article(work.rival.publicationSlug, 'rival-video', { kind: 'video', media: nothing }),
        },
      },
    ],
    admin: { status: 201 },
  },
  'PUT /author/contents/video/:slug': {
    request: (work) => ({
      method: 'PUT',
      path: `/author/contents/video/${work.draft.slug}`,
      body: edit(work.draft.slug),
    }),
    aims: (work) => [
      ...[
        {},
        { action: 'submit' },
        { action: 'schedule', publish_at: tomorrow() },
        { archive: true },
        { headline: true },
        { slug: 'taken-over' },
      ].flatMap((extra) =>
        [work.draft.slug, work.published.slug].map((slug) => ({
          label: `${slug} ${JSON.stringify(extra)}`,
          code: 'CONTENT_NOT_FOUND',
          foreign: {
            method: 'PUT' as const,
            path: `/author/contents/video/${slug}`,
            body: edit(slug, extra),
          },
          missing: {
            method: 'PUT' as const,
            path: `/author/contents/video/${missingSlug}`,
            body: edit(slug, extra),
          },
        })),
      ),
      {
        label: "the author's video upload on the rival's content",
        code: 'UPLOAD_NOT_FOUND',
        foreign: {
          method: 'PUT',
          path: `/author/contents/video/${work.rival.contentSlug}`,
          body: edit(work.rival.contentSlug, { media: work.videoUpload.id }),
        },
        missing: {
          method: 'PUT',
          path: `/author/contents/video/${work.rival.contentSlug}`,
          body: edit(work.rival.contentSlug, { media: nothing }),
        },
      },
    ],
    admin: { status: 200 },
  },
  'GET /author/contents/statistics/index': {
    request: () => ({ method: 'GET', path: '/author/contents/statistics/index' }),
    rivalOwn: (answer) =>
      expect(answer.body).toEqual({ views: 0, likes: 0, shares: 0, audience: 0, incomeEuros: '0.00' }),
    admin: { status: 200, check: (answer) => expect(answer.body).toMatchObject({ views: 0 }) },
  },
  'GET /author/contents/statistics/audience': {
    request: () => ({ method: 'GET', path: '/author/contents/statistics/audience?period=year' }),
    rivalOwn: (answer) => {
      expect(answer.status).toBe(200);
      expect(viewsOf(answer)).toBe(0);
    },
    admin: { status: 200, check: (answer) => expect(viewsOf(answer)).toBe(0) },
  },
  'GET /author/contents/statistics/income': {
    request: () => ({ method: 'GET', path: '/author/contents/statistics/income' }),
    rivalOwn: (answer) => expect(answer.body).toMatchObject({ statements: [], total: { cents: 0 } }),
    admin: { status: 200, check: (answer) => expect(answer.body).toMatchObject({ statements: [] }) },
  },
  'GET /author/contents/statistics/income/lines': {
    request: (work) => ({
      method: 'GET',
      path: `/author/contents/statistics/income/lines?start=2026-11-01&content=${work.published.id}`,
    }),
    aims: (work) =>
      [work.published.id, work.draft.id].map((id) => ({
        label: id,
        code: 'CONTENT_NOT_FOUND',
        foreign: {
          method: 'GET',
          path: `/author/contents/statistics/income/lines?start=2026-11-01&content=${id}`,
        },
        missing: {
          method: 'GET',
          path: `/author/contents/statistics/income/lines?start=2026-11-01&content=${nothing}`,
        },
      })),
    admin: { status: 200, check: (answer) => expect(answer.body).toMatchObject({ lines: [] }) },
  },
  'GET /author/contents/statistics/performance/:slug': {
    request: (work) => ({
      method: 'GET',
      path: `/author/contents/statistics/performance/${work.published.slug}?period=year`,
    }),
    aims: (work) =>
      [work.published.slug, work.draft.slug, work.publicationSlug].map((slug) => ({
        label: slug,
        code: 'CONTENT_NOT_FOUND',
        foreign: { method: 'GET', path: `/author/contents/statistics/performance/${slug}` },
        missing: { method: 'GET', path: `/author/contents/statistics/performance/${missingSlug}` },
      })),
    admin: { status: 200, check: (answer) => expect(viewsOf(answer)).toBe(1) },
  },
  'GET /encoder/tasks/:id': {
    request: (work) => ({ method: 'GET', path: `/encoder/tasks/${work.video.mediaId}` }),
    aims: (work) => [
      {
        label: "the author's media",
        code: 'NOT_FOUND',
        foreign: { method: 'GET', path: `/encoder/tasks/${work.video.mediaId}` },
        missing: { method: 'GET', path: `/encoder/tasks/${nothing}` },
      },
    ],
    admin: {
      status: 200,
      check: (answer, work) => expect(answer.body).toMatchObject({ id: work.video.mediaId }),
    },
  },
  'DELETE /encoder/tasks/:id': {
    request: (work) => ({ method: 'DELETE', path: `/encoder/tasks/${work.video.mediaId}` }),
    aims: (work) => [
      {
        label: "the author's media",
        code: 'NOT_FOUND',
        foreign: { method: 'DELETE', path: `/encoder/tasks/${work.video.mediaId}` },
        missing: { method: 'DELETE', path: `/encoder/tasks/${nothing}` },
      },
    ],
    admin: { status: 200, check: (answer) => expect(answer.body).toMatchObject({ status: 'cancelled' }) },
  },
  'GET /encoder/details': {
    request: (work) => ({
      method: 'GET',
      path: `/encoder/details?sourceUrl=${encodeURIComponent(work.videoUpload.url)}`,
    }),
    aims: (work) =>
      [work.videoUpload.url, work.thumbnail.url].map((url) => ({
        label: url,
        code: 'NOT_FOUND',
        foreign: { method: 'GET', path: `/encoder/details?sourceUrl=${encodeURIComponent(url)}` },
        missing: {
          method: 'GET',
          path: `/encoder/details?sourceUrl=${encodeURIComponent(`/api/media/video/${nothing}`)}`,
        },
      })),
    admin: {
      status: 200,
      check: (answer, work) => expect(answer.body).toMatchObject({ uploadId: work.videoUpload.id }),
    },
  },
  'POST /actions/sendEmailToPublicationSubcribers': {
    request: (work) => ({
      method: 'POST',
      path: '/actions/sendEmailToPublicationSubcribers',
      body: { id: work.published.id },
    }),
    aims: (work) =>
      [work.published.id, work.draft.id].map((id) => ({
        label: id,
        code: 'CONTENT_NOT_FOUND',
        foreign: { method: 'POST', path: '/actions/sendEmailToPublicationSubcribers', body: { id } },
        missing: { method: 'POST', path: '/actions/sendEmailToPublicationSubcribers', body: { id: nothing } },
      })),
    admin: { status: 200 },
  },
  'POST /uploads/:role': {
    request: (work) => ({ method: 'POST', path: '/uploads/video', file: work.clip }),
    rivalOwn: (answer) => expect(answer.status).toBe(201),
    admin: { status: 201 },
  },
};

describe('author routes: who may call them, and on whose work', () => {
  let api: TestApi;
  let work: Work;
  const callers = {} as Record<Caller, TestUser | undefined>;

  async function send(caller: Caller, request: Request): Promise<Answer> {
    const user = callers[caller];
    const response = request.file
      ? await sendFile(api, request.path, request.file, user)
      : await api.call(request.method, request.path, user, request.body);
    const text = await response.text();
    return {
      status: response.status,
      etag: response.headers.get('etag'),
      body: text ? JSON.parse(text) : null,
    };
  }
  const uploaded = (user: TestUser, role: string, bytes: Buffer) => uploadFile(api, role, bytes, user);
  async function made(user: TestUser, path: string, body: Json) {
    const response = await api.call('POST', path, user, body);
    expect(response.status, path).toBe(201);
    return (await response.json()) as { id: string; slug: string; media: { id: string } | null };
  }
  /**
   * What a call may leave behind: events appended and uploads recorded, counted in their tables. The event feed
   * (readAll) shows an append only once older transactions have ended, so a count taken from it could miss one.
   */
  const stored = async () => {
    const { rows } = await sql<{ events: string; uploads: string }>`
      select (select count(*) from event_store.events) as events, (select count(*) from api.uploads) as uploads
    `.execute(api.db);
    return rows[0];
  };

  beforeAll(async () => {
    api = await startTestApi('author_access');
    const clip = await synthesizeVideo({ seconds: 1, width: 160, height: 120 });
    const author = await api.newUser({ role: 'owner' });
    const rival = await api.newUser({ role: 'owner' });
    callers['rival author'] = rival;
    callers.reader = await api.newUser();
    callers['waiting author'] = await api.newUser({ role: 'owner', verified: false });
    const refused = await api.newUser({ role: 'owner', verified: false });
    await api.run(authorStream(refused.userId), authorProfileDecider, 'test-admin', {
      type: 'RejectAuthor',
      data: { authorId: refused.userId, actorIsAdmin: true, reason: refusal },
    });
    callers['refused author'] = refused;
    callers.admin = await api.newUser({ role: 'admin' });

    const thumbnail = await uploaded(author, 'thumbnail', png(800));
    const videoUpload = await uploaded(author, 'video', clip);
    const publication = await made(
      author,
      '/author/contents/playlist',
      playlist('authors-desk', thumbnail.id),
    );
    const draft = await made(author, '/author/contents/video', article(publication.slug, 'authors-draft'));
    const video = await made(author, '/author/contents/video', {
      kind: 'video',
      publication: publication.slug,
      title: 'Concert au bord de l’océan',
      slug: 'authors-video',
      topics: ['music'],
      genre: 'focus',
      media: videoUpload.id,
    });
    const published = await publishedArticle(api, author.userId, { slug: 'authors-published' });
    const viewer = await api.newUser();
    await api.run(readerStream(viewer.userId), engagementDecider, viewer.userId, {
      type: 'ViewContent',
      data: { readerId: viewer.userId, contentId: published.contentId },
    });
    const totals = await api.call('GET', '/author/contents/statistics/index', author);
    expect(await totals.json()).toMatchObject({ views: 1 });

    const rivalThumbnail = await uploaded(rival, 'thumbnail', png(800));
    const rivalPublication = await made(
      rival,
      '/author/contents/playlist',
      playlist('rivals-desk', rivalThumbnail.id),
    );
    const rivalContent = await made(
      rival,
      '/author/contents/video',
      article(rivalPublication.slug, 'rivals-article'),
    );
    work = {
      authorId: author.userId,
      publicationSlug: publication.slug,
      draft: { id: draft.id, slug: draft.slug },
      published: { id: published.contentId, slug: published.slug },
      video: { slug: video.slug, mediaId: video.media?.id ?? '' },
      videoUpload,
      clip,
      thumbnail,
      rival: { publicationSlug: rivalPublication.slug, contentSlug: rivalContent.slug },
    };
  });
  afterAll(() => api.close());

  it('has a row for every author route the API serves, and serves every row', () => {
    const authorCalls = new Set(
      allCalls
        .filter((call) => call.access === 'author')
        .map((call) => `${call.method.toUpperCase()} ${call.path}`),
    );
    const served = servedRoutes(apiRoutes(api.deps)).filter(
      (route) => /^[A-Z]+ \/(author|encoder|uploads)\//.test(route) || authorCalls.has(route),
    );
    expect([...new Set(served)].sort()).toEqual(Object.keys(rows).sort());
    expect([...authorCalls].filter((call) => !served.includes(call))).toEqual([]);
    for (const [call, row] of Object.entries(rows)) expect(!!row.aims !== !!row.rivalOwn, call).toBe(true);
  });

  /** Runs `check` on every row, gathering every failure, so one hole does not hide the next. */
  async function everyRow(check: (call: string, row: Row) => Promise<void>) {
    const problems: string[] = [];
    for (const [call, row] of Object.entries(rows)) {
      await check(call, row).catch((error: unknown) => problems.push(`${call}: ${(error as Error).message}`));
    }
    expect(problems).toEqual([]);
  }

  async function refusedLeavingNothing(caller: Caller, request: Request) {
    const before = await stored();
    const answer = await send(caller, request);
    expect(await stored(), `${request.method} ${request.path} stored something`).toEqual(before);
    return answer;
  }

  it('answers a visitor 401 on every author route, storing nothing', async () => {
    await everyRow(async (_call, row) => {
      const answer = await refusedLeavingNothing('visitor', row.request(work));
      expect({ status: answer.status, body: answer.body }).toMatchObject({
        status: 401,
        body: { error: 'NOT_AUTHORIZED: You must be signed in to do this.' },
      });
    });
  });

  for (const caller of ['reader', 'waiting author', 'refused author'] as const) {
    it(`answers a ${caller} 'Author not verified' on every author command and read, storing nothing`, async () => {
      await everyRow(async (_call, row) => {
        const answer = await refusedLeavingNothing(caller, row.request(work));
        if (row.signedIn) return row.signedIn(answer, caller);
        expect({ status: answer.status, body: answer.body }).toMatchObject({
          status: 403,
          body: { error: 'AUTHOR_NOT_VERIFIED: Author not verified' },
        });
      });
    });
  }

  it("answers a verified author aiming at another author's work exactly as if it did not exist, storing nothing", async () => {
    await everyRow(async (_call, row) => {
      for (const aim of row.aims?.(work) ?? []) {
        const foreign = await refusedLeavingNothing('rival author', aim.foreign);
        const missing = await refusedLeavingNothing('rival author', aim.missing);
        expect(missing.body, aim.label).toMatchObject({ code: aim.code });
        expect(foreign, aim.label).toEqual(missing);
      }
    });
  });

  it('gives a verified author only their own figures, lists and uploads', async () => {
    await everyRow(async (_call, row) => {
      if (!row.rivalOwn) return;
      const answer = await send('rival author', row.request(work));
      const text = JSON.stringify(answer.body);
      for (const secret of [work.authorId, work.draft.id, work.published.id, work.videoUpload.id, refusal])
        expect(text).not.toContain(secret);
      row.rivalOwn(answer, work);
    });
  });

  it("shows a rival nothing of the author's unpublished work through the public pages either", async () => {
    for (const [path, missing] of [
      [`/pages/content/${work.draft.slug}`, `/pages/content/${missingSlug}`],
      [`/pages/content/${work.video.slug}`, `/pages/content/${missingSlug}`],
      [`/pages/publication/${work.publicationSlug}`, `/pages/publication/${missingSlug}`],
    ] as const) {
      const answer = await send('rival author', { method: 'GET', path });
      expect(answer, path).toEqual(await send('rival author', { method: 'GET', path: missing }));
    }
    for (const path of [
      `/pages/user/${work.authorId}`,
      `/pages/contents/?owner=${work.authorId}`,
      `/pages/articles?owner=${work.authorId}`,
      '/pages/search/?filter=Pikine',
      '/pages/category/music',
    ]) {
      const answer = await send('rival author', { method: 'GET', path });
      expect(answer.status, path).toBe(200);
      const text = JSON.stringify(answer.body);
      for (const secret of [work.draft.id, work.draft.slug, work.video.slug, work.publicationSlug])
        expect(text, path).not.toContain(secret);
    }
  });

  it("lets an admin act on any author's work", async () => {
    await everyRow(async (_call, row) => {
      const answer = await send('admin', row.request(work));
      expect(answer.status, JSON.stringify(answer.body)).toBe(row.admin.status);
      row.admin.check?.(answer, work);
    });
  });
});
