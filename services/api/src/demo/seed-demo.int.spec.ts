import {
  addToTotals,
  ledgerLineOf,
  schemaVersionOf,
  statementsOf,
  type PeriodTotal,
  type RateCard,
} from '@afrimedia/domain';
import {
  createPostgresEventStore,
  migrateEventStore,
  START,
  type RecordedEvent,
} from '@afrimedia/event-store';
import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@afrimedia/postgres/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoContents, demoIncome, demoReport, type DemoMediaPort } from '@afrimedia/demo';
import { seedDemoContent, type SeedReport } from './seed-demo.ts';

/**
 * Stands in for the platform's media: answers what an upload of the asked-for file would measure, without making
 * it, so the domain's limits (covers' least width, videos' length) still judge every demo picture and clip.
 */
const measuredMedia: DemoMediaPort = {
  async image(_ownerId, _role, picture) {
    return {
      uploadId: randomUUID(),
      url: `/api/media/${randomUUID()}`,
      sizeBytes: 40_000,
      widthPx: picture.width,
    };
  },
  async media(_ownerId, clip, { mediaId }) {
    return {
      uploadId: randomUUID(),
      sourceUrl: `/api/media/${randomUUID()}`,
      sizeBytes: 60_000,
      durationSeconds: clip.seconds,
      streamUrl: `/api/media/encoded/${mediaId}/web.mp4`,
    };
  },
  async upload(ownerId, clip) {
    return {
      uploadId: randomUUID(),
      uploaderId: ownerId,
      kind: clip.kind,
      url: `/api/media/${randomUUID()}`,
      sizeBytes: 60_000,
      durationSeconds: clip.seconds,
    };
  },
};

/**
 * A clock a millisecond later at every reading, as a real one is between two commands: a step that reads the time
 * twice (a rate card effective "now", then decided "now") must hold when the two readings differ.
 */
function tickingClock(start = Date.parse('2026-11-26T10:00:00.000Z')): () => Date {
  let readings = 0;
  return () => new Date(start + readings++);
}

describe('demo content', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let events: RecordedEvent[];
  let report: SeedReport;
  const store = () => createPostgresEventStore({ pool });

  beforeAll(async () => {
    database = await createTestDatabase('demo');
    pool = new pg.Pool({ connectionString: database.url });
    await migrateEventStore(pool);
    report = await seedDemoContent(store(), {
      hashPassword: async (password) => `hashed:${password}`,
      media: measuredMedia,
      clock: tickingClock(),
    });
    events = [];
    for await (const event of store().readAll(START)) events.push(event);
  });

  afterAll(async () => {
    await pool.end();
    await database.drop();
  });

  const ofType = (type: string) => events.filter((event) => event.type === type);
  const data = (event: RecordedEvent) => event.data as Record<string, unknown>;

  it('exists as events appended through commands', () => {
    expect(report).toMatchObject({ seeded: true, users: 7, publications: 9, agendaEvents: 4 });
    expect(report.contents).toBeGreaterThanOrEqual(30);
    for (const event of events) {
      expect(event.metadata.correlationId, event.type).toMatch(/^demo-/);
      expect(event.metadata.schemaVersion, event.type).toBe(schemaVersionOf(event.type));
    }
  });

  it('has an admin, several authors and one author still waiting validation', () => {
    const roles = ofType('UserRegistered').map((event) => data(event).role);
    expect(roles.filter((role) => role === 'admin')).toHaveLength(1);
    expect(ofType('AuthorApplicationSubmitted')).toHaveLength(5);
    expect(ofType('AuthorValidated')).toHaveLength(4);
  });

  it('has publications in each state', () => {
    expect(ofType('PublicationCreated')).toHaveLength(9);
    expect(ofType('PublicationSubmitted')).toHaveLength(8);
    expect(ofType('PublicationValidated')).toHaveLength(5);
    expect(ofType('PublicationRejected')).toHaveLength(1);
    expect(ofType('PublicationArchived')).toHaveLength(1);
  });

  it('has at least 30 articles, videos and podcasts across topics and the four languages, with Arabic text', () => {
    const drafted = ofType('ContentDrafted').map(data);
    expect(drafted.length).toBeGreaterThanOrEqual(30);
    expect(new Set(drafted.map((content) => content.kind))).toEqual(new Set(['article', 'video', 'podcast']));
    const languages = new Set(drafted.flatMap((content) => Object.keys(content.shortName as object)));
    expect(languages).toEqual(new Set(['en', 'fr', 'ar', 'es']));
    expect(new Set(drafted.flatMap((content) => content.topics as string[])).size).toBeGreaterThanOrEqual(15);
    expect(drafted.some((content) => /[\u0600-\u06FF]/.test(String(content.title)))).toBe(true);
    expect(ofType('ContentPublished').length).toBeGreaterThanOrEqual(25);
    expect(ofType('MediaEncoded').length).toBe(
      demoContents.filter((content) => content.kind !== 'article').length,
    );
  });

  it('files videos and podcasts under their menu genres, with a series in two seasons', () => {
    const media = ofType('ContentDrafted')
      .map(data)
      .filter((content) => content.kind !== 'article');
    expect(media.every((content) => typeof content.genre === 'string')).toBe(true);
    const episodes = media.flatMap((content) => (content.episode ? [content.episode] : []));
    expect(episodes).toEqual([
      { season: 1, number: 1 },
      { season: 1, number: 2 },
      { season: 2, number: 1 },
    ]);
  });

  it('rates some contents for an age and places some in a region, so the age filter and search show them', () => {
    const drafted = ofType('ContentDrafted').map(data);
    const ratings = drafted.flatMap((content) => (content.maturity ? [content.maturity] : []));
    expect(new Set(ratings)).toEqual(new Set(['12-age-restriction', '16-age-restriction']));
    expect(ratings.length).toBeLessThan(drafted.length / 4);
    const regions = new Set(drafted.flatMap((content) => (content.region ? [content.region] : [])));
    expect(regions).toContain('Dakar');
    expect(regions.size).toBeGreaterThanOrEqual(5);
  });

  it('publishes an article and a video for Premium subscribers only, so readers meet exclusive contents', () => {
    const published = new Set(ofType('ContentPublished').map((event) => data(event).contentId));
    const exclusive = ofType('ContentDrafted')
      .map(data)
      .filter((content) => content.premiumOnly === true && published.has(content.contentId));
    expect(exclusive.map((content) => content.kind).sort()).toEqual(['article', 'video']);
  });

  it('has the five static pages in the four languages', () => {
    const pages = ofType('SitePagePublished').map(data);
    expect(report.sitePages).toBe(5);
    expect(pages).toHaveLength(20);
    expect(new Set(pages.map((page) => `${String(page.slug)}/${String(page.language)}`)).size).toBe(20);
  });

  it('has agenda events, headlines and follows', () => {
    expect(ofType('EventScheduled')).toHaveLength(4);
    expect(ofType('AuthorHeadlineChanged')).toHaveLength(4);
    expect(ofType('AuthorFollowed')).toHaveLength(3);
  });

  it('publishes a video ad and an audio ad, longer than the skip delay, for readers without Premium', () => {
    const ads = ofType('AdBreakPublished').map((event) => data(event));
    expect(ads.map((ad) => ad.mediaKind)).toEqual(['video', 'audio']);
    for (const ad of ads)
      expect((ad.media as { durationSeconds: number }).durationSeconds).toBeGreaterThan(5);
  });

  it('leaves two publications waiting validation, each with an article to read', () => {
    const decided = new Set(
      [...ofType('PublicationValidated'), ...ofType('PublicationRejected')].map(
        (event) => data(event).publicationId,
      ),
    );
    const waiting = ofType('PublicationSubmitted')
      .map((event) => data(event).publicationId)
      .filter((id) => !decided.has(id));
    expect(waiting).toHaveLength(2);
    const articlesOf = (id: unknown) =>
      ofType('ContentDrafted').filter(
        (event) => data(event).publicationId === id && data(event).kind === 'article',
      );
    expect(waiting.map((id) => articlesOf(id).length > 0)).toEqual([true, true]);
  });

  it('has a reader’s report on a published article, for the platform team to decide on', () => {
    const reports = ofType('ContentReported').map(data);
    expect(reports).toEqual([
      expect.objectContaining({ title: demoReport.articleTitle, comment: demoReport.comment }),
    ]);
    const slug = String(reports[0]!.link).replace('/articles/', '');
    const article = ofType('ContentDrafted').find((event) => data(event).slug === slug);
    expect(
      article &&
        ofType('ContentPublished').some((event) => data(event).contentId === data(article).contentId),
    ).toBe(true);
  });

  it("pays the demo author for their readers' reads and clicks under the demo's rate card, a remainder carried", () => {
    const cards = ofType('RateCardPublished').map((event) => data(event) as unknown as RateCard);
    const lines = events.flatMap((event) => ledgerLineOf(event, cards) ?? []);
    const author = new Set(lines.map((line) => line.authorId));
    expect(author.size).toBe(1);
    const refused = ofType('ContentReadRefused').map(data);
    expect(refused.map(({ reason }) => reason)).toEqual(demoIncome.refusedReads);
    expect(new Set(refused.map(({ authorId }) => authorId))).toEqual(author);
    expect(lines.map((line) => line.kind).sort()).toEqual([
      ...Array<'click'>(demoIncome.contentsClicked).fill('click'),
      ...Array<'read'>(demoIncome.readers.length * demoIncome.contentsRead).fill('read'),
    ]);
    expect(lines.every((line) => line.rateCardId === demoIncome.rateCardId)).toBe(true);
    const totals = new Map<string, PeriodTotal>();
    for (const line of lines) addToTotals(totals, 'year', line);
    // A seeding across midnight on 31 December would split the year; the demo starts once, at any instant.
    const paid = statementsOf('year', [...totals.values()]);
    expect(paid.reduce((sum, statement) => sum + statement.cents, 0)).toBe(21);
    expect(paid.at(-1)?.carriedOutMicroEuros).toBe(2_000);
  });

  it('appends the same events, type by type, however the seeding is written', () => {
    const counts: Record<string, number> = {};
    for (const event of events) counts[event.type] = (counts[event.type] ?? 0) + 1;
    expect(counts).toMatchInlineSnapshot(`
      {
        "AdBreakPublished": 2,
        "AuthorApplicationSubmitted": 5,
        "AuthorFollowed": 3,
        "AuthorHeadlineChanged": 4,
        "AuthorPhotoChanged": 4,
        "AuthorValidated": 4,
        "ContentClicked": 3,
        "ContentDrafted": 37,
        "ContentPublished": 32,
        "ContentReadQualified": 16,
        "ContentReadRefused": 2,
        "ContentReported": 1,
        "ContentSubmitted": 35,
        "ContentViewed": 18,
        "EventScheduled": 4,
        "HeadlineSet": 4,
        "MediaEncoded": 13,
        "MediaUploaded": 13,
        "PlanPriced": 8,
        "PublicationArchived": 1,
        "PublicationCreated": 9,
        "PublicationRejected": 1,
        "PublicationSubmitted": 8,
        "PublicationValidated": 5,
        "RateCardPublished": 1,
        "SitePagePublished": 20,
        "UserRegistered": 7,
      }
    `);
  });

  it('seeds only an empty store', async () => {
    const again = await seedDemoContent(store(), {
      hashPassword: async (password) => password,
      media: measuredMedia,
    });
    expect(again.seeded).toBe(false);
    let count = 0;
    for await (const _ of store().readAll(START)) count += 1;
    expect(count).toBe(events.length);
  });
});
