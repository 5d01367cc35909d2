import { describe, expect, it } from 'vitest';
import { deciderSpecification } from '../core/decider-specification.ts';
import { publicationDecider, type PublicationCommand, type PublicationForm } from './decide.ts';
import { publicationEventDefinitions, type PublicationEvent } from './publication.ts';

const spec = deciderSpecification(publicationDecider);
const now = '2025-06-15T10:00:00.000Z';
const publicationId = 'pub-1';
const ownerId = 'user-7';
const asOwner = { now, actorId: ownerId };
const asAdmin = { now, actorId: 'admin-1' };
const asStranger = { now, actorId: 'user-9' };

const thumbnail = { url: 'media/thumb.jpg', sizeBytes: 150_000, widthPx: 600 };
const cover = { url: 'media/cover.jpg', sizeBytes: 900_000, widthPx: 1600 };
const form: PublicationForm = {
  name: 'Économie à Dakar',
  description: 'Chroniques économiques de la capitale sénégalaise.',
  topics: ['economy', 'business'],
  thumbnail,
};
const fields = {
  name: 'Économie à Dakar',
  slug: 'economie-a-dakar',
  description: 'Chroniques économiques de la capitale sénégalaise.',
  topics: ['economy', 'business'] as ('economy' | 'business')[],
  thumbnail,
};

const created: PublicationEvent = {
  type: 'PublicationCreated',
  data: { publicationId, ownerId, ...fields, createdAt: now },
};
const submitted: PublicationEvent = {
  type: 'PublicationSubmitted',
  data: { publicationId, submittedAt: now },
};
const validated: PublicationEvent = {
  type: 'PublicationValidated',
  data: { publicationId, validatedBy: 'admin-1', validatedAt: now },
};
const rejected: PublicationEvent = {
  type: 'PublicationRejected',
  data: { publicationId, rejectedBy: 'admin-1', rejectedAt: now },
};
const archived: PublicationEvent = { type: 'PublicationArchived', data: { publicationId, archivedAt: now } };

const create = (changes: Partial<PublicationForm> = {}, authorVerified = true): PublicationCommand => ({
  type: 'CreatePublication',
  data: { publicationId, authorVerified, ...form, ...changes },
  metadata: asOwner,
});
const edit = (
  changes: Partial<PublicationForm> = {},
  metadata = asOwner,
  actorIsAdmin = false,
): PublicationCommand => ({
  type: 'EditPublication',
  data: { publicationId, ...form, ...changes, actorIsAdmin },
  metadata,
});
const submit = (metadata = asOwner): PublicationCommand => ({
  type: 'SubmitPublication',
  data: { publicationId },
  metadata,
});
const validate = (
  facts: { first?: boolean; articles?: number; admin?: boolean } = {},
): PublicationCommand => ({
  type: 'ValidatePublication',
  data: {
    publicationId,
    actorIsAdmin: facts.admin ?? true,
    isFirstPublicationOfAuthor: facts.first ?? false,
    publishedArticleCount: facts.articles ?? 0,
  },
  metadata: asAdmin,
});

describe('publication: creation', () => {
  it('a verified author creates a publication, its slug derived from the name', () => {
    spec.given([]).when(create()).then([created]);
  });

  it('keeps a slug the author typed, and a cover', () => {
    spec
      .given([])
      .when(create({ slug: 'eco_dakar', cover }))
      .then([
        {
          type: 'PublicationCreated',
          data: { publicationId, ownerId, ...fields, slug: 'eco_dakar', cover, createdAt: now },
        },
      ]);
  });

  it('refuses an author who is not verified', () => {
    spec.given([]).when(create({}, false)).thenRejects('AUTHOR_NOT_VERIFIED');
  });

  it('requires a name', () => {
    spec
      .given([])
      .when(create({ name: '  ' }))
      .thenRejects('NAME_REQUIRED', 'name');
  });

  it('requires a description', () => {
    spec
      .given([])
      .when(create({ description: '' }))
      .thenRejects('DESCRIPTION_REQUIRED', 'description');
  });

  it('refuses an explicitly empty slug, and a slug breaking the slug rule', () => {
    spec
      .given([])
      .when(create({ slug: '' }))
      .thenRejects('SLUG_REQUIRED', 'slug');
    spec
      .given([])
      .when(create({ slug: '-dakar' }))
      .thenRejects('INVALID_SLUG', 'slug');
    spec
      .given([])
      .when(create({ slug: 'dakar eco' }))
      .thenRejects('INVALID_SLUG', 'slug');
  });

  it('refuses a name from which no slug can be derived', () => {
    spec
      .given([])
      .when(create({ name: '!!!' }))
      .thenRejects('SLUG_REQUIRED', 'slug');
  });

  it('needs 1 to 3 known topics', () => {
    spec
      .given([])
      .when(create({ topics: [] }))
      .thenRejects('TOPIC_REQUIRED', 'topics');
    spec
      .given([])
      .when(create({ topics: ['art', 'music', 'tech', 'food'] }))
      .thenRejects('TOO_MANY_TOPICS', 'topics');
    spec
      .given([])
      .when(create({ topics: ['politics'] }))
      .thenRejects('UNKNOWN_TOPIC', 'topics');
  });

  it('requires a thumbnail at least 600 px wide, and a cover at least 1200 px wide', () => {
    spec
      .given([])
      .when(create({ thumbnail: undefined }))
      .thenRejects('THUMBNAIL_REQUIRED', 'thumbnail');
    spec
      .given([])
      .when(create({ thumbnail: { ...thumbnail, widthPx: 599 } }))
      .thenRejects('IMAGE_TOO_NARROW', 'thumbnail');
    spec
      .given([])
      .when(create({ cover: { ...cover, widthPx: 1199 } }))
      .thenRejects('IMAGE_TOO_NARROW', 'cover');
  });

  it('cannot create the same publication twice', () => {
    spec.given([created]).when(create()).thenRejects('ALREADY_EXISTS');
  });
});

describe('publication: editing', () => {
  const edited: PublicationEvent = {
    type: 'PublicationEdited',
    data: { publicationId, ...fields, name: 'Économie de Dakar', slug: 'economie-de-dakar', editedAt: now },
  };

  it('the owner edits, with the same rules', () => {
    spec
      .given([created])
      .when(edit({ name: 'Économie de Dakar' }))
      .then([edited]);
    spec
      .given([created])
      .when(edit({ topics: [] }))
      .thenRejects('TOPIC_REQUIRED', 'topics');
  });

  it('an admin may edit, someone else may not', () => {
    spec
      .given([created])
      .when(edit({ name: 'Économie de Dakar' }, asAdmin, true))
      .then([edited]);
    spec.given([created]).when(edit({}, asStranger)).thenRejects('FORBIDDEN');
  });

  it('an archived publication cannot be edited; an unknown one is not found', () => {
    spec.given([created, archived]).when(edit()).thenRejects('INVALID_STATE_TRANSITION');
    spec.given([]).when(edit()).thenRejects('NOT_FOUND');
  });
});

describe('publication: validation', () => {
  it('the owner sends it for validation; sending it again changes nothing', () => {
    spec.given([created]).when(submit()).then([submitted]);
    spec.given([created, submitted]).when(submit()).then([]);
  });

  it('someone else cannot send it', () => {
    spec.given([created]).when(submit(asStranger)).thenRejects('FORBIDDEN');
  });

  it('the platform team validates a waiting publication', () => {
    spec.given([created, submitted]).when(validate()).then([validated]);
  });

  it('a first publication needs at least one article to be validated', () => {
    spec
      .given([created, submitted])
      .when(validate({ first: true, articles: 0 }))
      .thenRejects('FIRST_PUBLICATION_NEEDS_ARTICLE');
    spec
      .given([created, submitted])
      .when(validate({ first: true, articles: 1 }))
      .then([validated]);
  });

  it('later publications need no article', () => {
    spec
      .given([created, submitted])
      .when(validate({ first: false, articles: 0 }))
      .then([validated]);
  });

  it('only admins validate or reject', () => {
    spec
      .given([created, submitted])
      .when(validate({ admin: false }))
      .thenRejects('FORBIDDEN');
    spec
      .given([created, submitted])
      .when({ type: 'RejectPublication', data: { publicationId, actorIsAdmin: false }, metadata: asOwner })
      .thenRejects('FORBIDDEN');
  });

  it('only a waiting publication can be validated or rejected', () => {
    spec.given([created]).when(validate()).thenRejects('INVALID_STATE_TRANSITION');
    spec.given([created, submitted, validated]).when(validate()).thenRejects('INVALID_STATE_TRANSITION');
    spec
      .given([created])
      .when({ type: 'RejectPublication', data: { publicationId, actorIsAdmin: true }, metadata: asAdmin })
      .thenRejects('INVALID_STATE_TRANSITION');
    spec.given([]).when(validate()).thenRejects('NOT_FOUND');
  });

  it('the platform team rejects; the owner corrects and sends it again', () => {
    spec
      .given([created, submitted])
      .when({ type: 'RejectPublication', data: { publicationId, actorIsAdmin: true }, metadata: asAdmin })
      .then([rejected]);
    spec.given([created, submitted, rejected]).when(submit()).then([submitted]);
  });

  it('a published publication is not sent again', () => {
    spec.given([created, submitted, validated]).when(submit()).thenRejects('INVALID_STATE_TRANSITION');
  });
});

describe('publication: archiving', () => {
  const archive = (metadata = asOwner): PublicationCommand => ({
    type: 'ArchivePublication',
    data: { publicationId },
    metadata,
  });

  it('the owner archives a publication in any state', () => {
    spec.given([created]).when(archive()).then([archived]);
    spec.given([created, submitted, validated]).when(archive()).then([archived]);
  });

  it('not twice, and not by someone else', () => {
    spec.given([created, archived]).when(archive()).thenRejects('INVALID_STATE_TRANSITION');
    spec.given([created]).when(archive(asStranger)).thenRejects('FORBIDDEN');
  });
});

describe('publication: event schemas', () => {
  it('accept the events the decider writes', () => {
    for (const event of [created, submitted, validated, rejected, archived]) {
      const definition = publicationEventDefinitions.find((d) => d.type === event.type);
      expect(definition?.schema.safeParse(event.data).success).toBe(true);
    }
  });
});
