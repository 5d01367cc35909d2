import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/render-route.tsx';
import { testRootData, testUser } from '../../testing/root-data.ts';
import type { User } from '../../server/root-data.server.ts';
import Profile from './profile.tsx';
import type { ProfileActionResult } from './profile-result.ts';
import { householdRules } from './profiles-data.server.ts';

type HouseholdProfile = User['profiles'][number];

const ADA = testUser().profiles[0]!;
const profileOf = (overrides: Partial<HouseholdProfile>): HouseholdProfile => ({
  ...ADA,
  is_default: false,
  ...overrides,
});
const KORA = profileOf({
  id: 'kora',
  name: 'Kora',
  colour: '#3BB273',
  kids: true,
  age_limit: '12-age-restriction',
});

/** The profiles tab at `url`, the action answering `answer` and keeping the forms it was sent. */
function renderTab(
  url: string,
  { user = testUser(), answer }: { user?: User; answer?: ProfileActionResult } = {},
) {
  const sent: FormData[] = [];
  const view = renderRoutes(
    [
      {
        path: '/profile',
        Component: Profile as ComponentType,
        loader: () => ({
          user,
          tab: 'profiles',
          countries: [],
          subscription: null,
          subscriptionEnd: null,
          devices: null,
          household: householdRules,
        }),
        action: async ({ request }) => {
          sent.push(await request.formData());
          return answer ?? null;
        },
      },
    ],
    { url, root: testRootData({ user }) },
  );
  return { ...view, sent };
}

describe('the profiles tab', () => {
  it('lists each profile with its colour, name, kids badge and age limit in words', async () => {
    renderTab('/profile?t=profiles', { user: testUser({ profiles: [ADA, KORA] }) });
    const list = await screen.findByRole('list', { name: 'Profiles of this account' });
    const [ada, kora] = within(list).getAllByRole('listitem');
    expect(ada?.textContent).toContain('Ada');
    expect(ada?.textContent).toContain('Main profile');
    expect(ada?.textContent).toContain('In use');
    expect(ada?.textContent).toContain('No age limit');
    expect(kora?.textContent).toContain('Kids');
    expect(kora?.textContent).toContain('Contents rated up to 12+');
    expect(kora?.querySelector<HTMLElement>('.profile-avatar')?.style.backgroundColor).toBeTruthy();
    expect(within(kora!).getByRole('link', { name: 'Edit Kora' }).getAttribute('href')).toBe(
      '/profile?t=profiles&edit=kora#profiles-edit-title',
    );
    expect(screen.getByRole('link', { name: 'Switch profile' }).getAttribute('href')).toBe('/profiles');
  });

  it('adds a kids profile with its colour, language and age limit, colours named for screen readers', async () => {
    const { sent } = renderTab('/profile?t=profiles', {
      answer: { intent: 'create-profile', saved: true, profile: 'kora' },
    });
    await userEvent.type(await screen.findByLabelText('Name'), 'Kora');
    const colours = within(screen.getByRole('group', { name: 'Colour' })).getAllByRole('radio');
    expect(colours.map((radio) => radio.getAttribute('value'))).toEqual([...householdRules.colours]);
    await userEvent.click(screen.getByRole('radio', { name: 'Green' }));
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'fr');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Kids profile' }));
    await userEvent.selectOptions(screen.getByLabelText('Age limit of a kids profile'), '12-age-restriction');
    await userEvent.click(screen.getByRole('button', { name: 'Add the profile' }));
    expect((await screen.findByRole('status')).textContent).toBe('Profile added.');
    const form = sent[0]!;
    expect(Object.fromEntries(form)).toEqual({
      intent: 'create-profile',
      name: 'Kora',
      colour: '#3BB273',
      language: 'fr',
      kids: '1',
      age_limit: '12-age-restriction',
    });
  });

  it('says to set the PIN first when a kids profile is refused for want of one', async () => {
    renderTab('/profile?t=profiles', {
      answer: { intent: 'create-profile', error: { code: 'INVALID_STATE_TRANSITION', field: 'pin' } },
    });
    await userEvent.type(await screen.findByLabelText('Name'), 'Kora');
    await userEvent.click(screen.getByRole('button', { name: 'Add the profile' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Set the kids PIN below before adding a kids profile.',
    );
  });

  it('hides the form adding a profile once the account has five, with a sentence saying so', async () => {
    const five = [ADA, KORA, ...['b', 'c', 'd'].map((id) => profileOf({ id, name: id.toUpperCase() }))];
    renderTab('/profile?t=profiles', { user: testUser({ profiles: five }) });
    expect(
      await screen.findByText(
        'This account has 5 profiles, the most an account can have. Remove one to add another.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add the profile' })).toBeNull();
  });

  it('edits one profile at a time, its form filled with what it has, and removes any but the main one', async () => {
    const { sent } = renderTab('/profile?t=profiles&edit=kora', {
      user: testUser({ profiles: [ADA, KORA] }),
      answer: { intent: 'edit-profile', saved: true, profile: 'kora' },
    });
    const form = await screen.findByRole('heading', { name: 'Edit Kora' });
    expect(form).toBeTruthy();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Kora');
    expect((screen.getByRole('radio', { name: 'Green' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Age limit') as HTMLSelectElement).value).toBe('12-age-restriction');
    expect(screen.queryByRole('button', { name: 'Add the profile' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Kora' })).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Age limit'), 'none');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe('Your changes are saved.');
    expect(sent[0]?.get('intent')).toBe('edit-profile');
    expect(sent[0]?.get('profile')).toBe('kora');
    expect(sent[0]?.get('age_limit')).toBe('none');
  });

  it('offers no removal of the main profile', async () => {
    renderTab('/profile?t=profiles&edit=user-1', { user: testUser({ profiles: [ADA, KORA] }) });
    expect(await screen.findByRole('heading', { name: 'Edit Ada' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it('sets the kids PIN with the current password, a wrong password shown next to its field', async () => {
    const { sent } = renderTab('/profile?t=profiles', {
      answer: { intent: 'kids-pin', error: { code: 'WRONG_PASSWORD', field: 'current_password' } },
    });
    const pin = await screen.findByLabelText('New PIN (4 digits)');
    expect(pin.getAttribute('inputmode')).toBe('numeric');
    expect(pin.getAttribute('autocomplete')).toBe('off');
    await userEvent.type(pin, '2468');
    await userEvent.type(screen.getByLabelText('Current password'), 'not-it');
    await userEvent.click(screen.getByRole('button', { name: 'Save the PIN' }));
    const message = await screen.findByText('Wrong password');
    expect(screen.getByLabelText('Current password').getAttribute('aria-describedby')).toContain(message.id);
    expect(Object.fromEntries(sent[0]!)).toEqual({
      intent: 'kids-pin',
      pin: '2468',
      current_password: 'not-it',
    });
  });
});
