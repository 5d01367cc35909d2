import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/render-route.tsx';
import { testRootData, testUser } from '../../testing/root-data.ts';
import ArticleRoute from './article.tsx';
import { testContentPage } from './test-content.ts';

const Article = ArticleRoute as unknown as ComponentType;

/** The article page; records what its report form posts. */
function renderArticle({
  signedIn,
  url = '/articles/fintech-in-lagos',
}: {
  signedIn: boolean;
  url?: string;
}) {
  const reports: Record<string, string>[] = [];
  const rendered = renderRoutes(
    [
      { path: '/articles/:slug', Component: Article, loader: () => testContentPage() },
      {
        path: '/actions/report',
        Component: () => null,
        action: async ({ request }) => {
          reports.push(Object.fromEntries((await request.formData()).entries()) as Record<string, string>);
          return { reportId: 'report-1' };
        },
      },
    ],
    { url, root: testRootData({ user: signedIn ? testUser() : null }) },
  );
  return { ...rendered, reports };
}

describe('reporting a content', () => {
  it('asks a visitor to sign in and come back to the report', async () => {
    renderArticle({ signedIn: false });
    await userEvent.click(await screen.findByText('Report this content'));
    const link = screen.getByRole('link', { name: 'Sign in to report this content' });
    expect(link.getAttribute('href')).toBe(
      `/login?returnTo=${encodeURIComponent('/articles/fintech-in-lagos#report')}`,
    );
    expect(screen.queryByRole('combobox', { name: 'Reason' })).toBeNull();
  });

  it('sends a reason and optional details with the page, then confirms', async () => {
    const { reports } = renderArticle({ signedIn: true });
    await userEvent.click(await screen.findByText('Report this content'));
    const form = screen.getByRole('combobox', { name: 'Reason' }).closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/actions/report');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Reason' }), 'Spam or advertising');
    await userEvent.type(screen.getByRole('textbox', { name: 'Details (optional)' }), 'Adverts only');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the report' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Thank you: the platform team will look at this content.',
    );
    expect(reports).toEqual([
      {
        link: 'https://afrimedia.test/articles/fintech-in-lagos',
        title: 'Why fintech keeps winning in Lagos',
        returnTo: '/articles/fintech-in-lagos',
        reason: 'spam',
        details: 'Adverts only',
        js: '1',
      },
    ]);
  });

  it('confirms a report sent without scripts when the page comes back', async () => {
    renderArticle({ signedIn: true, url: '/articles/fintech-in-lagos?reported=1' });
    expect((await screen.findByRole('status')).textContent).toBe(
      'Thank you: the platform team will look at this content.',
    );
  });
});
