import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../testing/render-route.tsx';
import { testRootData, testUser } from '../testing/root-data.ts';
import { TopMenu } from './TopMenu.tsx';

const PARENT = testUser({
  role: 'owner',
  userVerificationStatus: 'verified',
  defaultPublicationSlug: 'kora',
});
const KIDS = {
  ...PARENT.profiles[0]!,
  id: 'kids',
  name: 'Kids',
  kids: true,
  age_limit: '12-age-restriction' as const,
  is_default: false,
};

function menuOf(user = PARENT) {
  renderRoutes([{ path: '/*', Component: TopMenu }], { url: '/videos', root: testRootData({ user }) });
  return screen.findByRole('navigation', { name: 'Main menu' });
}

const hrefs = (element: HTMLElement) =>
  within(element)
    .queryAllByRole('link', { hidden: true })
    .map((link) => link.getAttribute('href'));

describe('the menus on a kids profile', () => {
  it('offer a grown-up profile its author tools, the subscription, settings and the way to switch profile', async () => {
    const menu = await menuOf();
    expect(hrefs(menu)).toEqual(
      expect.arrayContaining(['/publications/kora', '/stats', '/about-subscription']),
    );
    const account = document.querySelector<HTMLElement>('.profile-menu')!;
    expect(hrefs(account)).toEqual(['/profile', '/profiles']);
  });

  it('hide author tools, payments and account settings, keeping the way to switch profile', async () => {
    const menu = await menuOf(
      testUser({ ...PARENT, profiles: [PARENT.profiles[0]!, KIDS], profile: 'kids' }),
    );
    expect(within(menu).queryByText('Author space')).toBeNull();
    expect(hrefs(menu)).not.toEqual(expect.arrayContaining(['/stats']));
    expect(hrefs(menu)).not.toContain('/about-subscription');
    expect(hrefs(menu)).not.toContain('/page/become-author');
    const account = document.querySelector<HTMLElement>('.profile-menu')!;
    expect(hrefs(account)).toEqual(['/profiles']);
    expect(within(account).getByText('Switch profile', { selector: 'a' })).toBeTruthy();
  });
});
