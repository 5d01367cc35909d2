import type { Language } from '@afrimedia/i18n';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../testing/render-route.tsx';
import { testRootData, testUser } from '../../../testing/root-data.ts';
import Pending from './pending.tsx';
import { standing, type Application } from './standing.server.ts';

const HOUR = 3600;

function showStanding(application: Record<string, unknown>, lang: Language = 'en') {
  const answer = {
    status: 'waiting',
    submittedAt: '2026-03-02T09:00:00.000Z',
    decidedAt: null,
    reason: null,
    medianValidationWaitSeconds: null,
    ...application,
  };
  renderRoutes(
    [
      {
        path: '/page/become-author-pending',
        Component: Pending as ComponentType,
        loader: () => standing(lang, answer as Application),
      },
    ],
    { url: '/page/become-author-pending', root: testRootData({ user: testUser({ role: 'owner' }) }, lang) },
  );
}

describe('where an author application stands (/page/become-author-pending)', () => {
  it('tells an applicant it waits, since when, and how long the team takes lately', async () => {
    showStanding({ medianValidationWaitSeconds: 30 * HOUR });
    expect(
      await screen.findByText('Your application is waiting for the platform team’s validation.'),
    ).toBeTruthy();
    expect(screen.getByText('Sent on Mar 2, 2026.')).toBeTruthy();
    expect(screen.getByText('Lately the team has answered applications in 30 hours (median).')).toBeTruthy();
  });

  it('says so when the team has decided nothing yet to measure its wait', async () => {
    showStanding({});
    expect(
      await screen.findByText('The team has not answered any application yet to tell how long it takes.'),
    ).toBeTruthy();
  });

  it('gives the wait in days, in Arabic', async () => {
    showStanding({ medianValidationWaitSeconds: 3 * 24 * HOUR }, 'ar');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('طلبي لأصبح كاتبًا');
    expect(document.body.textContent).toMatch(/يردّ الفريق مؤخرًا على الطلبات في غضون .*أيام/);
  });

  it("shows a refused application's reason", async () => {
    showStanding({
      status: 'rejected',
      decidedAt: '2026-03-05T10:00:00.000Z',
      reason: 'Tell us more about your published work.',
    });
    expect(
      await screen.findByText('The platform team refused your application on Mar 5, 2026.'),
    ).toBeTruthy();
    expect(screen.getByRole('figure', { name: 'Their reason' }).textContent).toContain(
      'Tell us more about your published work.',
    );
  });

  it.each([
    ['en', 'Correct my application and apply again'],
    ['fr', 'Corriger ma candidature et postuler de nouveau'],
    ['ar', 'تصحيح طلبي والتقديم من جديد'],
    ['es', 'Corregir mi solicitud y volver a solicitar'],
  ] as const)('lets a refused applicant apply again (%s)', async (lang, label) => {
    showStanding({ status: 'rejected', decidedAt: '2026-03-05T10:00:00.000Z', reason: null }, lang);
    expect((await screen.findByRole('link', { name: label })).getAttribute('href')).toBe(
      '/become-author/apply',
    );
  });

  it('offers no new application while one waits', async () => {
    showStanding({});
    await screen.findByText('Your application is waiting for the platform team’s validation.');
    expect(screen.queryByRole('link', { name: 'Correct my application and apply again' })).toBeNull();
  });

  it('takes a validated author to their first publication', async () => {
    showStanding({ status: 'validated', decidedAt: '2026-03-05T10:00:00.000Z' });
    expect(
      await screen.findByText('Your application was validated on Mar 5, 2026. You are an author.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create my first publication' }).getAttribute('href')).toBe(
      '/publications/new',
    );
  });

  it('offers the form to someone who never applied', async () => {
    showStanding({ status: 'none', submittedAt: null });
    expect(await screen.findByText('You have not applied to become an author yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Apply now' }).getAttribute('href')).toBe('/become-author/apply');
  });
});
