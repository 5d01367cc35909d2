import { contentDecider, contentStream } from '@afrimedia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedArticle } from '../../testing/published-article.ts';
import { startTestApi, type TestApi, type TestUser } from '../../testing/test-api.ts';

type Row = { id: string } & Record<string, unknown>;

/** Numbers and dates compare the same in PostgreSQL and here (texts depend on the collation): as numbers. */
const comparable = (value: unknown): value is number => typeof value === 'number';

/** Each list of the queues, people and content resources, with the fields it may be sorted by. */
const lists: Record<string, readonly string[]> = {
  'author-applications': ['submittedAt', 'decidedAt', 'status', 'email', 'waitingSeconds'],
  'publication-applications': ['submittedAt', 'decidedAt', 'name', 'status', 'waitingSeconds'],
  'scheduled-content': ['scheduledAt', 'title', 'type'],
  reports: ['reportedAt', 'status', 'title', 'waitingSeconds'],
  users: ['email', 'createdAt', 'role', 'lastName'],
  authors: ['email', 'lastName', 'publicationsCount'],
  publications: ['name', 'slug', 'status', 'createdAt'],
  articles: ['title', 'state', 'publishedAt', 'slug'],
};

/** Every admin list: react-admin sorts by id whenever a list or a reference input names no sort. */
const EVERY_LIST = [
  ...Object.keys(lists),
  'videos',
  'podcasts',
  'legal-versions',
  'ad-breaks',
  'contact-messages',
  'subscriptions',
  'payments',
  'agenda-events',
  'events',
  'projections',
  'site-pages',
  'categories',
  'topics',
  'configuration',
];

/** Waits (10 s at most) until the list holds `count` records: some calls answer before the read models have them. */
async function untilListed(api: TestApi, admin: TestUser, path: string, count: number): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    const range = (await api.call('GET', path, admin)).headers.get('content-range') ?? '';
    if (Number(range.split('/')[1]) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The ra-data-simple-rest contract, list by list, on a platform with at least two records in each. */
describe('admin lists: the simple-rest contract on every resource', () => {
  let api: TestApi;
  let admin: TestUser;

  beforeAll(async () => {
    api = await startTestApi('admin_list_contract');
    admin = await api.newUser({ role: 'admin' });
    const reader = await api.newUser();
    await api.newUser({ role: 'owner', verified: false });
    await api.newUser({ role: 'owner', verified: false });
    const author = await api.newUser({ role: 'owner' });
    const articles = [
      await publishedArticle(api, author.userId),
      await publishedArticle(api, author.userId),
      await publishedArticle(api, author.userId, { validated: false }),
      await publishedArticle(api, author.userId, { validated: false }),
    ];
    for (const [index, article] of articles.slice(2).entries()) {
      await api.run(contentStream(article.contentId), contentDecider, author.userId, {
        type: 'ScheduleContent',
        data: { contentId: article.contentId, publishAt: `209${index}-01-01T08:00:00.000Z` },
      });
    }
    for (const article of articles.slice(0, 2)) {
      await api.call('POST', '/actions/report', reader, {
        link: `/articles/${article.slug}`,
        title: 'Misleading',
        comment: 'The title promises what the article does not say.',
      });
    }
    // A report is answered once decided, before the admin queues' read model has it.
    await untilListed(api, admin, '/admin/reports', 2);
    // Waiting times are counted up to the API's clock: held still, every call sees the same ones.
    api.setNow(new Date());
  });
  afterAll(() => api.close());

  const list = async (resource: string, params: Record<string, unknown> = {}) => {
    const query = Object.entries(params)
      .map(([name, value]) => `${name}=${encodeURIComponent(JSON.stringify(value))}`)
      .join('&');
    const response = await api.call('GET', `/admin/${resource}?${query}`, admin);
    return {
      status: response.status,
      range: response.headers.get('content-range'),
      rows: (await response.json()) as Row[],
    };
  };

  it.each(EVERY_LIST)(
    'sorts %s by id both ways, as ra-data-simple-rest asks by default',
    async (resource) => {
      const ascending = await list(resource, { sort: ['id', 'ASC'], range: [0, 99] });
      const descending = await list(resource, { sort: ['id', 'DESC'], range: [0, 99] });
      expect([ascending.status, descending.status]).toEqual([200, 200]);
      // Where one page holds them all, one order is the other reversed (the event feed pages by its own size).
      if (ascending.range?.endsWith(`/${ascending.rows.length}`)) {
        expect(descending.rows.map((row) => row.id)).toEqual(ascending.rows.map((row) => row.id).reverse());
      }
    },
  );

  describe.each(Object.entries(lists))('%s', (resource, sortable) => {
    it('answers every record with Content-Range, an inclusive range, and getMany by ids', async () => {
      const all = await list(resource);
      const total = all.rows.length;
      expect(total).toBeGreaterThanOrEqual(2);
      expect(all.range).toBe(`${resource} 0-${total - 1}/${total}`);
      const second = await list(resource, { range: [1, 1] });
      expect([second.rows, second.range]).toEqual([[all.rows[1]], `${resource} 1-1/${total}`]);
      const wanted = [all.rows[1]!.id, all.rows[0]!.id];
      const many = await list(resource, { filter: { id: wanted } });
      expect(many.rows.map((row) => row.id).sort()).toEqual([...wanted].sort());
      expect(many.range).toBe(`${resource} 0-1/2`);
      const one = await api.call('GET', `/admin/${resource}/${encodeURIComponent(all.rows[0]!.id)}`, admin);
      expect(await one.json()).toMatchObject(all.rows[0]!);
    });

    it('sorts by each of its fields both ways, and by no other', async () => {
      const ids = (rows: Row[]) => rows.map((row) => row.id).sort();
      const everyone = ids((await list(resource)).rows);
      for (const field of sortable) {
        for (const order of ['ASC', 'DESC']) {
          const sorted = await list(resource, { sort: [field, order] });
          expect([field, order, sorted.status, ids(sorted.rows)]).toEqual([field, order, 200, everyone]);
          const values = sorted.rows
            .map((row) => {
              const value = row[field];
              return typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value) ? Date.parse(value) : value;
            })
            .filter(comparable);
          const expected = [...values].sort((a, b) => (order === 'ASC' ? a - b : b - a));
          expect([field, order, values]).toEqual([field, order, expected]);
        }
      }
      expect((await list(resource, { sort: ['passwordHash', 'ASC'] })).status).toBe(400);
      expect((await list(resource, { range: [0, 100] })).status).toBe(400);
    });
  });
});
