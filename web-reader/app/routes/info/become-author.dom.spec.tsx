import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RootData } from '../../server/root-data.server.ts';
import { renderRoutes } from '../../testing/render-route.tsx';
import { testRootData, testUser } from '../../testing/root-data.ts';
import BecomeAuthor from './become-author.tsx';
import Landing from './landing.tsx';

const show = (path: string, Component: () => React.JSX.Element, root: RootData = testRootData()) =>
  renderRoutes([{ path, Component }], { url: path, root });

const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('becoming an author (/become-author)', () => {
  it('tells the role, the validation by the team and how authors are paid', async () => {
    show('/become-author', BecomeAuthor);
    await screen.findByRole('heading', { level: 1, name: 'Become an author' });
    expect(screen.getByRole('region', { name: 'Validation by the platform team' }).textContent).toMatch(
      /checks every application/,
    );
    expect(screen.getByRole('region', { name: 'How payment works' }).textContent).toMatch(
      /number of readers and clicks/,
    );
  });

  it('sends a visitor to register or sign in first', async () => {
    show('/become-author', BecomeAuthor);
    await screen.findByRole('link', { name: 'Create an account' });
    expect(href('Create an account')).toBe('/register');
    expect(href('Sign in')).toBe('/login');
  });

  it("offers a signed-in reader the application form and the team's guide to applying", async () => {
    show('/become-author', BecomeAuthor, testRootData({ user: testUser() }));
    expect(await screen.findByRole('link', { name: 'How to apply' })).toBeTruthy();
    expect(href('How to apply')).toBe('/page/become-author');
    expect(href('Apply now')).toBe('/become-author/apply');
    expect(screen.queryByRole('link', { name: 'Create an account' })).toBeNull();
  });

  it('shows an applicant where the application stands', async () => {
    show(
      '/become-author',
      BecomeAuthor,
      testRootData({ user: testUser({ role: 'owner', userVerificationStatus: 'pending' }) }),
    );
    expect(await screen.findByText('Your application is being reviewed by the platform team.')).toBeTruthy();
    expect(href('Where my application stands')).toBe('/page/become-author-pending');
    expect(screen.queryByRole('link', { name: 'Apply now' })).toBeNull();
  });
});

describe('the creators’ landing page (/landing)', () => {
  it('says what the platform is and how authors get paid, with the ways in for a visitor', async () => {
    show('/landing', Landing);
    await screen.findByRole('heading', { level: 1, name: 'Publish your stories. Get paid for them.' });
    expect(screen.getByRole('region', { name: 'How authors get paid' }).textContent).toMatch(
      /number of readers and clicks/,
    );
    expect(screen.getAllByRole('link', { name: 'Create an account' })[0]?.getAttribute('href')).toBe(
      '/register',
    );
    expect(screen.getAllByRole('link', { name: 'Become an author' })[0]?.getAttribute('href')).toBe(
      '/become-author',
    );
  });

  it('takes a validated author to their publications instead', async () => {
    const author = testUser({
      role: 'owner',
      userVerificationStatus: 'verified',
      defaultPublicationSlug: 'kora',
    });
    show('/landing', Landing, testRootData({ user: author }, 'fr'));
    await screen.findByRole('heading', { level: 1, name: 'Publiez vos histoires. Soyez payé pour elles.' });
    expect(screen.getAllByRole('link', { name: 'Aller à mes publications' })[0]?.getAttribute('href')).toBe(
      '/publications/kora',
    );
    expect(screen.queryByRole('link', { name: 'Créer un compte' })).toBeNull();
  });
});
