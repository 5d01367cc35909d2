import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/render-route.tsx';
import { testRootData, testUser } from '../../testing/root-data.ts';
import Profile from './profile.tsx';

function renderPreferences(ageFilter: 'no-age-restriction' | '16-age-restriction') {
  const user = testUser();
  renderRoutes(
    [
      {
        path: '/profile',
        Component: Profile as ComponentType,
        loader: () => ({
          user,
          tab: 'preferences',
          countries: [],
          now: '2026-06-01T08:00:00.000Z',
          subscriptionEnd: null,
        }),
      },
    ],
    { url: '/profile?t=preferences', root: testRootData({ user, ageFilter }) },
  );
}

describe('the age filter preference', () => {
  it('offers the maturity ratings as a plain form, the device’s choice checked', async () => {
    renderPreferences('16-age-restriction');
    const group = await screen.findByRole('group', { name: 'Age rating filter' });
    const ratings = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(ratings.map((radio) => radio.value)).toEqual([
      'no-age-restriction',
      '12-age-restriction',
      '16-age-restriction',
      '18-age-restriction',
    ]);
    expect(within(group).getByRole('radio', { name: 'Only contents rated 16+ and above' })).toHaveProperty(
      'checked',
      true,
    );
    const form = group.closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/settings/age');
    expect(within(form).getByRole('button', { name: 'Save the filter' })).toBeTruthy();
  });

  it('checks every content by default', async () => {
    renderPreferences('no-age-restriction');
    expect(await screen.findByRole('radio', { name: 'Every content' })).toHaveProperty('checked', true);
  });
});
