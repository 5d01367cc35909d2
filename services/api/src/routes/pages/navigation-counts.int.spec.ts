import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/test-api.ts';
import { publishing } from '../../testing/pages-scenario.ts';

interface Entry {
  readonly slug: string;
  readonly count: number;
}

describe('the navigation menu while contents are published', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('navigation_counts');
  });
  afterAll(() => api.close());

  const seriesCount = async () => {
    const response = await fetch(`${api.url}/api/pages/navigation`);
    const body = (await response.json()) as { videos: Entry[] };
    return body.videos.find((entry) => entry.slug === 'series')?.count;
  };

  it('counts a video published after the menu was last asked for', async () => {
    const author = await api.newUser({ role: 'owner' });
    expect(await seriesCount()).toBe(0);
    expect(await seriesCount()).toBe(0);
    await publishing(api).publication(
      author.userId,
      { slug: 'feuilletons', name: 'Feuilletons', topics: ['culture'] },
      [
        { slug: 'avant-premiere', title: 'Before the first episode', topics: ['culture'] },
        { slug: 'episode-un', title: 'Episode one', kind: 'video', genre: 'series', topics: ['culture'] },
      ],
    );
    expect(await seriesCount()).toBe(1);
  });
});
