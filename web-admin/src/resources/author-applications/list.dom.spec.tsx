import type { AdminAuthorApplicationRecord } from '@afrimedia/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inMemoryApi, renderInAdmin } from '../../../testing/render-in-admin.tsx';
import { AuthorApplicationList } from './list.tsx';

const waiting = (id: string, email: string) =>
  ({
    id,
    email,
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
    waitingSeconds: 2 * 86_400 + 3 * 3600,
  }) satisfies AdminAuthorApplicationRecord;

function setUp(refusal?: string) {
  const api = inMemoryApi(
    {
      'author-applications': [
        waiting('a1', 'tendai.moyo@afrimedia.test'),
        waiting('a2', 'kofi@afrimedia.test'),
      ],
    },
    {
      onAct: ({ action }): Partial<AdminAuthorApplicationRecord> => ({
        status: action === 'approve' ? 'validated' : 'rejected',
      }),
    },
  );
  const dataProvider = refusal
    ? { ...api.dataProvider, act: () => Promise.reject(new Error(refusal)) }
    : api.dataProvider;
  renderInAdmin(<AuthorApplicationList />, { dataProvider, resource: 'author-applications' });
  const row = async (email: string) => (await screen.findByText(email)).closest('tr') as HTMLElement;
  return { ...api, row };
}

describe('the author applications queue', () => {
  it('lists who waits, with how long, and approves one', async () => {
    const { acts, row } = setUp();
    const tendai = await row('tendai.moyo@afrimedia.test');
    expect(within(tendai).getByText('2 d 3 h')).toBeTruthy();
    expect(within(tendai).getByText('Zimbabwe')).toBeTruthy();
    await userEvent.click(within(tendai).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(acts).toEqual([{ resource: 'author-applications', id: 'a1', action: 'approve' }]),
    );
    await waitFor(() => expect(screen.queryByText('tendai.moyo@afrimedia.test')).toBeNull());
    expect(screen.getByText('kofi@afrimedia.test')).toBeTruthy();
  });

  it('rejects only with a reason, which it sends', async () => {
    const { acts, row } = setUp();
    await userEvent.click(within(await row('kofi@afrimedia.test')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await userEvent.type(within(dialog).getByLabelText(/Reason/), '   ');
    expect(confirm.disabled).toBe(true);
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'No published work yet');
    await userEvent.click(confirm);
    await waitFor(() =>
      expect(acts).toEqual([
        { resource: 'author-applications', id: 'a2', action: 'reject', reason: 'No published work yet' },
      ]),
    );
  });

  it("shows the API's message when it refuses an action, and the applicant stays in the queue", async () => {
    const { row } = setUp('This application was already decided');
    await userEvent.click(within(await row('kofi@afrimedia.test')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('This application was already decided')).toBeTruthy();
    expect(screen.getByText('kofi@afrimedia.test')).toBeTruthy();
  });
});
