import { describe, it } from 'vitest';
import { deciderSpecification } from '../core/decider-specification.ts';
import type { ContentEvent } from './content.ts';
import { contentDecider } from './decide.ts';

const spec = deciderSpecification(contentDecider);
const now = '2025-06-15T10:00:00.000Z';
const contentId = 'video-1';
const ownerId = 'user-7';
const asOwner = { now, actorId: ownerId };
const asSystem = { now, actorId: 'system' };

const drafted: ContentEvent = {
  type: 'ContentDrafted',
  data: {
    contentId,
    kind: 'video',
    ownerId,
    publicationId: 'pub-1',
    title: 'Concert au bord de l’océan',
    shortName: { fr: 'Concert au bord de l’océan' },
    slug: 'concert',
    topics: ['music'],
    emailFollowers: false,
    readingTimeMinutes: null,
    draftedAt: now,
  },
};
const uploaded: ContentEvent = {
  type: 'MediaUploaded',
  data: {
    contentId,
    mediaId: 'media-1',
    mediaKind: 'video',
    uploadId: 'upload-1',
    sourceUrl: '/api/media/video/user-7/a',
    sizeBytes: 22_719,
    durationSeconds: 3,
    uploadedAt: now,
  },
};

describe('content media: the measured upload and the encoder’s outputs', () => {
  it('records which upload the media came from', () => {
    spec
      .given([drafted])
      .when({
        type: 'UploadMedia',
        data: {
          contentId,
          mediaId: 'media-1',
          uploadId: 'upload-1',
          sourceUrl: '/api/media/video/user-7/a',
          sizeBytes: 22_719,
          durationSeconds: 3,
        },
        metadata: asOwner,
      })
      .then([uploaded]);
  });

  it("records the video's poster and rendition once encoded", () => {
    spec
      .given([drafted, uploaded])
      .when({
        type: 'CompleteMediaEncoding',
        data: {
          contentId,
          mediaId: 'media-1',
          streamUrl: '/api/media/encoded/media-1/web.mp4',
          posterUrl: '/api/media/encoded/media-1/poster.jpg',
        },
        metadata: asSystem,
      })
      .then([
        {
          type: 'MediaEncoded',
          data: {
            contentId,
            mediaId: 'media-1',
            streamUrl: '/api/media/encoded/media-1/web.mp4',
            posterUrl: '/api/media/encoded/media-1/poster.jpg',
            encodedAt: now,
          },
        },
      ]);
  });
});
