import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../testing/render-route.tsx';
import { testRootData } from '../../../testing/root-data.ts';
import { ArticleManager } from './ArticleManager.tsx';
import { listedContent, type ListedContent } from './listed-content.server.ts';
import { MyPublications } from './MyPublications.tsx';
import type { AuthorContent } from './studio-state.ts';

function item(overrides: Partial<AuthorContent>): ListedContent {
  return listedContent('en', {
    id: 'c-1',
    kind: 'article',
    slug: 'the-new-dakar',
    title: 'The new Dakar',
    status: 'draft',
    publication_id: 'p-1',
    updated_at: '2026-03-02T09:00:00.000Z',
    headline: false,
    premium_only: false,
    stream_url: null,
    media: null,
    version: 1,
    rejection_reason: null,
    ...overrides,
  });
}

const publication = (overrides: Partial<AuthorContent> = {}) =>
  item({
    id: 'p-1',
    kind: 'playlist',
    slug: 'ondes-du-sahel',
    title: 'Ondes du Sahel',
    publication_id: null,
    ...overrides,
  });

const show = (path: string, Component: () => React.JSX.Element) =>
  renderRoutes([{ path, Component }], { url: path, root: testRootData() });

describe("an author's publications", () => {
  it('lists each with its state and the reason of a refusal', async () => {
    show('/publications', () => (
      <MyPublications
        publications={[
          publication({ status: 'waiting_validation' }),
          publication({
            id: 'p-2',
            slug: 'kora',
            title: 'Kora',
            status: 'rejected',
            rejection_reason: 'No article yet.',
          }),
          publication({ id: 'p-3', slug: 'old', title: 'Old', status: 'archived' }),
        ]}
      />
    ));
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Ondes du SahelWaiting validationCreated Mar 2, 2026',
      'KoraRefusedCreated Mar 2, 2026Refused: No article yet.',
      'OldArchivedCreated Mar 2, 2026',
    ]);
    expect(screen.getByRole('link', { name: 'Kora' }).getAttribute('href')).toBe('/publications/kora');
    expect(screen.getByRole('link', { name: 'New publication' }).getAttribute('href')).toBe(
      '/publications/new',
    );
  });

  it('invites an author without any to create one', async () => {
    show('/publications', () => <MyPublications publications={[]} />);
    expect(await screen.findByText('You have no publication yet. Create one to start writing.')).toBeTruthy();
  });
});

describe('the article manager', () => {
  it("lists the publication's contents with their states and their editors' addresses", async () => {
    show('/publications/ondes-du-sahel', () => (
      <ArticleManager
        publication={publication({ status: 'draft' })}
        contents={[
          item({ status: 'published', headline: true }),
          item({
            id: 'c-2',
            slug: 'live-in-bamako',
            title: 'Live in Bamako',
            kind: 'video',
            status: 'draft',
            media: { id: 'm', status: 'encoding' },
          }),
          item({ id: 'c-3', slug: 'soon', title: 'Soon', status: 'scheduled' }),
        ]}
      />
    ));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ondes du Sahel' })).toBeTruthy();
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'The new DakarArticlePublishedHeadlineLast change Mar 2, 2026',
      'Live in BamakoVideoIn progressLast change Mar 2, 2026',
      'SoonArticleScheduledLast change Mar 2, 2026',
    ]);
    expect(screen.getByRole('link', { name: 'Edit “The new Dakar”' }).getAttribute('href')).toBe(
      '/editor/publication/the-new-dakar',
    );
    expect(screen.getByRole('link', { name: 'Edit “Live in Bamako”' }).getAttribute('href')).toBe(
      '/studio/media/live-in-bamako',
    );
    expect(screen.getByRole('link', { name: 'Write an article' }).getAttribute('href')).toBe(
      '/articles/new?publicationSlug=ondes-du-sahel&state=TextManager',
    );
    expect(screen.getByRole('link', { name: 'Add a video' }).getAttribute('href')).toBe(
      '/studio/media/new?publicationSlug=ondes-du-sahel&kind=video',
    );
    expect(screen.getByRole('link', { name: 'Add a podcast episode' }).getAttribute('href')).toBe(
      '/studio/media/new?publicationSlug=ondes-du-sahel&kind=podcast',
    );
    expect(screen.getByRole('link', { name: 'Edit the publication' }).getAttribute('href')).toBe(
      '/publications/ondes-du-sahel/edit',
    );
    expect(screen.getByRole('link', { name: 'Submit for validation' })).toBeTruthy();
    expect(screen.getByText(/A first publication is validated only once/)).toBeTruthy();
  });

  it('says when nothing is written yet, and offers no submission once published', async () => {
    show('/publications/ondes-du-sahel', () => (
      <ArticleManager publication={publication({ status: 'published' })} contents={[]} />
    ));
    expect(await screen.findByText('Nothing written in this publication yet.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Submit for validation' })).toBeNull();
  });
});
