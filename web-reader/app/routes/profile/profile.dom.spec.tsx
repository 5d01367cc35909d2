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
import type { SubscriptionTabData } from './subscription-data.server.ts';
import { tabOf } from './tabs.ts';

const NOTHING_SUBSCRIBED: SubscriptionTabData = {
  active: false,
  autoRenew: false,
  plans: [],
  cardEntry: { card_entry: 'fields' },
  payments: [],
};

/** The account page at `url`, with the loader's data as the real loader derives it from the address. */
function renderProfile(
  url: string,
  {
    user = testUser(),
    lang = 'en',
    action,
    subscription = NOTHING_SUBSCRIBED,
  }: {
    user?: User;
    lang?: 'en' | 'ar';
    action?: () => ProfileActionResult;
    subscription?: SubscriptionTabData;
  } = {},
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
          subscription: tab === 'subscriptions' ? subscription : null,
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

  it('warns that deleting is irreversible, asks for the password and an acknowledgement, and offers the data first', async () => {
    renderProfile('/profile?t=delete');
    expect(
      await screen.findByText(
        'Deleting your account is irreversible: it removes your profile, your publications, your articles and your mailing list.',
      ),
    ).toBeTruthy();
    const password = screen.getByLabelText('Current password') as HTMLInputElement;
    expect([password.type, password.required]).toEqual(['password', true]);
    const acknowledged = screen.getByRole('checkbox', { name: 'I understand that this cannot be undone.' });
    expect((acknowledged as HTMLInputElement).required).toBe(true);
    expect(screen.getByRole('button', { name: 'Delete my account' }).className).toContain('button--danger');
    expect(screen.getByRole('link', { name: 'Download my data' }).getAttribute('href')).toBe(
      '/profile/export',
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
});

const PLANS: SubscriptionTabData['plans'] = [
  { id: 'basic-week', plan: 'basic', period: 'week', amountCents: 129, currency: 'eur' },
  { id: 'premium-month', plan: 'premium', period: 'month', amountCents: 599, currency: 'eur' },
];
const SUBSCRIBER = testUser({
  subscription_id: 'premium-month',
  subscription_end: '2026-07-01T00:00:00.000Z',
});
const SUBSCRIBED: SubscriptionTabData = {
  active: true,
  autoRenew: true,
  plans: [],
  cardEntry: null,
  payments: [
    {
      id: 'pay-2',
      date: 'Jun 1, 2026',
      plan: 'premium',
      period: 'month',
      amountCents: 599,
      status: 'paid',
      failureReason: null,
    },
    {
      id: 'pay-1',
      date: 'May 31, 2026',
      plan: 'premium',
      period: 'month',
      amountCents: 599,
      status: 'failed',
      failureReason: 'CARD_DECLINED',
    },
  ],
};

async function fillCard(number: string) {
  await userEvent.type(await screen.findByLabelText('Name on the card'), 'Ada Reader');
  await userEvent.type(screen.getByLabelText('Card number'), number);
  await userEvent.type(screen.getByLabelText('Expiry month (MM)'), '12');
  await userEvent.type(screen.getByLabelText('Expiry year (YYYY)'), '2031');
  await userEvent.type(screen.getByLabelText('Security code (CVC)'), '123');
}

describe('the subscription tab', () => {
  it('offers the priced plans in euros and a card form the browser can fill in', async () => {
    renderProfile('/profile?t=subscriptions', { subscription: { ...NOTHING_SUBSCRIBED, plans: PLANS } });
    const group = await screen.findByRole('group', { name: 'Choose a plan' });
    const options = within(group).getAllByRole('radio');
    expect(options.map((option) => option.closest('label')?.textContent)).toEqual([
      'Basic, Weekly: €1.29',
      'Premium, Monthly: €5.99',
    ]);
    expect((options[0] as HTMLInputElement).checked).toBe(true);
    const autocomplete = (label: string) => screen.getByLabelText(label).getAttribute('autocomplete');
    expect(autocomplete('Name on the card')).toBe('cc-name');
    expect(autocomplete('Card number')).toBe('cc-number');
    expect(autocomplete('Expiry month (MM)')).toBe('cc-exp-month');
    expect(autocomplete('Expiry year (YYYY)')).toBe('cc-exp-year');
    expect(autocomplete('Security code (CVC)')).toBe('cc-csc');
    const number = screen.getByLabelText('Card number');
    expect(number.getAttribute('inputmode')).toBe('numeric');
    expect(number.getAttribute('dir')).toBe('ltr');
    expect(screen.getByText('No payment yet.')).toBeTruthy();
  });

  it('writes the amounts and the plans in Arabic, the card number still left to right', async () => {
    renderProfile('/profile?t=subscriptions', {
      lang: 'ar',
      subscription: { ...NOTHING_SUBSCRIBED, plans: PLANS },
    });
    const group = await screen.findByRole('group', { name: 'اختر خطة' });
    const premium = within(group).getAllByRole('radio')[1]?.closest('label')?.textContent ?? '';
    expect(premium).toContain('مميز، شهري');
    expect(premium).toContain(
      new Intl.NumberFormat('ar', { style: 'currency', currency: 'EUR' }).format(5.99),
    );
    expect(screen.getByLabelText('رقم البطاقة').getAttribute('dir')).toBe('ltr');
  });

  it('shows the card refusal, keeps the plan and the owner, and gives back no card number or CVC', async () => {
    renderProfile('/profile?t=subscriptions', {
      subscription: { ...NOTHING_SUBSCRIBED, plans: PLANS },
      action: () => ({
        intent: 'subscribe',
        error: { code: 'CARD_DECLINED' },
        kept: { plan: 'premium-month', card_owner: 'Ada Reader' },
      }),
    });
    await fillCard('4000000000000002');
    await userEvent.click(screen.getByRole('radio', { name: /Premium/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your card was declined');
    expect((screen.getByRole('radio', { name: /Premium/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Name on the card') as HTMLInputElement).defaultValue).toBe('Ada Reader');
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Security code (CVC)') as HTMLInputElement).value).toBe('');
    expect(document.body.innerHTML).not.toContain('value="4000000000000002"');
  });

  it('ties a refusal that names a field to that field', async () => {
    renderProfile('/profile?t=subscriptions', {
      subscription: { ...NOTHING_SUBSCRIBED, plans: PLANS },
      action: () => ({ intent: 'subscribe', error: { code: 'INCORRECT_CVC', field: 'cvc' } }),
    });
    await fillCard('4000000000000127');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    const message = await screen.findByText('The CVC number is incorrect');
    const cvc = screen.getByLabelText('Security code (CVC)');
    expect(cvc.getAttribute('aria-invalid')).toBe('true');
    expect(cvc.getAttribute('aria-describedby')).toContain(message.id);
  });

  it("takes the card in Stripe's Card Element when the API says so, with no card field of its own", async () => {
    renderProfile('/profile?t=subscriptions', {
      subscription: {
        ...NOTHING_SUBSCRIBED,
        plans: PLANS,
        cardEntry: { card_entry: 'stripe', publishable_key: 'pk_test_dom' },
      },
    });
    const card = await screen.findByRole('group', { name: 'Card number, expiry date and security code' });
    expect(card.getAttribute('dir')).toBe('ltr');
    expect(screen.getByLabelText('Name on the card').getAttribute('autocomplete')).toBe('cc-name');
    for (const label of ['Card number', 'Expiry month (MM)', 'Expiry year (YYYY)', 'Security code (CVC)']) {
      expect(screen.queryByLabelText(label)).toBeNull();
    }
    expect(document.querySelector('input[name="payment_method"]')?.getAttribute('type')).toBe('hidden');
    // Stripe.js cannot load here: the form cannot be sent without a card.
    expect((screen.getByRole('button', { name: 'Subscribe' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the plan, the end date, auto-renew on, the cancel form and the payments', async () => {
    renderProfile('/profile?t=1', { user: SUBSCRIBER, subscription: SUBSCRIBED });
    expect(
      await screen.findByText('Your plan: Premium, Monthly. It renews automatically on Jul 1, 2026.'),
    ).toBeTruthy();
    expect(
      screen.getByText('Your access lasts until Jul 1, 2026, the end of the period already paid.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel auto-renew' })).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    const rows = within(screen.getByRole('region', { name: 'Payment history' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Jun 1, 2026Premium, Monthly: €5.99Paid',
      'May 31, 2026Premium, Monthly: €5.99Failed: Your card was declined',
    ]);
  });

  it('offers a subscriber the other plans to change to, and shows a refused change in words', async () => {
    renderProfile('/profile?t=1', {
      user: SUBSCRIBER,
      subscription: { ...SUBSCRIBED, plans: PLANS },
      action: () => ({ intent: 'change-plan', error: { code: 'SUBSCRIPTION_CHANGE_REJECTED' } }),
    });
    const group = await screen.findByRole('group', { name: 'Change to another plan' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((option) => option.closest('label')?.textContent),
    ).toEqual(['Basic, Weekly: €1.29']);
    const basic = within(group).getByRole('radio') as HTMLInputElement;
    expect(basic.checked).toBe(false);
    await userEvent.click(basic);
    await userEvent.click(screen.getByRole('button', { name: 'Change plan' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your subscription change request has been rejected!',
    );
    expect(
      screen.getByText('Your plan: Premium, Monthly. It renews automatically on Jul 1, 2026.'),
    ).toBeTruthy();
  });

  it('shows the plan a change moved to, as the payment call answered it', async () => {
    renderProfile('/profile?t=1', {
      user: SUBSCRIBER,
      subscription: { ...SUBSCRIBED, plans: PLANS },
      action: () => ({
        intent: 'change-plan',
        saved: true,
        subscription: { planId: 'basic-week', end: 'Jun 8, 2026', autoRenew: true },
      }),
    });
    await userEvent.click(await screen.findByRole('radio', { name: /Basic/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Change plan' }));
    expect(await screen.findByText('Your plan has been changed.')).toBeTruthy();
    expect(
      screen.getByText('Your plan: Basic, Weekly. It renews automatically on Jun 8, 2026.'),
    ).toBeTruthy();
    const group = screen.getByRole('group', { name: 'Change to another plan' });
    expect(within(group).getByRole('radio', { name: /Premium/ })).toBeTruthy();
  });

  it('shows the subscription the payment call answered, before the account says so', async () => {
    renderProfile('/profile?t=subscriptions', {
      subscription: { ...NOTHING_SUBSCRIBED, plans: PLANS },
      action: () => ({
        intent: 'subscribe',
        saved: true,
        subscription: { planId: 'premium-month', end: 'Jul 1, 2026', autoRenew: true },
      }),
    });
    await fillCard('4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('You are subscribed. Thank you!')).toBeTruthy();
    expect(
      screen.getByText('Your plan: Premium, Monthly. It renews automatically on Jul 1, 2026.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });

  it('says a cancelled subscription ends on its end date, without a cancel form', async () => {
    renderProfile('/profile?t=1', {
      user: SUBSCRIBER,
      subscription: { ...SUBSCRIBED, autoRenew: false },
      action: () => ({ intent: 'cancel-subscription', saved: true }),
    });
    expect(
      await screen.findByText(
        'Your plan: Premium, Monthly. Auto-renew is off: your access lasts until Jul 1, 2026, then ends. Nothing more will be charged.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel auto-renew' })).toBeNull();
  });
});
