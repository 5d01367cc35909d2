import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/render-route.tsx';
import { testRootData, testUser } from '../../testing/root-data.ts';
import type { DevicesTabData } from './devices.server.ts';
import Profile from './profile.tsx';
import type { ProfileActionResult } from './profile-result.ts';

const TWO_DEVICES: DevicesTabData = {
  devices: [
    {
      id: 'laptop',
      browser: 'Firefox',
      system: 'Windows',
      country: 'Nigeria',
      firstSeen: 'Jun 1, 2026',
      lastSeen: 'Jun 3, 2026',
      current: false,
    },
    {
      id: 'phone',
      browser: 'Chrome',
      system: 'Android',
      country: 'Senegal',
      firstSeen: 'May 20, 2026',
      lastSeen: 'Jun 2, 2026',
      current: true,
    },
  ],
};

/** The account page's devices tab with the loader's `devices`; the action answers `answer` and keeps what was sent. */
function renderDevices(
  devices: DevicesTabData,
  { lang = 'en', answer }: { lang?: 'en' | 'ar'; answer?: ProfileActionResult } = {},
) {
  const user = testUser();
  const sent: Array<Record<string, FormDataEntryValue>> = [];
  renderRoutes(
    [
      {
        path: '/profile',
        Component: Profile as ComponentType,
        loader: () => ({
          user,
          tab: 'devices',
          countries: [],
          subscription: null,
          subscriptionEnd: null,
          devices,
        }),
        action: async ({ request }) => {
          sent.push(Object.fromEntries(await request.formData()));
          return answer ?? { intent: 'sign-out-device', saved: true };
        },
      },
    ],
    { url: '/profile?t=devices', root: testRootData({ user }, lang) },
  );
  return sent;
}

const list = () => screen.getByRole('list', { name: 'Signed-in devices' });

describe('the devices tab', () => {
  it('lists each device with its browser, system, place and dates, this one marked and not offered to sign out', async () => {
    renderDevices(TWO_DEVICES);
    expect(await screen.findByRole('heading', { level: 2, name: 'Devices' })).toBeTruthy();
    const [laptop, phone] = within(list()).getAllByRole('listitem');
    expect(within(laptop!).getByRole('heading', { level: 3 }).textContent).toBe('Firefox · Windows');
    expect(laptop!.textContent).toContain('Nigeria');
    expect(laptop!.textContent).toContain('Signed in on Jun 1, 2026');
    expect(laptop!.textContent).toContain('Last active on Jun 3, 2026');
    expect(within(laptop!).getByRole('button', { name: 'Sign out Firefox · Windows' })).toBeTruthy();
    expect(within(phone!).getByRole('heading', { level: 3 }).textContent).toBe(
      'Chrome · Android This device',
    );
    expect(within(phone!).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign out everywhere else' })).toBeTruthy();
  });

  it('names a device it knows nothing of, and a place unknown', async () => {
    renderDevices({
      devices: [
        {
          id: 'x',
          browser: null,
          system: null,
          country: null,
          firstSeen: 'a',
          lastSeen: 'b',
          current: false,
        },
        {
          id: 'y',
          browser: null,
          system: 'KaiOS',
          country: null,
          firstSeen: 'a',
          lastSeen: 'b',
          current: true,
        },
      ],
    });
    const [unknown, kaios] = within(
      await screen.findByRole('list', { name: 'Signed-in devices' }),
    ).getAllByRole('listitem');
    expect(within(unknown!).getByRole('heading').textContent).toBe('Unknown device');
    expect(unknown!.textContent).toContain('Place unknown');
    expect(within(kaios!).getByRole('heading').textContent).toBe('KaiOS This device');
  });

  it('posts the device to sign out and says it is done', async () => {
    const sent = renderDevices(TWO_DEVICES);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out Firefox · Windows' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'That device is signed out. Its next page asks it to sign in again.',
    );
    expect(sent).toEqual([{ intent: 'sign-out-device', device: 'laptop' }]);
  });

  it('posts signing out everywhere else', async () => {
    const sent = renderDevices(TWO_DEVICES, { answer: { intent: 'sign-out-other-devices', saved: true } });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    expect((await screen.findByRole('status')).textContent).toBe('Every other device is signed out.');
    expect(sent).toEqual([{ intent: 'sign-out-other-devices' }]);
  });

  it('says a device was already signed out', async () => {
    renderDevices(TWO_DEVICES, { answer: { intent: 'sign-out-device', error: { code: 'NOT_FOUND' } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out Firefox · Windows' }));
    expect((await screen.findByRole('status')).textContent).toBe('That device was already signed out.');
  });

  it('shows a refusal of signing out everywhere else as an alert', async () => {
    renderDevices(TWO_DEVICES, {
      answer: { intent: 'sign-out-other-devices', error: { code: 'NOT_AUTHORIZED' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere else' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You must be signed in to do this.');
  });

  it('says when this is the only device, with nothing to sign out', async () => {
    renderDevices({ devices: TWO_DEVICES.devices.filter((device) => device.current) });
    expect(await screen.findByText('You are signed in on this device only.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says when the list could not be read', async () => {
    renderDevices({ error: 'SOMETHING_WENT_WRONG' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your devices could not be listed just now. Reload the page to try again.',
    );
    expect(screen.queryByRole('list', { name: 'Signed-in devices' })).toBeNull();
  });

  it('reads in Arabic, the device names kept as they are', async () => {
    renderDevices(TWO_DEVICES, { lang: 'ar' });
    expect(await screen.findByRole('heading', { level: 2, name: 'الأجهزة' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'تسجيل الخروج من Firefox · Windows' })).toBeTruthy();
    expect(screen.getByText('هذا الجهاز')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'تسجيل الخروج من كل الأجهزة الأخرى' })).toBeTruthy();
  });
});
