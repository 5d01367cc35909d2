import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { data, redirect } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/render-route.tsx';
import { testRootData, testUser } from '../../testing/root-data.ts';
import PasswordChange from './password-change.tsx';
import PasswordForgot from './password-forgot.tsx';

function recorder(answer: (fields: Record<string, string>) => unknown) {
  const posts: Record<string, string>[] = [];
  const action = async ({ request }: { request: Request }) => {
    const fields = Object.fromEntries((await request.formData()).entries()) as Record<string, string>;
    posts.push(fields);
    return answer(fields);
  };
  return { posts, action };
}

describe('forgot password', () => {
  it('sends a code to the e-mail, then asks for the code and the new password twice', async () => {
    const { posts, action } = recorder((fields) =>
      fields.intent === 'send' ? { intent: 'send', email: fields.email, sent: true } : null,
    );
    renderRoutes([{ path: '/password/forgot', Component: PasswordForgot as ComponentType, action }], {
      url: '/password/forgot',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('E-mail address'), 'ada@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(posts[0]).toMatchObject({ intent: 'send', email: 'ada@example.org' });

    expect(await screen.findByRole('heading', { level: 2, name: 'Choose a new password' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'We sent a 6-digit code to ada@example.org. It is valid for 15 minutes.',
    );
    expect((screen.getByLabelText('E-mail address') as HTMLInputElement).value).toBe('ada@example.org');
    const code = screen.getByLabelText('Code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByLabelText('New password').getAttribute('autocomplete')).toBe('new-password');

    await userEvent.type(code, '123456');
    await userEvent.type(screen.getByLabelText('New password'), 'Fresh-Passw0rd');
    await userEvent.type(screen.getByLabelText('Confirm the password'), 'Fresh-Passw0rd!');
    await userEvent.click(screen.getByRole('button', { name: 'Save my new password' }));
    expect(await screen.findByText('The password confirmation has failed')).toBeTruthy();
    expect(posts).toHaveLength(1);
  });

  it("shows the API's refusal of the code on the code field", async () => {
    const { action } = recorder((fields) =>
      data(
        { intent: 'reset', email: fields.email, error: { code: 'INVALID_CODE', field: 'code' } },
        { status: 400 },
      ),
    );
    renderRoutes([{ path: '/password/forgot', Component: PasswordForgot as ComponentType, action }], {
      url: '/password/forgot?step=code&email=ada%40example.org',
    });
    expect((await screen.findByLabelText('E-mail address')).getAttribute('value')).toBe('ada@example.org');
    await userEvent.type(screen.getByLabelText('Code'), '000000');
    await userEvent.type(screen.getByLabelText('New password'), 'Fresh-Passw0rd');
    await userEvent.type(screen.getByLabelText('Confirm the password'), 'Fresh-Passw0rd');
    await userEvent.click(screen.getByRole('button', { name: 'Save my new password' }));
    expect(await screen.findByText('Invalid code')).toBeTruthy();
    expect(screen.getByLabelText('Code').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('after a reset', () => {
  it('confirms the new password, and leads on signed in', async () => {
    const { action } = recorder(() => redirect('/password/forgot?step=done'));
    renderRoutes([{ path: '/password/forgot', Component: PasswordForgot as ComponentType, action }], {
      url: '/password/forgot?step=code&email=ada%40example.org',
      root: testRootData({ user: testUser() }),
    });
    await userEvent.type(await screen.findByLabelText('Code'), '123456');
    await userEvent.type(screen.getByLabelText('New password'), 'Fresh-Passw0rd');
    await userEvent.type(screen.getByLabelText('Confirm the password'), 'Fresh-Passw0rd');
    await userEvent.click(screen.getByRole('button', { name: 'Save my new password' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your password is changed. You are signed in with it.',
    );
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/');
    expect(screen.queryByLabelText('Code')).toBeNull();
  });

  it('confirms it in French, and asks to sign in when the new session did not start', async () => {
    renderRoutes([{ path: '/password/forgot', Component: PasswordForgot as ComponentType }], {
      url: '/password/forgot?step=done',
      root: testRootData({}, 'fr'),
    });
    expect((await screen.findByRole('status')).textContent).toBe('Votre mot de passe est changé.');
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe('/login');
  });
});

describe('change password', () => {
  const root = testRootData({ user: testUser() });
  const loader = () => ({ email: 'reader@afrimedia.test' });

  it('asks for the current password, the new one and its confirmation', async () => {
    const { posts, action } = recorder(() => ({ done: true }));
    renderRoutes([{ path: '/password/change', Component: PasswordChange as ComponentType, loader, action }], {
      url: '/password/change',
      root,
    });
    const current = await screen.findByLabelText('Current password');
    expect(current.getAttribute('autocomplete')).toBe('current-password');
    await userEvent.type(current, 'Old-Passw0rd');
    await userEvent.type(screen.getByLabelText('New password'), 'New-Passw0rd');
    await userEvent.type(screen.getByLabelText('Confirm the password'), 'New-Passw0rd');
    await userEvent.click(screen.getByRole('button', { name: 'Change my password' }));
    expect(await screen.findByText('Your password is changed.')).toBeTruthy();
    expect(posts[0]).toMatchObject({
      current_password: 'Old-Passw0rd',
      password: 'New-Passw0rd',
      password_confirmation: 'New-Passw0rd',
    });
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('');
  });

  it('refuses a confirmation that differs before sending', async () => {
    const { posts, action } = recorder(() => ({ done: true }));
    renderRoutes([{ path: '/password/change', Component: PasswordChange as ComponentType, loader, action }], {
      url: '/password/change',
      root,
    });
    await userEvent.type(await screen.findByLabelText('Current password'), 'Old-Passw0rd');
    await userEvent.type(screen.getByLabelText('New password'), 'New-Passw0rd');
    await userEvent.type(screen.getByLabelText('Confirm the password'), 'New-Passw0rx');
    await userEvent.click(screen.getByRole('button', { name: 'Change my password' }));
    expect(await screen.findByText('The password confirmation has failed')).toBeTruthy();
    expect(posts).toEqual([]);
  });

  it('shows a refused change next to the field and in a 3-second toast', async () => {
    const { action } = recorder(() =>
      data({ error: { code: 'WRONG_PASSWORD', field: 'current_password' } }, { status: 400 }),
    );
    const { store } = renderRoutes(
      [{ path: '/password/change', Component: PasswordChange as ComponentType, loader, action }],
      { url: '/password/change', root },
    );
    await userEvent.type(await screen.findByLabelText('Current password'), 'Not-It-0');
    await userEvent.type(screen.getByLabelText('New password'), 'New-Passw0rd');
    await userEvent.type(screen.getByLabelText('Confirm the password'), 'New-Passw0rd');
    await userEvent.click(screen.getByRole('button', { name: 'Change my password' }));
    expect(await screen.findByText('Wrong password')).toBeTruthy();
    expect(screen.getByLabelText('Current password').getAttribute('aria-invalid')).toBe('true');
    expect(store.getState().ui.toasts).toEqual([
      expect.objectContaining({ text: 'Wrong password', ms: 3_000 }),
    ]);
  });
});
