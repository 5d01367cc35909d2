import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CreateParams } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { inMemoryApi, renderInAdmin } from '../../../testing/render-in-admin.tsx';
import { RateCardCreate } from './rate-cards.tsx';

function setUp() {
  const api = inMemoryApi({ 'rate-cards': [] });
  const sent: Record<string, unknown>[] = [];
  const dataProvider = {
    ...api.dataProvider,
    create: (_resource: string, params: CreateParams) => {
      sent.push(params.data as Record<string, unknown>);
      return Promise.resolve({ data: { id: 'card', ...params.data } }) as never;
    },
  };
  renderInAdmin(<RateCardCreate />, { dataProvider, resource: 'rate-cards' });
  return sent;
}

async function fill(perRead: string, perClick: string) {
  await userEvent.type(await screen.findByLabelText(/In force from/), '2027-01-01T10:00');
  await userEvent.type(screen.getByLabelText(/Per qualified read/), perRead);
  await userEvent.type(screen.getByLabelText(/Per click/), perClick);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
}

describe('a new rate card', () => {
  it('sends the euros typed as integer micro-euros, read from their digits', async () => {
    const sent = setUp();
    await fill('0.0029', '0,29');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      effectiveFrom: new Date('2027-01-01T10:00').toISOString(),
      microEurosPerRead: 2900,
      microEurosPerClick: 290_000,
    });
  });

  it('refuses more than six decimals or more than a euro before sending anything', async () => {
    const sent = setUp();
    await fill('0.0000001', '2');
    expect(await screen.findByText('Euros with at most six decimals, such as 0.0025')).toBeTruthy();
    expect(await screen.findByText('At most 1 euro')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
