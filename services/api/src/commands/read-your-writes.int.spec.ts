import { randomUUID } from 'node:crypto';
import { contentDecider, contentStream } from '@afrimedia/domain';
import { handleCommand } from '@afrimedia/event-store';
import { projections } from '@afrimedia/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing/test-api.ts';
import { appendedBy } from './dispatch.ts';
import { readYourWrites } from './read-your-writes.ts';

describe('read your writes', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('ryw');
  });
  afterAll(() => api.close());

  it('waits for each projection up to the last appended event it handles, not past it', async () => {
    const author = await api.newUser({ role: 'owner' });
    const contentId = randomUUID();
    const result = await handleCommand(api.store, {
      stream: contentStream(contentId),
      decider: contentDecider,
      command: {
        type: 'DraftContent',
        data: {
          contentId,
          kind: 'article',
          publicationId: 'p',
          publicationOwnerId: author.userId,
          authorVerified: true,
          title: 'Les studios de Pikine',
          summary: 'Reportage dans les studios de quartier où se fabriquent les tubes de demain à Dakar.',
          body: '<p>Texte</p>',
          topics: ['music'],
          emailFollowers: true,
        },
        metadata: { now: new Date().toISOString(), actorId: author.userId },
      },
    });
    if (!('events' in result)) throw result;
    const appended = await appendedBy(api.store, contentStream(contentId), result);
    expect(appended.map((event) => event.type)).toEqual(['ContentDrafted']);
    const publish = await handleCommand(api.store, {
      stream: contentStream(contentId),
      decider: contentDecider,
      command: {
        type: 'SubmitContent',
        data: { contentId, publicationValidated: true },
        metadata: { now: new Date().toISOString(), actorId: author.userId },
      },
    });
    if (!('events' in publish)) throw publish;
    const both = await appendedBy(api.store, contentStream(contentId), publish);
    expect(both.map((event) => event.type).slice(-2)).toEqual([
      'ContentPublished',
      'FollowersEmailRequested',
    ]);
    // `pages` handles only the first of the two: waiting for it past the second would never end.
    expect(await readYourWrites(api.db, projections, 3_000)(both)).toBe(true);
  });
});
