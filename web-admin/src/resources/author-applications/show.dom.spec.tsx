import type { AdminAuthorApplicationRecord } from '@afrimedia/contracts';
import { render, screen } from '@testing-library/react';
import { AdminContext, AdminUI, Resource } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../i18n/i18n-provider.ts';
import { inMemoryApi } from '../../../testing/render-in-admin.tsx';
import authorApplications from './index.ts';

const application = {
  id: 'a1',
  email: 'tendai.moyo@afrimedia.test',
  firstName: 'Tendai',
  lastName: 'Moyo',
  expertiseTitle: 'Sports commentator',
  aboutMe: 'Ten years calling football on Harare radio.',
  country: 'zw',
  photoUrl: null,
  status: 'waiting',
  submittedAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
  reason: null,
  waitingSeconds: 3600,
} satisfies AdminAuthorApplicationRecord;

function showApplication(record: Partial<AdminAuthorApplicationRecord>, locale = 'en') {
  const { dataProvider } = inMemoryApi({ 'author-applications': [{ ...application, ...record }] });
  // The page as the console routes to it (react-admin's own router keeps the path in the hash).
  window.location.hash = '#/author-applications/a1/show';
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={createI18nProvider(locale)}>
      <AdminUI>
        <Resource name="author-applications" {...authorApplications} />
      </AdminUI>
    </AdminContext>,
  );
}

describe("an author application's page", () => {
  it("shows the applicant's photo, described by their name", async () => {
    showApplication({ photoUrl: '/media/uploads/tendai.jpg' });
    const photo = (await screen.findByRole('img', { name: 'Photo of Tendai Moyo' })) as HTMLImageElement;
    expect(photo.getAttribute('src')).toBe('/media/uploads/tendai.jpg');
  });

  it('says so when the applicant gave no photo', async () => {
    showApplication({ photoUrl: null });
    expect(await screen.findByText('No photo')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("names the applicant's country in the console's language", async () => {
    showApplication({}, 'fr');
    expect(await screen.findByText('Zimbabwe')).toBeTruthy();
    expect(screen.queryByText('zw')).toBeNull();
  });
});
