import type { AdminConfigurationRecord } from '@afrimedia/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UpdateParams } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { inMemoryApi, renderInAdmin } from '../../../testing/render-in-admin.tsx';
import { ConfigurationEdit } from './edit.tsx';

const site = {
  id: 'site',
  appAccess: 'free',
  availableLanguages: ['en', 'fr', 'ar', 'es'],
  defaultLanguage: 'en',
  sitePasswordSet: true,
  configuredAt: '2026-11-20T10:00:00.000Z',
} satisfies AdminConfigurationRecord;

function setUp() {
  const api = inMemoryApi({ configuration: [site] });
  const sent: Record<string, unknown>[] = [];
  const dataProvider = {
    ...api.dataProvider,
    update: (_resource: string, params: UpdateParams) => {
      sent.push(params.data as Record<string, unknown>);
      return Promise.resolve({ data: { ...site, ...params.data, id: 'site' } }) as never;
    },
  };
  renderInAdmin(<ConfigurationEdit />, { dataProvider, resource: 'configuration' });
  return sent;
}

describe('the site configuration', () => {
  it('sends a new site password as typed, the wall staying up', async () => {
    const sent = setUp();
    await screen.findByText('A site password is set');
    await userEvent.type(screen.getByLabelText('Site password'), 'New-Wall-Passw0rd');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.sitePassword).toBe('New-Wall-Passw0rd');
    expect(sent[0]).not.toHaveProperty('removeSitePassword');
  });

  it('takes the wall down only when asked, by sending no password', async () => {
    const sent = setUp();
    await userEvent.click(await screen.findByLabelText('Take the site wall down (no password)'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.sitePassword).toBeNull();
    expect(sent[0]).not.toHaveProperty('removeSitePassword');
  });
});
