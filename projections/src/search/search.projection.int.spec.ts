import { bodyFromPlainText } from '@afrimedia/domain';
import type { DomainEvent } from '@afrimedia/domain';
import { SEARCH_CANDIDATES, searchContents, type SearchParams } from '@afrimedia/read-models';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectionHarness, type ProjectionHarness } from '../testing/projection-harness.ts';
import { searchProjection } from './search.projection.ts';

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`;

function author(userId: string, firstName: string, lastName: string): DomainEvent {
  return {
    type: 'UserRegistered',
    data: {
      userId,
      role: 'owner',
      language: 'fr',
      passwordHash: 'h',
      termsAcceptedAt: at(1),
      registeredAt: at(1),
      personal: { email: `${userId}@example.org`, firstName, lastName },
    },
  };
}

interface Item {
  id: string;
  maturity?: string;
  availableCountries?: string[];
  kind?: 'article' | 'video' | 'podcast';
  owner: string;
  title: string;
  shortName?: Partial<Record<'en' | 'fr' | 'ar' | 'es', string>>;
  summary: string;
  body?: string;
  topics: (
    'music' | 'culture' | 'finance' | 'startup' | 'health' | 'science' | 'literature' | 'food' | 'education'
  )[];
  country?: string;
  publishedOn?: number;
}

function content(item: Item): DomainEvent[] {
  const drafted: DomainEvent = {
    type: 'ContentDrafted',
    data: {
      contentId: item.id,
      kind: item.kind ?? 'article',
      ownerId: item.owner,
      publicationId: 'p1',
      title: item.title,
      shortName: item.shortName ?? {},
      slug: item.id,
      summary: item.summary,
      body: bodyFromPlainText(item.body ?? item.summary),
      topics: item.topics,
      country: item.country,
      ...(item.maturity ? { maturity: item.maturity } : {}),
      ...(item.availableCountries ? { availableCountries: item.availableCountries } : {}),
      emailFollowers: false,
      readingTimeMinutes: 1,
      draftedAt: at(1),
    },
  };
  if (item.publishedOn === undefined) return [drafted];
  return [
    drafted,
    { type: 'ContentPublished', data: { contentId: item.id, publishedAt: at(item.publishedOn) } },
  ];
}

const items: Item[] = [
  {
    id: 'mbalax',
    owner: 'awa',
    title: 'Le mbalax fait son retour',
    shortName: { fr: 'Le mbalax fait son retour' },
    summary: 'Une nouvelle génération de musiciens dakarois remet le mbalax au centre des soirées.',
    topics: ['music', 'culture'],
    country: 'SN',
    publishedOn: 10,
  },
  {
    id: 'thieb',
    owner: 'awa',
    title: 'Le thiéboudienne de ma grand-mère',
    summary: 'La recette familiale du plat national sénégalais, pas à pas.',
    topics: ['food'],
    country: 'sn',
    publishedOn: 12,
  },
  {
    id: 'fintech',
    owner: 'chidi',
    title: 'Why fintech keeps winning in Lagos',
    summary: 'Payments startups raised more money than any other sector this year.',
    topics: ['finance', 'startup'],
    country: 'ng',
    publishedOn: 11,
  },
  {
    id: 'novels',
    owner: 'amina',
    title: 'رواياتٌ جديدةٌ من الرباط',
    shortName: { ar: 'رواياتٌ جديدةٌ من الرباط', fr: 'Nouveaux romans de Rabat' },
    summary: 'جولة في أحدث الرواياتِ الصادرة في المغرب.',
    topics: ['literature'],
    country: 'ma',
    publishedOn: 9,
  },
  {
    id: 'vacunas',
    owner: 'lucia',
    title: 'Vacunas en moto por la selva',
    summary: 'Los equipos de vacunación recorren pistas de tierra para llegar a los pueblos.',
    topics: ['health', 'science'],
    country: 'gq',
    publishedOn: 8,
  },
  {
    id: 'podcast',
    kind: 'podcast',
    owner: 'chidi',
    title: 'The week in African tech',
    summary: 'Our weekly round-up of funding, launches and shutdowns.',
    body: '',
    topics: ['startup'],
    publishedOn: 13,
  },
  {
    id: 'draft',
    owner: 'awa',
    title: 'Brouillon sur le mbalax',
    summary: 'Un texte qui n’est pas encore publié.',
    topics: ['music'],
  },
];

describe('the search projection', () => {
  let harness: ProjectionHarness;
  const search = async (params: SearchParams) =>
    (await searchContents(harness.db, params)).rows.map((row) => row.contentId);

  beforeAll(async () => {
    harness = await projectionHarness(searchProjection);
    await harness.given([
      author('awa', 'Awa', 'Diop'),
      author('chidi', 'Chidi', 'Okafor'),
      author('amina', 'Amina', 'Benali'),
      author('lucia', 'Lucía', 'Nguema'),
      ...items.flatMap(content),
      { type: 'Liked', data: { readerId: 'r1', targetId: 'vacunas', at: at(14) } },
      { type: 'Liked', data: { readerId: 'r2', targetId: 'vacunas', at: at(14) } },
      { type: 'ContentViewed', data: { readerId: 'r1', contentId: 'vacunas', at: at(14) } },
      { type: 'ContentViewed', data: { readerId: 'r1', contentId: 'fintech', at: at(14) } },
      { type: 'Liked', data: { readerId: 'r3', targetId: 'thieb', at: at(14) } },
      { type: 'Unliked', data: { readerId: 'r3', targetId: 'thieb', at: at(14) } },
      { type: 'Unliked', data: { readerId: 'r4', targetId: 'mbalax', at: at(14) } },
    ]);
  });
  afterAll(() => harness.close());

  it('finds by stemmed words in English, French and Spanish', async () => {
    expect(await search({ filter: 'payment' })).toEqual(['fintech']);
    expect(await search({ filter: 'musicien' })).toEqual(['mbalax']);
    expect(await search({ filter: 'vacuna' })).toEqual(['vacunas']);
  });

  it('finds an Arabic article with or without diacritics in the query', async () => {
    expect(await search({ filter: 'رواياتٌ' })).toEqual(['novels']);
    expect(await search({ filter: 'روايات' })).toEqual(['novels']);
    expect(await search({ filter: 'الـروايـات' })).toEqual(['novels']);
  });

  it('finds a misspelt French query (and one without its accents)', async () => {
    expect(await search({ filter: 'thieboudiene' })).toEqual(['thieb']);
    expect(await search({ filter: 'grand-mere' })).toEqual(['thieb']);
    expect(await search({ filter: 'mbalaks' })).toEqual(['mbalax']);
  });

  it('finds a typo through the table of the corpus’s words', async () => {
    const { rows } = await sql<{ documents: number }>`
      select documents from search.words where word = 'okafor'`.execute(harness.db);
    expect(rows).toEqual([{ documents: 2 }]);
    expect((await search({ filter: 'okafr', orderBy: 'alphabetical' })).sort()).toEqual([
      'fintech',
      'podcast',
    ]);
  });

  it('answers nothing for a word close to no word of the corpus', async () => {
    expect(await searchContents(harness.db, { filter: 'zqxjvwk' })).toEqual({
      rows: [],
      total: 0,
      totalIsEstimate: false,
    });
  });

  it('finds Arabic written with diacritics by a query without them, and the other way round', async () => {
    expect(await search({ filter: 'جديدة' })).toEqual(['novels']);
    expect(await search({ filter: 'جَدِيدَةٌ' })).toEqual(['novels']);
  });

  it('finds a French plural by its stem, in a short name analysed in its own language', async () => {
    expect(await search({ filter: 'roman' })).toEqual(['novels']);
  });

  it('finds an exact word its document’s language drops, through simple', async () => {
    expect(await search({ filter: 'other' })).toEqual(['fintech']);
  });

  it('finds by author name', async () => {
    expect((await search({ filter: 'Okafor', orderBy: 'alphabetical' })).sort()).toEqual([
      'fintech',
      'podcast',
    ]);
  });

  it('never shows what is not published', async () => {
    expect(await search({ filter: 'brouillon' })).toEqual([]);
    expect(await search({})).not.toContain('draft');
  });

  it('filters by topic, country, type and media type', async () => {
    expect((await search({ topic: 'startup' })).sort()).toEqual(['fintech', 'podcast']);
    expect((await search({ country: 'SN' })).sort()).toEqual(['mbalax', 'thieb']);
    expect(await search({ type: 'podcast' })).toEqual(['podcast']);
    expect(await search({ mediaType: 'audio' })).toEqual(['podcast']);
    expect(await search({ topic: 'startup', type: 'article' })).toEqual(['fintech']);
  });

  it('sorts by popularity, by date, and alphabetically always ascending', async () => {
    expect((await search({ orderBy: 'popularity' })).slice(0, 2)).toEqual(['vacunas', 'fintech']);
    expect(await search({ orderBy: 'date' })).toEqual([
      'podcast',
      'thieb',
      'fintech',
      'mbalax',
      'novels',
      'vacunas',
    ]);
    expect(await search({ orderBy: 'date', direction: 'asc' })).toEqual([
      'vacunas',
      'novels',
      'mbalax',
      'fintech',
      'thieb',
      'podcast',
    ]);
    const alphabetical = await search({ orderBy: 'alphabetical', direction: 'desc' });
    expect(alphabetical).toEqual(['mbalax', 'thieb', 'podcast', 'vacunas', 'fintech', 'novels']);
  });

  it('pages with a total', async () => {
    const page = await searchContents(harness.db, { orderBy: 'date', limit: 2, offset: 2 });
    expect(page).toMatchObject({ total: 6, totalIsEstimate: false });
    expect(page.rows.map((row) => row.contentId)).toEqual(['fintech', 'mbalax']);
    expect(page.rows[0]).toMatchObject({ authorName: 'Chidi Okafor', kind: 'article', mediaType: 'article' });
  });

  it('ranks the best match first: a word in the title before a word only in the text', async () => {
    await harness.given([
      ...content({
        id: 'kora-title',
        owner: 'awa',
        title: 'La kora des griots',
        summary: 'Un instrument à vingt et une cordes.',
        topics: ['music'],
        publishedOn: 4,
      }),
      ...content({
        id: 'kora-body',
        owner: 'awa',
        title: 'Une soirée à Bamako',
        summary: 'Des musiciens jouent jusqu’au matin.',
        body: 'Des musiciens jouent de la kora jusqu’au matin.',
        topics: ['music'],
        publishedOn: 5,
      }),
    ]);
    expect(await search({ filter: 'kora' })).toEqual(['kora-title', 'kora-body']);
    expect(await search({ filter: 'kora', orderBy: 'date' })).toEqual(['kora-body', 'kora-title']);
  });

  it('counts likes, views and shares without rewriting the searched document', async () => {
    const documentVersion = () =>
      sql<{
        version: string;
      }>`select xmin::text as version from search.documents where content_id = 'fintech'`
        .execute(harness.db)
        .then(({ rows }) => rows[0]?.version);
    const popularity = async () =>
      (await searchContents(harness.db, { filter: 'fintech' })).rows.find(
        (row) => row.contentId === 'fintech',
      )?.popularity;
    const [before, popularityBefore] = [await documentVersion(), await popularity()];
    await harness.given([
      { type: 'Liked', data: { readerId: 'r5', targetId: 'fintech', at: at(15) } },
      { type: 'ContentViewed', data: { readerId: 'r5', contentId: 'fintech', at: at(15) } },
      {
        type: 'ContentShared',
        data: { readerId: 'r5', contentId: 'fintech', label: 'whatsapp', at: at(15) },
      },
    ]);
    expect(await popularity()).toBe((popularityBefore ?? 0) + 3);
    expect(await documentVersion()).toBe(before);
  });

  it('keeps popularity from going below zero', async () => {
    const [mbalax] = (await searchContents(harness.db, { filter: 'mbalax' })).rows;
    expect(mbalax?.popularity).toBe(0);
  });

  it('applies geoblocking and the age filter', async () => {
    await harness.given([
      ...content({
        id: 'restricted',
        owner: 'awa',
        title: 'Concert réservé au Sénégal',
        summary: 'Un concert diffusé uniquement au Sénégal.',
        topics: ['music'],
        availableCountries: ['sn'],
        publishedOn: 14,
      }),
      ...content({
        id: 'mature',
        owner: 'awa',
        title: 'Documentaire pour adultes',
        summary: 'Un documentaire classé seize ans et plus.',
        topics: ['music'],
        maturity: '16-age-restriction',
        publishedOn: 14,
      }),
    ]);
    expect(await search({ topic: 'music', readerCountry: 'SN' })).toEqual(
      expect.arrayContaining(['restricted']),
    );
    expect(await search({ topic: 'music', readerCountry: 'ng' })).not.toContain('restricted');
    expect(await search({ topic: 'music' })).not.toContain('restricted');
    // Spec §5, read literally: hidden when the selected age is above the content's maturity age.
    expect((await search({ topic: 'music', ageLimit: 16, readerCountry: 'sn' })).sort()).toEqual(['mature']);
    expect(await search({ topic: 'music', ageLimit: 0 })).toContain('mature');
  });

  it('follows an author renaming', async () => {
    await harness.given([
      {
        type: 'ProfileUpdated',
        data: { userId: 'lucia', personal: { lastName: 'Obiang' }, updatedAt: at(15) },
      },
    ]);
    expect(await search({ filter: 'Obiang' })).toEqual(['vacunas']);
  });

  it('keeps a word in the typo table only while a document uses it', async () => {
    const counted = async (word: string) =>
      (
        await sql<{ documents: number }>`select documents from search.words where word = ${word}`.execute(
          harness.db,
        )
      ).rows[0]?.documents;
    expect([await counted('nguema'), await counted('obiang')]).toEqual([undefined, 1]);
    await harness.given([
      {
        type: 'ContentEdited',
        data: {
          contentId: 'vacunas',
          title: 'Vacunas en bicicleta',
          shortName: {},
          slug: 'vacunas',
          summary: 'Los equipos de vacunación.',
          topics: ['health'],
          emailFollowers: false,
          readingTimeMinutes: 1,
          editedAt: at(16),
        },
      },
    ]);
    expect([await counted('moto'), await counted('bicicleta'), await counted('vacunas')]).toEqual([
      undefined,
      1,
      1,
    ]);
  });
});

describe('the search projection: a word found more often than a search counts', () => {
  let harness: ProjectionHarness;
  const many = SEARCH_CANDIDATES + 20;

  beforeAll(async () => {
    harness = await projectionHarness(searchProjection);
    await harness.given([
      author('awa', 'Awa', 'Diop'),
      ...Array.from({ length: many }, (_, index) =>
        content({
          id: `tambour-${String(index).padStart(4, '0')}`,
          owner: 'awa',
          title: `Le tambour numéro ${index}`,
          summary: 'Un tambour de plus.',
          topics: [index % 2 === 0 ? 'music' : 'culture'],
          publishedOn: 1 + (index % 28),
        }),
      ).flat(),
    ]);
  });
  afterAll(() => harness.close());

  it('says the total is an estimate past the bound, and exact below it', async () => {
    const common = await searchContents(harness.db, { filter: 'tambour', limit: 5 });
    expect(common.totalIsEstimate).toBe(true);
    expect(common.total).toBeGreaterThan(SEARCH_CANDIDATES);
    expect(common.rows).toHaveLength(5);
    const narrowed = await searchContents(harness.db, { filter: 'tambour', topic: 'culture' });
    expect(narrowed).toMatchObject({ total: many / 2, totalIsEstimate: false });
  });

  it('sorts every match, not only the ones it counted, and serves no page past the bound', async () => {
    const newest = await searchContents(harness.db, { filter: 'tambour', orderBy: 'date', limit: 3 });
    expect(newest.rows.map((row) => row.publishedAt?.getUTCDate())).toEqual([28, 28, 28]);
    const oldest = await searchContents(harness.db, { filter: 'tambour', orderBy: 'date', direction: 'asc' });
    expect(oldest.rows[0]?.publishedAt?.getUTCDate()).toBe(1);
    const alphabetical = await searchContents(harness.db, {
      filter: 'tambour',
      orderBy: 'alphabetical',
      limit: 2,
    });
    expect(alphabetical.rows.map((row) => row.title)).toEqual(['Le tambour numéro 0', 'Le tambour numéro 1']);
    const past = await searchContents(harness.db, { filter: 'tambour', offset: SEARCH_CANDIDATES });
    expect(past.rows).toEqual([]);
  });
});
