import { describe, expect, it } from 'vitest';
import { deciderSpecification } from '../core/decider-specification.ts';
import { MAX_IMAGE_BYTES } from '../rules/uploads.ts';
import { authorProfileEventDefinitions, type AuthorProfileEvent } from './author-profile.ts';
import { authorProfileDecider, type AuthorProfileCommand } from './decide.ts';

const spec = deciderSpecification(authorProfileDecider);
const now = '2025-06-15T10:00:00.000Z';
const authorId = 'user-7';
const asAuthor = { now, actorId: authorId };
const asAdmin = { now, actorId: 'admin-1' };
const asStranger = { now, actorId: 'user-9' };

const expertiseTitle = 'Journaliste économique';
const aboutMe = 'Je couvre les startups et la finance en Afrique de l’Ouest depuis dix ans.';
const photo = { url: 'media/photo.jpg', sizeBytes: 200_000, widthPx: 800 };

const submitted: AuthorProfileEvent = {
  type: 'AuthorApplicationSubmitted',
  data: { authorId, expertiseTitle, aboutMe, country: 'senegal', submittedAt: now },
};
const validated: AuthorProfileEvent = {
  type: 'AuthorValidated',
  data: { authorId, validatedBy: 'admin-1', validatedAt: now },
};
const rejected: AuthorProfileEvent = {
  type: 'AuthorRejected',
  data: { authorId, rejectedBy: 'admin-1', reason: 'Incomplete', rejectedAt: now },
};
const headline = (previousContentId: string | null, nextContentId: string | null): AuthorProfileEvent => ({
  type: 'AuthorHeadlineChanged',
  data: { authorId, previousContentId, nextContentId, changedAt: now },
});

const apply = (
  data: Partial<{ expertiseTitle: string; aboutMe: string; country: string }> = {},
): AuthorProfileCommand => ({
  type: 'SubmitAuthorApplication',
  data: { authorId, expertiseTitle, aboutMe, country: 'senegal', ...data },
  metadata: asAuthor,
});
const validate = (actorIsAdmin = true): AuthorProfileCommand => ({
  type: 'ValidateAuthor',
  data: { authorId, actorIsAdmin },
  metadata: asAdmin,
});
const choose = (contentId: string | null, metadata = asAuthor): AuthorProfileCommand => ({
  type: 'ChooseHeadline',
  data: { authorId, contentId },
  metadata,
});

describe('author profile: application', () => {
  it('submits an application', () => {
    spec.given([]).when(apply()).then([submitted]);
  });

  it('applies again after a rejection', () => {
    spec.given([submitted, rejected]).when(apply()).then([submitted]);
  });

  it('a corrected application after a rejection carries the new texts and waits for validation again', () => {
    const correctedTitle = 'Journaliste économique, dix ans de métier';
    const resubmitted: AuthorProfileEvent = {
      type: 'AuthorApplicationSubmitted',
      data: { authorId, expertiseTitle: correctedTitle, aboutMe, submittedAt: now },
    };
    spec
      .given([submitted, rejected])
      .when(apply({ expertiseTitle: ` ${correctedTitle} `, country: '' }))
      .then([resubmitted]);
    spec.given([submitted, rejected, resubmitted]).when(validate()).then([validated]);
  });

  it('refuses a second application while one waits or after validation', () => {
    spec.given([submitted]).when(apply()).thenRejects('INVALID_STATE_TRANSITION');
    spec.given([submitted, validated]).when(apply()).thenRejects('INVALID_STATE_TRANSITION');
    spec.given([submitted, rejected, submitted]).when(apply()).thenRejects('INVALID_STATE_TRANSITION');
  });

  it('refuses an application on behalf of someone else', () => {
    spec
      .given([])
      .when({ ...apply(), metadata: asStranger })
      .thenRejects('FORBIDDEN');
  });

  it('requires the expertise title and the about-me text', () => {
    spec
      .given([])
      .when(apply({ expertiseTitle: ' ' }))
      .thenRejects('FIELDS_REQUIRED', 'expertiseTitle');
    spec
      .given([])
      .when(apply({ aboutMe: '' }))
      .thenRejects('FIELDS_REQUIRED', 'aboutMe');
  });

  it('needs an expertise title of at least 10 characters', () => {
    spec
      .given([])
      .when(apply({ expertiseTitle: 'Reporter' }))
      .thenRejects('TEXT_TOO_SHORT', 'expertiseTitle');
  });

  it('needs an about-me text of at least 50 characters', () => {
    spec
      .given([])
      .when(apply({ aboutMe: 'a'.repeat(49) }))
      .thenRejects('TEXT_TOO_SHORT', 'aboutMe');
  });
});

describe('author profile: platform validation', () => {
  it('the platform team validates a waiting application', () => {
    spec.given([submitted]).when(validate()).then([validated]);
  });

  it('the platform team rejects a waiting application', () => {
    spec
      .given([submitted])
      .when({
        type: 'RejectAuthor',
        data: { authorId, actorIsAdmin: true, reason: 'Incomplete' },
        metadata: asAdmin,
      })
      .then([rejected]);
  });

  it('only admins validate or reject', () => {
    spec.given([submitted]).when(validate(false)).thenRejects('FORBIDDEN');
    spec
      .given([submitted])
      .when({ type: 'RejectAuthor', data: { authorId, actorIsAdmin: false }, metadata: asAuthor })
      .thenRejects('FORBIDDEN');
  });

  it('there is nothing to validate without an application, nor twice', () => {
    spec.given([]).when(validate()).thenRejects('NOT_FOUND');
    spec.given([submitted, validated]).when(validate()).thenRejects('INVALID_STATE_TRANSITION');
    spec.given([submitted, rejected]).when(validate()).thenRejects('INVALID_STATE_TRANSITION');
  });
});

describe('author profile: photo, only once validated', () => {
  const changePhoto = (metadata = asAuthor, image = photo): AuthorProfileCommand => ({
    type: 'ChangeAuthorPhoto',
    data: { authorId, photo: image },
    metadata,
  });

  it('a validated author adds a photo', () => {
    spec
      .given([submitted, validated])
      .when(changePhoto())
      .then([{ type: 'AuthorPhotoChanged', data: { authorId, photo, changedAt: now } }]);
  });

  it('an author waiting validation cannot', () => {
    spec.given([submitted]).when(changePhoto()).thenRejects('AUTHOR_NOT_VERIFIED');
  });

  it('refuses a photo over 2 MB', () => {
    spec
      .given([submitted, validated])
      .when(changePhoto(asAuthor, { ...photo, sizeBytes: MAX_IMAGE_BYTES + 1 }))
      .thenRejects('FILE_TOO_LARGE', 'photo');
  });

  it('refuses someone else changing the photo', () => {
    spec.given([submitted, validated]).when(changePhoto(asStranger)).thenRejects('FORBIDDEN');
  });
});

describe('author profile: one headline per author', () => {
  it('choosing a first headline', () => {
    spec
      .given([submitted, validated])
      .when(choose('article-1'))
      .then([headline(null, 'article-1')]);
  });

  it('a new headline replaces the previous one', () => {
    spec
      .given([submitted, validated, headline(null, 'article-1')])
      .when(choose('article-2'))
      .then([headline('article-1', 'article-2')]);
  });

  it('removing the headline', () => {
    spec
      .given([submitted, validated, headline(null, 'article-1')])
      .when(choose(null))
      .then([headline('article-1', null)]);
  });

  it('choosing the current headline changes nothing', () => {
    spec
      .given([submitted, validated, headline(null, 'article-1')])
      .when(choose('article-1'))
      .then([]);
  });

  it('an admin may choose for the author, nobody else may', () => {
    spec
      .given([submitted, validated])
      .when({
        type: 'ChooseHeadline',
        data: { authorId, contentId: 'article-1', actorIsAdmin: true },
        metadata: asAdmin,
      })
      .then([headline(null, 'article-1')]);
    spec.given([submitted, validated]).when(choose('article-1', asStranger)).thenRejects('FORBIDDEN');
  });

  it('an unverified author has no headline', () => {
    spec.given([submitted]).when(choose('article-1')).thenRejects('AUTHOR_NOT_VERIFIED');
  });
});

describe('author profile: event schemas', () => {
  it('accept the events the decider writes', () => {
    const events = [submitted, validated, rejected, headline('a', null)];
    events.push({ type: 'AuthorPhotoChanged', data: { authorId, photo, changedAt: now } });
    for (const event of events) {
      const definition = authorProfileEventDefinitions.find((d) => d.type === event.type);
      expect(definition?.schema.safeParse(event.data).success).toBe(true);
    }
  });
});
