import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import type { Language } from '@afrimedia/i18n';
import { renderRoutes } from '../../testing/render-route.tsx';
import { testRootData } from '../../testing/root-data.ts';
import SitePage from './site-page.tsx';

const page = (overrides: { language?: string; title?: string; body?: string } = {}) => ({
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
});
