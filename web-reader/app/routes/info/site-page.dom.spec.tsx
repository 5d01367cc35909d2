import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import type { Language } from '@afrimedia/i18n';
import { renderRoutes } from '../../testing/render-route.tsx';
import type { RootData } from '../../server/root-data.server.ts';
import { testRootData, testUser } from '../../testing/root-data.ts';
import SitePage from './site-page.tsx';

const page = (overrides: { slug?: string; language?: string; title?: string; body?: string } = {}) => ({
  slug: 'who-are-we',
  language: 'en',
  title: 'Who are we?',
  body: 'Afrimedia is a home for African creators.\n\nAuthors are verified by our team\nand paid by their readers.',
  published_at: '2026-06-01T08:00:00.000Z',
  ...overrides,
});

function showPage(data: ReturnType<typeof page>, lang: Language = 'en') {
  renderRoutes([{ path: '/who-are-we', Component: SitePage as ComponentType, loader: () => data }], {
    url: '/who-are-we',
    root: testRootData({}, lang),
  });
}

describe('a static page (/page/{slug} and its addresses)', () => {
  it('shows the title and one paragraph per block of text', async () => {
    showPage(page());
    const title = await screen.findByRole('heading', { level: 1, name: 'Who are we?' });
    const article = title.closest('article');
    const paragraphs = [...(article?.querySelectorAll('p') ?? [])].map((paragraph) => paragraph.textContent);
    expect(paragraphs).toEqual([
      'Afrimedia is a home for African creators.',
      'Authors are verified by our team\nand paid by their readers.',
    ]);
    expect(article?.hasAttribute('lang')).toBe(false);
    expect(screen.queryByText('This page is not available in your language yet.')).toBeNull();
  });

  it('shows markup in the text as text, never as elements', async () => {
    showPage(page({ body: 'Read <b>this</b> <img src=x onerror=alert(1)>\n\nThen that.' }));
    const title = await screen.findByRole('heading', { level: 1 });
    const article = title.closest('article');
    expect(article?.querySelector('b, img, script')).toBeNull();
    expect(article?.textContent).toContain('Read <b>this</b> <img src=x onerror=alert(1)>');
  });

  it('marks a page written in another language than the interface, and says so', async () => {
    showPage(page(), 'ar');
    const title = await screen.findByRole('heading', { level: 1, name: 'Who are we?' });
    expect(title.closest('article')?.getAttribute('lang')).toBe('en');
    expect(title.getAttribute('dir')).toBe('auto');
    const note = screen.getByText('هذه الصفحة غير متوفرة بلغتك بعد.');
    expect(note.closest('article')).toBeNull();
  });

  describe("the platform team's guide to becoming an author", () => {
    const guide = page({ slug: 'become-author', title: 'Write for Afrimedia', body: 'How to apply.' });
    const showGuide = (root: RootData) =>
      renderRoutes(
        [{ path: '/page/become-author', Component: SitePage as ComponentType, loader: () => guide }],
        { url: '/page/become-author', root },
      );
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

    it('leads a signed-in reader to the application form', async () => {
      showGuide(testRootData({ user: testUser() }));
      await screen.findByRole('heading', { level: 1, name: 'Write for Afrimedia' });
      expect(href('Apply now')).toBe('/become-author/apply');
    });

    it('has a visitor sign up or sign in, then come back to the form', async () => {
      showGuide(testRootData());
      await screen.findByRole('heading', { level: 1, name: 'Write for Afrimedia' });
      expect(href('Create an account')).toBe('/register');
      expect(href('Sign in')).toBe(`/login?returnTo=${encodeURIComponent('/become-author/apply')}`);
    });

    it('shows an applicant where the application stands, and an author their publications', async () => {
      showGuide(testRootData({ user: testUser({ role: 'owner', userVerificationStatus: 'pending' }) }));
      await screen.findByRole('heading', { level: 1, name: 'Write for Afrimedia' });
      expect(href('Where my application stands')).toBe('/page/become-author-pending');
      expect(screen.queryByRole('link', { name: 'Apply now' })).toBeNull();
    });

    it('offers nothing more on the other static pages', async () => {
      showPage(page(), 'en');
      await screen.findByRole('heading', { level: 1, name: 'Who are we?' });
      expect(screen.queryByRole('link')).toBeNull();
    });
  });
});
