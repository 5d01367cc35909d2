import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/render-route.tsx';
import { testRootData, testUser } from '../../testing/root-data.ts';
import type { User } from '../../server/root-data.server.ts';
import type { SwitchRefused } from './picker.server.ts';
import Picker from './picker.tsx';

type HouseholdProfile = User['profiles'][number];

const ADA = testUser().profiles[0]!;
const KORA: HouseholdProfile = {
  ...ADA,
  id: 'kora',
  name: 'Kora',
  colour: '#3BB273',
  kids: true,
  age_limit: '12-age-restriction',
  is_default: false,
};
const SAM: HouseholdProfile = { ...ADA, id: 'sam', name: 'Sam', colour: '#2E86AB', is_default: false };

/** The picker with the device on `current`, the action answering `refused` (or nothing) and keeping what it got. */
function renderPicker(
  current: string,
  { refused, lang = 'en' }: { refused?: SwitchRefused; lang?: 'en' | 'ar' } = {},
) {
  const user = testUser({ profiles: [ADA, KORA, SAM], profile: current });
  const sent: FormData[] = [];
  const view = renderRoutes(
    [
      {
        path: '/profiles',
        Component: Picker as ComponentType,
        loader: () => ({ profiles: user.profiles, current, back: '/articles/some-article' }),
        action: async ({ request }) => {
          sent.push(await request.formData());
          return refused ?? null;
        },
      },
    ],
    { url: '/profiles', root: testRootData({ user }, lang) },
  );
  return { ...view, sent };
}

describe('the profile picker', () => {
  it('shows every profile as a large button, the one in use leading back, and no PIN on a grown-up profile', async () => {
    const { sent } = renderPicker('user-1');
    const list = await screen.findByRole('list', { name: 'Profiles' });
    expect(within(list).getByRole('link', { name: /Ada/ }).getAttribute('href')).toBe(
      '/articles/some-article',
    );
    expect(within(list).getByRole('link', { name: /Ada/ }).textContent).toContain('In use');
    expect(within(list).getByRole('button', { name: /Kora/ }).textContent).toContain('Kids');
    expect(screen.queryByLabelText('PIN')).toBeNull();
    expect(screen.getByRole('link', { name: 'Manage profiles' }).getAttribute('href')).toBe(
      '/profile?t=profiles',
    );
    await userEvent.click(within(list).getByRole('button', { name: /Kora/ }));
    await screen.findByRole('list', { name: 'Profiles' });
    expect(Object.fromEntries(sent[0]!)).toEqual({ returnTo: '/articles/some-article', profile: 'kora' });
  });

  it('asks for the PIN when leaving a kids profile: numeric, never filled in by the browser', async () => {
    const { sent } = renderPicker('kora');
    const pin = await screen.findByLabelText('PIN');
    expect(pin.getAttribute('inputmode')).toBe('numeric');
    expect(pin.getAttribute('autocomplete')).toBe('off');
    expect(pin.getAttribute('pattern')).toBe('[0-9]{4}');
    expect(screen.queryByRole('link', { name: 'Manage profiles' })).toBeNull();
    await userEvent.type(pin, '1357');
    await userEvent.click(screen.getByRole('button', { name: /Sam/ }));
    await screen.findByRole('list', { name: 'Profiles' });
    expect(Object.fromEntries(sent[0]!)).toEqual({
      returnTo: '/articles/some-article',
      pin: '1357',
      profile: 'sam',
    });
  });

  it.each([
    ['WRONG_VERIFICATION_CODE', 'This PIN is not the right one.'],
    ['TOO_MANY_ATTEMPTS', 'Too many wrong PINs. Try again in 15 minutes.'],
  ])('shows a refused PIN (%s) next to the field, emptied for another try', async (code, text) => {
    renderPicker('kora', { refused: { profile: 'user-1', error: { code, field: 'pin' } } });
    const pin = (await screen.findByLabelText('PIN')) as HTMLInputElement;
    await userEvent.type(pin, '0000');
    await userEvent.click(screen.getByRole('button', { name: /Ada/ }));
    const message = await screen.findByRole('alert');
    expect(message.textContent).toBe(text);
    expect(pin.getAttribute('aria-invalid')).toBe('true');
    expect(pin.getAttribute('aria-describedby')).toContain(message.id);
    expect(pin.value).toBe('');
  });

  it('speaks Arabic', async () => {
    renderPicker('kora', { lang: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'من يقرأ الآن؟' })).toBeTruthy();
    expect(screen.getByLabelText('الرمز السري')).toBeTruthy();
  });
});
