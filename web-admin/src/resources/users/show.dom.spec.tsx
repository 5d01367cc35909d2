import type { AdminUserDetail } from '@afrimedia/contracts';
import { render, screen, within } from '@testing-library/react';
import { AdminContext, AdminUI, Resource } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../i18n/i18n-provider.ts';
import { inMemoryApi } from '../../../testing/render-in-admin.tsx';
import users from './index.ts';

const parent = {
  id: 'u-awa',
  email: 'awa.diop@afrimedia.test',
  firstName: 'Awa',
  lastName: 'Diop',
  role: 'reader',
  userVerificationStatus: null,
  lang: 'fr',
  createdAt: '2026-11-20T09:00:00.000Z',
  deactivatedAt: null,
  profiles: [
    { id: 'u-awa', name: 'Awa', kids: false, ageLimit: null, lang: 'fr', isDefault: true },
    {
      id: 'p-binta',
      name: 'Binta',
      kids: true,
      ageLimit: '12-age-restriction',
      lang: 'ar',
      isDefault: false,
    },
  ],
  kidsPinSet: true,
  devices: [
    {
      id: 'f-phone',
      browser: 'Samsung Internet',
      system: 'Android',
      country: 'sn',
      firstSeenAt: '2026-11-21T08:00:00.000Z',
      lastSeenAt: '2026-11-27T18:30:00.000Z',
      signedIn: true,
    },
    {
      id: 'f-kiosk',
      browser: null,
      system: null,
      country: null,
      firstSeenAt: '2026-11-20T09:00:00.000Z',
      lastSeenAt: '2026-11-20T09:05:00.000Z',
      signedIn: false,
    },
  ],
} satisfies AdminUserDetail;

const newcomer = {
  ...parent,
  id: 'u-new',
  email: 'new@afrimedia.test',
  profiles: [],
  kidsPinSet: false,
  devices: [],
} satisfies AdminUserDetail;

function showPage(person: AdminUserDetail, locale = 'en') {
  const { dataProvider } = inMemoryApi({ users: [person] });
  // The detail page as the console routes to it (react-admin's router keeps the path in the hash).
  window.location.hash = `#/users/${person.id}/show`;
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider(locale)}>
      <AdminUI>
        <Resource name="users" {...users} />
      </AdminUI>
    </AdminContext>,
  );
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe("a person's page", () => {
  it('shows their profiles (the main one marked, a kids one with its limit in words) and their devices', async () => {
    showPage(parent);
    await screen.findByText('Binta');
    expect(screen.getByText('Profiles')).toBeTruthy();
    expect(cellsOf(rowOf('Main profile'))).toEqual(['AwaMain profile', 'No', 'No age limit', 'French']);
    expect(cellsOf(rowOf('Binta'))).toEqual(['Binta', 'Yes', 'Contents rated up to 12+', 'Arabic']);
    expect(screen.getByText('Kids PIN')).toBeTruthy();
    expect(screen.getByText('Set')).toBeTruthy();

    expect(screen.getByText('Devices')).toBeTruthy();
    const [phone, kiosk] = [rowOf('Samsung Internet · Android'), rowOf('Unknown device')];
    expect(cellsOf(phone)).toEqual([
      'Samsung Internet · Android',
      'Senegal',
      expect.stringContaining('2026'),
      expect.stringContaining('2026'),
      'Signed in',
    ]);
    expect(cellsOf(kiosk)).toEqual([
      'Unknown device',
      '',
      expect.stringContaining('2026'),
      expect.stringContaining('2026'),
      'Signed out',
    ]);
  });

  it("says so when a person has no profile and no device, and that no kids PIN is set, in the console's language", async () => {
    showPage(newcomer, 'ar');
    expect(await screen.findByText('لا يوجد ملف شخصي')).toBeTruthy();
    expect(screen.getByText('لم يسجّل الدخول على أي جهاز بعد')).toBeTruthy();
    expect(screen.getByText('غير معيّن')).toBeTruthy();
  });
});
