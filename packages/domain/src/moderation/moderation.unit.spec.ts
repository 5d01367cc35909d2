import { describe, it } from 'vitest';
import { deciderSpecification } from '../core/decider-specification.ts';
import { moderationDecider, type DismissReport, type HideReportedContent } from './decide.ts';
import type { ModerationEvent } from './moderation.ts';

const spec = deciderSpecification(moderationDecider);
const now = '2026-11-23T10:00:00.000Z';
const metadata = { now, actorId: 'admin-1' };

const hide = (changes: Partial<HideReportedContent['data']> = {}): HideReportedContent => ({
  type: 'HideReportedContent',
  data: { reportId: 'r1', reported: true, contentId: 'c1', actorIsAdmin: true, ...changes },
  metadata,
});
const dismiss = (changes: Partial<DismissReport['data']> = {}): DismissReport => ({
  type: 'DismissReport',
  data: { reportId: 'r1', reported: true, actorIsAdmin: true, ...changes },
  metadata,
});

const hidden: ModerationEvent = {
  type: 'ContentHidden',
  data: { reportId: 'r1', contentId: 'c1', hiddenBy: 'admin-1', hiddenAt: now },
};
const dismissed: ModerationEvent = {
  type: 'ReportDismissed',
  data: { reportId: 'r1', dismissedBy: 'admin-1', dismissedAt: now },
};

describe('moderation of a reported content', () => {
  it('hides the content a report names, the admin recorded as who hid it', () => {
    spec.given([]).when(hide()).then([hidden]);
  });

  it('dismisses a report', () => {
    spec.given([]).when(dismiss()).then([dismissed]);
  });

  it('is for the platform team only', () => {
    spec
      .given([])
      .when(hide({ actorIsAdmin: false }))
      .thenRejects('FORBIDDEN');
    spec
      .given([])
      .when(dismiss({ actorIsAdmin: false }))
      .thenRejects('FORBIDDEN');
  });

  it('knows no report nobody made', () => {
    spec
      .given([])
      .when(hide({ reported: false }))
      .thenRejects('NOT_FOUND');
    spec
      .given([])
      .when(dismiss({ reported: false }))
      .thenRejects('NOT_FOUND');
  });

  it('cannot hide a content that no longer exists', () => {
    spec
      .given([])
      .when(hide({ contentId: null }))
      .thenRejects('CONTENT_NOT_FOUND');
  });

  it('decides once: a hidden or dismissed report is closed', () => {
    for (const decided of [hidden, dismissed]) {
      spec.given([decided]).when(hide()).thenRejects('INVALID_STATE_TRANSITION');
      spec.given([decided]).when(dismiss()).thenRejects('INVALID_STATE_TRANSITION');
    }
  });
});
