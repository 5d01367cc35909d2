import type { AdminPlanPriceRecord } from '@afrimedia/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UpdateParams } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { inMemoryApi, renderInAdmin } from '../../../testing/render-in-admin.tsx';
import { PlanPriceEdit } from './edit.tsx';

const premiumMonth = {
  id: 'premium-month',
  plan: 'premium',
  period: 'month',
  amountCents: 599,
  currency: 'eur',
  pricedAt: '2026-11-20T10:00:00.000Z',
} satisfies AdminPlanPriceRecord;

function setUp() {
  const api = inMemoryApi({ 'plan-prices': [premiumMonth] });
  const sent: Record<string, unknown>[] = [];
  const dataProvider = {
    ...api.dataProvider,
    update: (_resource: string, params: UpdateParams) => {
      sent.push(params.data as Record<string, unknown>);
      return Promise.resolve({ data: { ...premiumMonth, ...params.data } }) as never;
    },
  };
  renderInAdmin(<PlanPriceEdit id="premium-month" />, { dataProvider, resource: 'plan-prices' });
  return sent;
}

describe('a plan price', () => {
  it('sends the new amount in cents, and only it', async () => {
    const sent = setUp();
    const amount = await screen.findByLabelText(/Amount \(cents\)/);
    await waitFor(() => expect((amount as HTMLInputElement).value).toBe('599'));
    await userEvent.clear(amount);
    await userEvent.type(amount, '699');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([{ amountCents: 699 }]));
  });

  it('refuses part of a cent before sending anything', async () => {
    const sent = setUp();
    const amount = await screen.findByLabelText(/Amount \(cents\)/);
    await waitFor(() => expect((amount as HTMLInputElement).value).toBe('599'));
    await userEvent.clear(amount);
    await userEvent.type(amount, '5.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Whole cents only')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
