import { describe, it } from 'vitest';
import { deciderSpecification } from '../core/decider-specification.ts';
import { legalDecider, type PublishLegalVersion } from './decide.ts';
import type { LegalEvent } from './legal.ts';

const spec = deciderSpecification(legalDecider);
const now = '2026-11-23T10:00:00.000Z';
const fifteenDaysLater = '2026-12-08T10:00:00.000Z';

const publish = (changes: Partial<PublishLegalVersion['data']> = {}): PublishLegalVersion => ({
  type: 'PublishLegalVersion',
  data: {
    versionId: 'v2',
    kind: 'terms-of-use',
    body: { en: ' The new terms. ', fr: 'Les nouvelles conditions.' },
    effectiveAt: fifteenDaysLater,
    actorIsAdmin: true,
    ...changes,
  },
  metadata: { now, actorId: 'admin-1' },
});

const published: LegalEvent = {
  type: 'LegalVersionPublished',
  data: {
    versionId: 'v2',
    kind: 'terms-of-use',
    body: { en: 'The new terms.', fr: 'Les nouvelles conditions.' },
    publishedAt: now,
    effectiveAt: fifteenDaysLater,
  },
};

describe('legal versions', () => {
  it('publishes a version taking effect 15 days after publication', () => {
    spec.given([]).when(publish()).then([published]);
  });

  it('refuses a version taking effect sooner, even by a minute', () => {
    spec
      .given([])
      .when(publish({ effectiveAt: '2026-12-08T09:59:00.000Z' }))
      .thenRejects('LEGAL_NOTICE_TOO_SHORT', 'effectiveAt');
  });

  it('appends nothing when the same version is published again', () => {
    spec.given([published]).when(publish()).then([]);
  });

  it('refuses an unknown kind, an empty body, a body in an unknown language, a date that is not one', () => {
    spec
      .given([])
      .when(publish({ kind: 'cookies' }))
      .thenRejects('FIELDS_REQUIRED', 'kind');
    spec
      .given([])
      .when(publish({ body: { en: '  ' } }))
      .thenRejects('FIELDS_REQUIRED', 'body');
    spec
      .given([])
      .when(publish({ body: { de: 'Neue Bedingungen' } }))
      .thenRejects('FIELDS_REQUIRED', 'body');
    spec
      .given([])
      .when(publish({ effectiveAt: 'soon' }))
      .thenRejects('FIELDS_REQUIRED', 'effectiveAt');
  });

  it('is for the platform team only', () => {
    spec
      .given([])
      .when(publish({ actorIsAdmin: false }))
      .thenRejects('FORBIDDEN');
  });
});
