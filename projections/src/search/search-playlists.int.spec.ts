import type { DomainEvent } from '@afrimedia/domain';
import { searchContents, type SearchParams } from '@afrimedia/read-models';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectionHarness, type ProjectionHarness } from '../testing/projection-harness.ts';
import { searchProjection } from './search.projection.ts';

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`;
const image = { url: '/media/thumbnail.png', sizeBytes: 1000, widthPx: 800 };

const owner: DomainEvent = {
  type: 'UserRegistered',
  data: {
    userId: 'awa',
    role: 'owner',
    language: 'fr',
    passwordHash: 'h',
    termsAcceptedAt: at(1),
    registeredAt: at(1),
    personal: { email: 'awa@example.org', firstName: 'Awa', lastName: 'Diop' },
  },
};

function publication(id: string, name: string, description: string, day: number): DomainEvent {
  return {
    type: 'PublicationCreated',
    data: {
      publicationId: id,
      ownerId: 'awa',
      name,
      slug: id,
      description,
      topics: ['music'],
      thumbnail: image,
      createdAt: at(day),
    },
  };
}

const validated = (id: string, day: number): DomainEvent => ({
  type: 'PublicationValidated',
  data: { publicationId: id, validatedBy: 'admin', validatedAt: at(day) },
});

const article: DomainEvent[] = [
  {
    type: 'ContentDrafted',
    data: {
      contentId: 'mbalax',
      kind: 'article',
      ownerId: 'awa',
      publicationId: 'sons',
      title: 'Le mbalax fait son retour',
      shortName: {},
      slug: 'mbalax',
      summary: 'Les nuits de Dakar.',
      topics: ['music'],
      readingTimeMinutes: 1,
      emailFollowers: false,
      draftedAt: at(2),
    },
  },
  { type: 'ContentPublished', data: { contentId: 'mbalax', publishedAt: at(3) } },
];

describe('the search projection: playlists', () => {
  let harness: ProjectionHarness;
  const search = async (params: SearchParams) =>
    (await searchContents(harness.db, params)).rows.map((row) => [row.contentId, row.kind, row.mediaType]);

  beforeAll(async () => {
    harness = await projectionHarness(searchProjection);
    await harness.given([
      owner,
      publication('sons', 'Les sons de Dakar', 'Le mbalax, le sabar et les nuits de Dakar.', 2),
      validated('sons', 4),
      ...article,
      publication('balafon', 'Balafon et kora', 'Les instruments du Mandé racontés par leurs maîtres.', 5),
      validated('balafon', 6),
      { type: 'PublicationEdited', data: { ...editedForm('balafon'), editedAt: at(7) } },
      publication('brouillon', 'Dakar en brouillon', 'Pas encore envoyée à la validation.', 8),
      publication('refusee', 'Dakar refusée', 'Refusée par l’équipe.', 8),
      { type: 'PublicationSubmitted', data: { publicationId: 'refusee', submittedAt: at(9) } },
      {
        type: 'PublicationRejected',
        data: { publicationId: 'refusee', rejectedBy: 'admin', rejectedAt: at(9) },
      },
      publication('archivee', 'Dakar archivée', 'Une ancienne publication.', 8),
      validated('archivee', 9),
      { type: 'PublicationArchived', data: { publicationId: 'archivee', archivedAt: at(10) } },
    ]);
  });
  afterAll(() => harness.close());

  function editedForm(id: string) {
    return {
      publicationId: id,
      name: 'Kora et balafon',
      slug: id,
      description: 'Les griots du Mandé et leurs instruments.',
      topics: ['music' as const, 'culture' as const],
      thumbnail: image,
    };
  }

  it('finds validated publications by name and description when the type asks for playlists', async () => {
    expect(await search({ type: 'playlist', filter: 'dakar' })).toEqual([['sons', 'playlist', null]]);
    expect(await search({ type: 'playlist', filter: 'griots' })).toEqual([['balafon', 'playlist', null]]);
    expect(await search({ type: 'playlist', filter: 'Diop' })).toHaveLength(2);
    expect(await search({ type: 'playlist', orderBy: 'alphabetical' })).toEqual([
      ['balafon', 'playlist', null],
      ['sons', 'playlist', null],
    ]);
    expect(await search({ type: 'playlist', topic: 'culture' })).toEqual([['balafon', 'playlist', null]]);
  });

  it('keeps playlists out of content searches, and out of media type filters', async () => {
    expect(await search({ filter: 'dakar' })).toEqual([['mbalax', 'article', 'article']]);
    expect(await search({})).toEqual([['mbalax', 'article', 'article']]);
    expect(await search({ type: 'playlist', mediaType: 'article' })).toEqual([]);
  });
});
