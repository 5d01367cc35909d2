import type { AdminArticleRecord, AdminPublicationApplicationDetail } from '@afrimedia/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, AdminUI, Resource } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../i18n/i18n-provider.ts';
import { inMemoryApi } from '../../../testing/render-in-admin.tsx';
import articles from '../articles/index.ts';
import publicationApplications from './index.ts';

const application = {
  id: 'pub-1',
  ownerId: 'u-lucia',
  ownerEmail: 'lucia.nguema@afrimedia.test',
  name: 'Aulas Abiertas',
  slug: 'aulas-abiertas',
  description: 'Escuelas, maestros y estudiantes de África central.',
  topics: ['education'],
  status: 'waiting',
  submittedAt: '2026-11-23T10:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
  reason: null,
  waitingSeconds: 5400,
  articles: [
    {
      id: 'art-1',
      title: 'Escuelas que enseñan en lenguas locales',
      summary: 'Maestros de Malabo y Bata prueban clases en fang y bubi.',
      state: 'waiting_validation',
      slug: 'escuelas-que-ensenan',
    },
  ],
} satisfies AdminPublicationApplicationDetail;

const article = {
  id: 'art-1',
  title: 'Escuelas que enseñan en lenguas locales',
  slug: 'escuelas-que-ensenan',
  publicationSlug: 'aulas-abiertas',
  authorId: 'u-lucia',
  state: 'waiting_validation',
  lang: 'es',
  publishedAt: null,
  hidden: false,
  body: [{ type: 'paragraph', children: [{ text: 'En Malabo, las clases empiezan en fang.' }] }],
} satisfies AdminArticleRecord;

describe('a publication waiting validation', () => {
  it('shows what the team validates, its articles, and the decisions it can take; an article opens readable', async () => {
    const { dataProvider } = inMemoryApi({ 'publication-applications': [application], articles: [article] });
    // The detail page as the console routes to it (react-admin's router keeps the path in the hash).
    window.location.hash = '#/publication-applications/pub-1/show';
    render(
      <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider('en')}>
        <AdminUI>
          <Resource name="publication-applications" {...publicationApplications} />
          <Resource name="articles" {...articles} />
        </AdminUI>
      </AdminContext>,
    );
    const row = (await screen.findByText('Escuelas que enseñan en lenguas locales')).closest('tr')!;
    expect(within(row as HTMLElement).getByText('Waiting validation')).toBeTruthy();
    expect(screen.getByText('education')).toBeTruthy();
    expect(screen.getByText('1 h 30 min')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeTruthy();

    await userEvent.click(row as HTMLElement);
    expect(await screen.findByText('En Malabo, las clases empiezan en fang.')).toBeTruthy();
    expect(window.location.hash).toBe('#/articles/art-1/show');
  });
});
