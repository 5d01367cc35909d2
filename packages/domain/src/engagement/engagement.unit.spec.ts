import { describe, it } from 'vitest';
import { deciderSpecification } from '../core/decider-specification.ts';
import type { EngagementCommand } from './decide.ts';
import { engagementDecider } from './decide.ts';
import type { EngagementEvent, Relation } from './engagement.ts';

const now = '2026-11-22T12:00:00.000Z';
const before = '2026-11-21T12:00:00.000Z';
const spec = deciderSpecification(engagementDecider);
const meta = { now, actorId: 'r1' };

const change = (
  type: 'AddRelation' | 'RemoveRelation' | 'ToggleRelation',
  relation: Relation,
  targetId = 'c1',
) => ({ type, data: { readerId: 'r1', relation, targetId }, metadata: meta }) as EngagementCommand;

const liked: EngagementEvent = { type: 'Liked', data: { readerId: 'r1', targetId: 'c1', at: before } };
const read = (contentId: string, freeReadNumber: number | null): EngagementEvent => ({
  type: 'ContentRead',
  data: { readerId: 'r1', contentId, authorId: 'a1', freeReadNumber, at: before },
});
const readCommand = (contentId: string, hasActiveSubscription = false): EngagementCommand => ({
  type: 'ReadContent',
  data: { readerId: 'r1', contentId, authorId: 'a1', hasActiveSubscription },
  metadata: meta,
});

describe('engagement (one stream per reader)', () => {
  describe('toggles: add if absent, remove if present', () => {
    it('toggling an absent like adds it', () => {
      spec
        .given([])
        .when(change('ToggleRelation', 'like'))
        .then([{ type: 'Liked', data: { readerId: 'r1', targetId: 'c1', at: now } }]);
    });
    it('toggling a present like removes it', () => {
      spec
        .given([liked])
        .when(change('ToggleRelation', 'like'))
        .then([{ type: 'Unliked', data: { readerId: 'r1', targetId: 'c1', at: now } }]);
    });
    it.each([
      ['favourite', 'Favourited', 'Unfavourited'],
      ['follow-author', 'AuthorFollowed', 'AuthorUnfollowed'],
      ['follow-publication', 'PublicationFollowed', 'PublicationUnfollowed'],
      ['save-event', 'EventSaved', 'EventUnsaved'],
    ] as const)('toggles %s on then off', (relation, added, removed) => {
      const on = { type: added, data: { readerId: 'r1', targetId: 'x', at: now } } as EngagementEvent;
      spec
        .given([])
        .when(change('ToggleRelation', relation, 'x'))
        .then([on]);
      spec
        .given([on])
        .when(change('ToggleRelation', relation, 'x'))
        .then([{ type: removed, data: { readerId: 'r1', targetId: 'x', at: now } } as EngagementEvent]);
    });
    it('keeps the profile a favourite is filed under', () => {
      spec
        .given([])
        .when({
          type: 'AddRelation',
          data: { readerId: 'r1', relation: 'favourite', targetId: 'c1', profileId: 'kids' },
          metadata: meta,
        })
        .then([{ type: 'Favourited', data: { readerId: 'r1', targetId: 'c1', profileId: 'kids', at: now } }]);
    });
  });

  describe('profiles: favourites and likes are each profile’s, follows the account’s', () => {
    const likedBy = (profileId?: string): EngagementEvent => ({
      type: 'Liked',
      data: { readerId: 'r1', targetId: 'c1', ...(profileId ? { profileId } : {}), at: before },
    });
    const asProfile = (
      type: 'AddRelation' | 'RemoveRelation',
      relation: Relation,
      profileId: string,
    ): EngagementCommand => ({
      type,
      data: { readerId: 'r1', relation, targetId: 'c1', profileId },
      metadata: meta,
    });

    it('a like of one profile is not another profile’s', () => {
      spec
        .given([likedBy('kids')])
        .when(asProfile('AddRelation', 'like', 'teen'))
        .then([{ type: 'Liked', data: { readerId: 'r1', targetId: 'c1', profileId: 'teen', at: now } }]);
      spec
        .given([likedBy('kids')])
        .when(asProfile('RemoveRelation', 'like', 'teen'))
        .then([]);
      spec
        .given([likedBy('kids')])
        .when(asProfile('AddRelation', 'like', 'kids'))
        .then([]);
    });

    it('a like recorded without a profile is the default profile’s, whose id is the reader’s', () => {
      spec
        .given([likedBy()])
        .when(asProfile('AddRelation', 'like', 'r1'))
        .then([]);
      spec
        .given([likedBy()])
        .when(asProfile('RemoveRelation', 'like', 'r1'))
        .then([{ type: 'Unliked', data: { readerId: 'r1', targetId: 'c1', profileId: 'r1', at: now } }]);
    });

    it('a follow is the account’s, whatever profile asks', () => {
      const followed: EngagementEvent = {
        type: 'AuthorFollowed',
        data: { readerId: 'r1', targetId: 'c1', at: before },
      };
      spec
        .given([followed])
        .when(asProfile('AddRelation', 'follow-author', 'kids'))
        .then([]);
      spec
        .given([])
        .when(asProfile('AddRelation', 'follow-author', 'kids'))
        .then([{ type: 'AuthorFollowed', data: { readerId: 'r1', targetId: 'c1', at: now } }]);
    });
  });

  describe('explicit add and remove (POST and DELETE) are idempotent', () => {
    it('adding what is there records nothing', () => {
      spec.given([liked]).when(change('AddRelation', 'like')).then([]);
    });
    it('removing what is not there records nothing', () => {
      spec.given([]).when(change('RemoveRelation', 'like')).then([]);
    });
    it('relations are independent per target and per kind', () => {
      spec
        .given([liked])
        .when(change('AddRelation', 'favourite'))
        .then([{ type: 'Favourited', data: { readerId: 'r1', targetId: 'c1', at: now } }]);
      spec
        .given([liked])
        .when(change('AddRelation', 'like', 'c2'))
        .then([{ type: 'Liked', data: { readerId: 'r1', targetId: 'c2', at: now } }]);
    });
  });

  describe('qualified reads and freemium', () => {
    it('numbers the free readings of a reader without subscription', () => {
      spec
        .given([read('c1', 1), read('c2', 2)])
        .when(readCommand('c3'))
        .then([
          {
            type: 'ContentRead',
            data: { readerId: 'r1', contentId: 'c3', authorId: 'a1', freeReadNumber: 3, at: now },
          },
        ]);
    });
    it('refuses a sixth free reading', () => {
      const five = ['c1', 'c2', 'c3', 'c4', 'c5'].map((id, i) => read(id, i + 1));
      spec.given(five).when(readCommand('c6')).thenRejects('FREE_READS_EXHAUSTED');
    });
    it('lets a subscriber read on after the free readings, without spending one', () => {
      const five = ['c1', 'c2', 'c3', 'c4', 'c5'].map((id, i) => read(id, i + 1));
      spec
        .given(five)
        .when(readCommand('c6', true))
        .then([
          {
            type: 'ContentRead',
            data: { readerId: 'r1', contentId: 'c6', authorId: 'a1', freeReadNumber: null, at: now },
          },
        ]);
    });
    it('counts reading the same content again as nothing (no double pay, no free reading spent)', () => {
      const five = ['c1', 'c2', 'c3', 'c4', 'c5'].map((id, i) => read(id, i + 1));
      spec.given(five).when(readCommand('c2')).then([]);
    });
    it('records every view, even repeated', () => {
      spec
        .given([{ type: 'ContentViewed', data: { readerId: 'r1', contentId: 'c1', at: before } }])
        .when({ type: 'ViewContent', data: { readerId: 'r1', contentId: 'c1' }, metadata: meta })
        .then([{ type: 'ContentViewed', data: { readerId: 'r1', contentId: 'c1', at: now } }]);
    });
  });

  describe('watching, sharing and reporting', () => {
    it('keeps the watched position', () => {
      spec
        .given([])
        .when({
          type: 'WatchContent',
          data: { readerId: 'r1', contentId: 'v1', positionSeconds: 42.5 },
          metadata: meta,
        })
        .then([
          {
            type: 'ContentWatched',
            data: { readerId: 'r1', contentId: 'v1', positionSeconds: 42.5, at: now },
          },
        ]);
    });
    it('keeps the profile a position was watched on', () => {
      spec
        .given([])
        .when({
          type: 'WatchContent',
          data: { readerId: 'r1', contentId: 'v1', positionSeconds: 3, profileId: 'kids' },
          metadata: meta,
        })
        .then([
          {
            type: 'ContentWatched',
            data: { readerId: 'r1', contentId: 'v1', positionSeconds: 3, profileId: 'kids', at: now },
          },
        ]);
    });
    it('refuses a negative position', () => {
      spec
        .given([])
        .when({
          type: 'WatchContent',
          data: { readerId: 'r1', contentId: 'v1', positionSeconds: -1 },
          metadata: meta,
        })
        .thenRejects('FIELDS_REQUIRED', 'positionSeconds');
    });
    it('records a share with its label', () => {
      spec
        .given([])
        .when({
          type: 'ShareContent',
          data: { readerId: 'r1', contentId: 'c1', label: ' whatsapp ' },
          metadata: meta,
        })
        .then([
          { type: 'ContentShared', data: { readerId: 'r1', contentId: 'c1', label: 'whatsapp', at: now } },
        ]);
    });
    it('refuses a share without label', () => {
      spec
        .given([])
        .when({ type: 'ShareContent', data: { readerId: 'r1', contentId: 'c1', label: ' ' }, metadata: meta })
        .thenRejects('FIELDS_REQUIRED', 'label');
    });
    const report = (comment: string, title = 'Offensive', link = '/articles/x'): EngagementCommand => ({
      type: 'ReportContent',
      data: { readerId: 'r1', reportId: 'rep1', link, title, comment },
      metadata: meta,
    });
    it('records a report', () => {
      spec
        .given([])
        .when(report('This video insults people.'))
        .then([
          {
            type: 'ContentReported',
            data: {
              readerId: 'r1',
              reportId: 'rep1',
              link: '/articles/x',
              title: 'Offensive',
              comment: 'This video insults people.',
              at: now,
            },
          },
        ]);
    });
    it('refuses a report with a comment under 10 characters, or without title or link', () => {
      spec.given([]).when(report('bad')).thenRejects('TEXT_TOO_SHORT', 'comment');
      spec.given([]).when(report('This video insults people.', '')).thenRejects('FIELDS_REQUIRED', 'title');
      spec
        .given([])
        .when(report('This video insults people.', 'x', ''))
        .thenRejects('FIELDS_REQUIRED', 'link');
    });
  });
});
