import { describe, it } from 'vitest';
import { deciderSpecification } from '../core/decider-specification.ts';
import type { EngagementCommand } from './decide.ts';
import { engagementDecider } from './decide.ts';
import type { EngagementEvent, Relation } from './engagement.ts';
import { noReaderFacts, type ReaderFacts, type ReadRefusal } from '../income/qualification.ts';

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

describe('paid reads and clicks', () => {
  const viewedAt = '2026-11-22T11:59:00.000Z';
  const viewed: EngagementEvent = {
    type: 'ContentViewed',
    data: { readerId: 'r1', contentId: 'c1', viewId: 'v1', at: viewedAt },
  };
  const qualify = (seconds: number, facts: Partial<ReaderFacts> = {}): EngagementCommand => ({
    type: 'QualifyRead',
    data: { readerId: 'r1', contentId: 'c1', authorId: 'a1', seconds, facts: { ...noReaderFacts, ...facts } },
    metadata: meta,
  });
  const qualified: EngagementEvent = {
    type: 'ContentReadQualified',
    data: { readerId: 'r1', contentId: 'c1', authorId: 'a1', viewId: 'v1', seconds: 30, at: now },
  };
  const refused = (reason: ReadRefusal, seconds = 30, viewId: string | null = 'v1'): EngagementEvent => ({
    type: 'ContentReadRefused',
    data: { readerId: 'r1', contentId: 'c1', authorId: 'a1', viewId, seconds, reason, at: now },
  });

  it('pays the first read of the day that lasted 30 s, citing its view', () => {
    spec.given([viewed]).when(qualify(30)).then([qualified]);
  });
  it('records why a read is not paid', () => {
    spec
      .given([viewed])
      .when(qualify(29))
      .then([refused('too-short', 29)]);
    spec
      .given([])
      .when(qualify(30))
      .then([refused('no-view', 30, null)]);
    spec
      .given([viewed, qualified])
      .when(qualify(45))
      .then([refused('already-today', 45)]);
    spec
      .given([viewed])
      .when(qualify(30, { byAuthor: true }))
      .then([refused('own-content')]);
    spec
      .given([viewed])
      .when(qualify(30, { onAuthorsDevice: true }))
      .then([refused('authors-device')]);
    spec
      .given([viewed])
      .when(qualify(30, { bot: true }))
      .then([refused('bot')]);
    spec
      .given([viewed])
      .when(qualify(30, { rateLimited: true }))
      .then([refused('rate-limited')]);
  });
  it('does not believe more time on the content than passed since its view', () => {
    spec
      .given([viewed])
      .when(qualify(90))
      .then([refused('too-short', 90)]);
  });
  it('pays the same content again the next day', () => {
    const yesterday: EngagementEvent = { ...qualified, data: { ...qualified.data, at: before } };
    spec.given([viewed, yesterday]).when(qualify(30)).then([qualified]);
  });
  it('refuses a fractional or negative time', () => {
    spec.given([viewed]).when(qualify(30.5)).thenRejects('FIELDS_REQUIRED', 'seconds');
  });

  const view = (click?: { via: 'list' | 'share'; facts?: Partial<ReaderFacts> }): EngagementCommand => ({
    type: 'ViewContent',
    data: {
      readerId: 'r1',
      contentId: 'c1',
      viewId: 'v2',
      ...(click
        ? { click: { via: click.via, authorId: 'a1', facts: { ...noReaderFacts, ...click.facts } } }
        : {}),
    },
    metadata: meta,
  });
  const viewedNow: EngagementEvent = {
    type: 'ContentViewed',
    data: { readerId: 'r1', contentId: 'c1', viewId: 'v2', at: now },
  };
  const clicked: EngagementEvent = {
    type: 'ContentClicked',
    data: { readerId: 'r1', contentId: 'c1', authorId: 'a1', viewId: 'v2', via: 'list', at: now },
  };

  it('pays a click from a list or a shared link once a day, on the view it came with', () => {
    spec
      .given([])
      .when(view({ via: 'list' }))
      .then([viewedNow, clicked]);
    spec
      .given([viewedNow, clicked])
      .when(view({ via: 'share' }))
      .then([viewedNow]);
    spec.given([]).when(view()).then([viewedNow]);
  });
  it('pays no click to the author, their devices, bots or a client past its rate', () => {
    for (const facts of [
      { byAuthor: true },
      { onAuthorsDevice: true },
      { bot: true },
      { rateLimited: true },
    ]) {
      spec
        .given([])
        .when(view({ via: 'share', facts }))
        .then([viewedNow]);
    }
  });
});
