import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/render-route.tsx';
import { testRootData, testUser } from '../../testing/root-data.ts';
import AboutSubscription from './about-subscription.tsx';

const show = (root = testRootData()) =>
  renderRoutes([{ path: '/about-subscription', Component: AboutSubscription }], {
    url: '/about-subscription',
    root,
  });

describe('the subscription page (/about-subscription)', () => {
  it('explains the launch, freemium, the two plans, the periods and that prices are not published', async () => {
    show();
    await screen.findByRole('heading', { level: 1, name: 'Subscription' });
    expect(screen.getByRole('region', { name: 'Free during the launch' }).textContent).toMatch(
      /free and unlimited/,
    );
    const after = screen.getByRole('region', { name: 'After the launch' });
    expect(after.textContent).toMatch(/5 free readings\. After them, you are offered a Basic or a Premium/);
    const premium = screen.getByRole('region', { name: 'Premium' });
    expect(
      within(premium)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['No advertising interruptions (audio and video ads)', 'Exclusive content', 'Offline saving']);
    expect(screen.getByRole('region', { name: 'Basic' }).textContent).toMatch(/limited number of services/);
    for (const period of ['One week', 'Two weeks', 'Monthly', 'Yearly'])
      expect(screen.getByText(period)).toBeTruthy();
    expect(after.textContent).toMatch(/shown in euros\. They are not published yet/);
    const terms = screen.getByRole('region', { name: 'Terms' });
    expect(terms.textContent).toMatch(/at least 15 days before/);
    expect(terms.textContent).toMatch(/at least 18 years old to subscribe/);
    expect(screen.queryByText(/€/)).toBeNull();
  });

  it('answers the questions in <details> that open without scripts', async () => {
    show();
    const faq = await screen.findByRole('region', { name: 'Frequently asked questions' });
    const questions = faq.querySelectorAll('details');
    expect(questions.length).toBeGreaterThanOrEqual(8);
    for (const question of questions)
      expect(question.querySelector(':scope > summary')?.textContent).toMatch(/\?$/);
    const stop = screen.getByText('How do I stop my subscription?');
    const details = stop.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await userEvent.click(stop);
    expect(details.open).toBe(true);
    expect(within(details).getByText(/until the end of the period/)).toBeTruthy();
  });

  it('invites a visitor to register, not a signed-in reader; in Arabic too', async () => {
    show(testRootData({}, 'ar'));
    await screen.findByRole('heading', { level: 1, name: 'الاشتراك' });
    expect(screen.getByRole('link', { name: 'أنشئ حسابًا مجانيًا' }).getAttribute('href')).toBe('/register');
    expect(screen.getByText('الأسئلة الشائعة')).toBeTruthy();
  });

  it('does not ask a signed-in reader to register', async () => {
    show(testRootData({ user: testUser() }));
    await screen.findByRole('heading', { level: 1, name: 'Subscription' });
    expect(screen.queryByRole('link', { name: 'Create a free account' })).toBeNull();
  });
});
