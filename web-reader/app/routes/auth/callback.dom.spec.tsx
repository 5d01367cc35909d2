import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { data } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/render-route.tsx';
import { testRootData, testUser } from '../../testing/root-data.ts';
import Callback from './callback.tsx';

const unverified = testRootData({ user: testUser({ email_verified: false }) });

describe('the sign-in callback', () => {
  it('says why a link failed and leads back to sign in', async () => {
    renderRoutes(
      [
        {
          path: '/callback',
          Component: Callback as ComponentType,
          loader: () => data({ state: 'failed', code: 'INVALID_CODE' }, { status: 400 }),
        },
      ],
      { url: '/callback?email=ada%40example.org&token=nope' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'This link does not work' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Invalid code');
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
  });

  it('asks a new reader for the code that confirms their address', async () => {
    const posts: Record<string, string>[] = [];
    renderRoutes(
      [
        {
          path: '/callback',
          Component: Callback as ComponentType,
          loader: () => ({ state: 'pending', email: 'ada@example.org' }),
          action: async ({ request }) => {
            posts.push(Object.fromEntries((await request.formData()).entries()) as Record<string, string>);
            return data({ error: { code: 'WRONG_VERIFICATION_CODE', field: 'code' } }, { status: 400 });
          },
        },
      ],
      { url: '/callback', root: unverified },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'We sent a 6-digit code to ada@example.org. Enter it to confirm your address.',
    );
    const code = screen.getByLabelText('Code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    await userEvent.type(code, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my address' }));
    expect(await screen.findByText('Wrong verification code')).toBeTruthy();
    expect(posts[0]).toMatchObject({ intent: 'verify', code: '111111' });
  });

  it('confirms a verified address', async () => {
    renderRoutes(
      [
        {
          path: '/callback',
          Component: Callback as ComponentType,
          loader: () => ({ state: 'verified', signedIn: false }),
        },
      ],
      { url: '/callback?email=ada%40example.org&token=123456' },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your e-mail address is confirmed' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });
});
