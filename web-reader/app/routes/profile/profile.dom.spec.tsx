import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { dateText } from '../../i18n/dates.server.ts';
import { renderRoutes } from '../../testing/render-route.tsx';
import { testRootData, testUser } from '../../testing/root-data.ts';
import { readerActions } from '../../store/reader-slice.ts';
import type { User } from '../../server/root-data.server.ts';
import Profile from './profile.tsx';
import type { ProfileActionResult } from './profile-result.ts';
import { tabOf } from './tabs.ts';

const NOW = '2026-06-01T08:00:00.000Z';

/** The account page at `url`, with the loader's data as the real loader derives it from the address. */
function renderProfile(
  url: string,
  {
    user = testUser(),
    lang = 'en',
    action,
  }: { user?: User; lang?: 'en' | 'ar'; action?: () => ProfileActionResult } = {},
) {
  const tab = tabOf(new URL(url, 'http://reader').searchParams.get('t'));
  return renderRoutes(
    [
      {
        path: '/profile',
        Component: Profile as ComponentType,
        loader: () => ({
          user,
          tab,
          countries: [{ code: 'sn', name: 'Senegal' }],
          now: NOW,
          subscriptionEnd: user.subscription_end ? dateText(lang, user.subscription_end) : null,
        }),
        ...(action ? { action } : {}),
      },
    ],
    { url, root: testRootData({ user }, lang) },
  );
}

const activeTab = (menu = 'Account settings') =>
  within(screen.getByRole('navigation', { name: menu }))
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page');

describe('the account tabs', () => {
  it.each(['/profile?t=1', '/profile?t=subscriptions'])('%s opens the subscription tab', async (url) => {
    renderProfile(url);
    expect(await screen.findByRole('heading', { level: 2, name: 'My subscriptions' })).toBeTruthy();
    expect(activeTab().map((link) => link.textContent)).toEqual(['My subscriptions']);
    expect(screen.getByText('You have no subscription.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'About subscriptions' }).getAttribute('href')).toBe(
      '/about-subscription',
    );
  });

  it('opens personal info by default and links every tab by its query', async () => {
    renderProfile('/profile');
    expect(await screen.findByRole('heading', { level: 2, name: 'Personal info' })).toBeTruthy();
    expect(activeTab().map((link) => link.getAttribute('href'))).toEqual(['/profile?t=personal']);
    expect(screen.getByRole('link', { name: 'Delete account' }).getAttribute('href')).toBe(
      '/profile?t=delete',
    );
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ada');
  });

  it('shows an active subscription with its end date', async () => {
    renderProfile('/profile?t=1', {
      user: testUser({ subscription_id: 'premium', subscription_end: '2026-07-01T00:00:00.000Z' }),
    });
    expect(await screen.findByText('Your subscription is active until Jul 1, 2026.')).toBeTruthy();
  });

  it('warns that deleting is irreversible and keeps the button disabled, with the reason', async () => {
    renderProfile('/profile?t=delete');
    const warning = await screen.findByText(
      'Deleting your account is irreversible: it removes your profile, your publications, your articles and your mailing list.',
    );
    expect(warning).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Delete my account' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const reasons = (button.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id));
    expect(reasons.map((node) => node?.textContent)).toContain(
      'Deleting an account from this page is not available yet. Contact us to ask for it.',
    );
  });

  it('writes the tabs in Arabic', async () => {
    renderProfile('/profile?t=delete', { lang: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'حسابي' })).toBeTruthy();
    expect(activeTab('إعدادات الحساب').map((link) => link.textContent)).toEqual(['حذف الحساب']);
  });
});

describe('the account forms', () => {
  it('shows a refused phone number next to the phone field', async () => {
    renderProfile('/profile?t=personal', {
      action: () => ({ intent: 'personal', error: { code: 'INVALID_PHONE', field: 'phone' } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    const message = await screen.findByText('Please enter a valid phone number');
    const phone = screen.getByLabelText('Phone');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(phone.getAttribute('aria-describedby')).toContain(message.id);
    expect(message.getAttribute('role')).toBe('alert');
  });

  it('says a saved form is saved', async () => {
    renderProfile('/profile?t=hide-watched', { action: () => ({ intent: 'hide-watched', saved: true }) });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Hide what I watched' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your changes are saved.');
  });

  it('erases the viewing positions this device remembers', async () => {
    const { store } = renderProfile('/profile?t=history');
    store.dispatch(readerActions.watch({ id: 'a', time: 30 }));
    store.dispatch(readerActions.watch({ id: 'b', time: 90 }));
    expect(await screen.findByText('This device remembers 2 viewing positions.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: "Erase this device's history" }));
    expect(store.getState().reader.watched).toEqual({});
    expect(screen.getByText('This device remembers no viewing position.')).toBeTruthy();
  });

  it('switches profile once the API accepted it, which clears the watched map', async () => {
    const user = testUser({ profiles: [{ id: 'user-1' }, { id: 'kids' }] });
    const { store } = renderProfile('/profile?t=profiles', {
      user,
      action: () => ({ intent: 'switch-profile', saved: true, profile: 'kids' }),
    });
    store.dispatch(readerActions.watch({ id: 'a', time: 30 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Use this profile' }));
    await screen.findByText('Your changes are saved.');
    expect(store.getState().reader.profile).toBe('kids');
    expect(store.getState().reader.watched).toEqual({});
  });
});
