import { randomUUID } from 'node:crypto';
import { publicationDecider, publicationStream, reservations } from '@afrimedia/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestUser } from '../../testing/test-api.ts';
import { publishing } from '../../testing/pages-scenario.ts';

type Row = Record<string, unknown> & { slug: string; type: string };
type Listing = { rows: Row[]; total: number };

/** Spec §3: a playlist is a publication; the contents list and search show them for type playlist. */
describe('pages: playlists among contents', () => {
  let api: TestApi;
  let chidi: TestUser;
  let amina: TestUser;
  let ondes: { id: string };
  let sahel: { id: string };

  const get = async (path: string) => {
    const response = await fetch(`${api.url}/api${path}`);
    return { status: response.status, body: (await response.json()) as Listing };
  };
  const slugs = async (path: string) => {
    const { status, body } = await get(path);
    expect(status, path).toBe(200);
    return body.rows.map((row) => row.slug);
  };

  beforeAll(async () => {
    api = await startTestApi('pages_playlists');
    const make = publishing(api);
    chidi = await api.newUser({ role: 'owner' });
    amina = await api.newUser({ role: 'owner' });
    const reader = await api.newUser();
    ondes = await make.publication(
      chidi.userId,
      { slug: 'ondes', name: 'Ondes', topics: ['tech', 'music'] },
      [{ slug: 'lagos-tech-week', title: 'Lagos tech week', topics: ['tech'] }],
    );
    sahel = await make.publication(
      amina.userId,
      { slug: 'sahel-sounds', name: 'Sahel Sounds', topics: ['music'] },
      [{ slug: 'desert-blues', title: 'Desert blues from Lagos to Bamako', topics: ['music'] }],
    );
    await make.toggle(reader.userId, 'follow-publication', sahel.id);
    const draftId = randomUUID();
    await api.run(
      publicationStream(draftId),
      publicationDecider,
      amina.userId,
      {
        type: 'CreatePublication',
        data: {
          publicationId: draftId,
          authorVerified: true,
          name: 'Sahel drafts',
          slug: 'sahel-drafts',
          description: 'Sahel drafts: not sent to the platform team yet.',
          topics: ['music'],
          thumbnail: { url: '/media/t.png', sizeBytes: 1000, widthPx: 800 },
        },
      },
      [{ ...reservations.publicationSlug('sahel-drafts'), conflict: 'URL_ALREADY_USED' }],
    );
  });
  afterAll(() => api.close());

  it('GET /pages/contents/?type=playlist lists validated publications as playlists', async () => {
    const { status, body } = await get('/pages/contents/?type=playlist');
    expect(status).toBe(200);
    expect(body.total).toBe(2);
    expect(body.rows.map((row) => row.slug)).toEqual(['sahel-sounds', 'ondes']);
    expect(body.rows[0]).toMatchObject({
      id: sahel.id,
      type: 'playlist',
      slug: 'sahel-sounds',
      name: 'Sahel Sounds',
      title: 'Sahel Sounds',
      name_short: {},
      stream_url: null,
      owner_id: amina.userId,
      topics: ['music'],
    });
  });

  it('orders, narrows by owner or ids, and pages playlists like contents', async () => {
    expect(await slugs('/pages/contents?type=playlist&orderBy=alphabetical&direction=desc')).toEqual([
      'ondes',
      'sahel-sounds',
    ]);
    expect(await slugs('/pages/contents/?type=playlist&orderBy=popularity')).toEqual([
      'sahel-sounds',
      'ondes',
    ]);
    expect(await slugs('/pages/contents/?type=playlist&orderBy=date&direction=asc')).toEqual([
      'ondes',
      'sahel-sounds',
    ]);
    expect(await slugs(`/pages/contents/?type=playlist&owner=${chidi.userId}`)).toEqual(['ondes']);
    expect(await slugs(`/pages/contents/?type=playlist&ids=${ondes.id},unknown`)).toEqual(['ondes']);
    expect(await slugs('/pages/contents/?type=playlist&ids=')).toEqual([]);
    const second = await get('/pages/contents/?type=playlist&page=2&page_size=1');
    expect(second.body).toMatchObject({ total: 2, page: 2, page_size: 1 });
    expect(second.body.rows.map((row) => row.slug)).toEqual(['ondes']);
  });

  it('keeps playlists out of the contents list without the type', async () => {
    const { body } = await get('/pages/contents/');
    expect(body.rows.map((row) => row.type)).not.toContain('playlist');
    expect(body.rows.map((row) => row.slug).sort()).toEqual(['desert-blues', 'lagos-tech-week']);
  });

  it('GET /pages/search/?type=playlist searches validated publications only', async () => {
    expect(await slugs('/pages/search/?type=playlist&filter=sahel')).toEqual(['sahel-sounds']);
    expect(await slugs('/pages/search/?type=playlist&orderBy=alphabetical')).toEqual([
      'ondes',
      'sahel-sounds',
    ]);
    expect(await slugs('/pages/search/?type=playlist&theme=tech')).toEqual(['ondes']);
    expect(await slugs('/pages/search/?filter=lagos&orderBy=alphabetical')).toEqual([
      'desert-blues',
      'lagos-tech-week',
    ]);
    const { body } = await get('/pages/search/?type=playlist&filter=sahel');
    expect(body.rows[0]).toMatchObject({ id: sahel.id, type: 'playlist', title: 'Sahel Sounds' });
  });
});
