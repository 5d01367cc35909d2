import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { data } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/render-route.tsx';
import { testRootData } from '../../testing/root-data.ts';
import Login from './login.tsx';

type Answer = (fields: Record<string, string>) => unknown;

function renderLogin(answer: Answer, url = '/login') {
  const posts: Record<string, string>[] = [];
  const action = async ({ request }: { request: Request }) => {
    const fields = Object.fromEntries((await request.formData()).entries()) as Record<string, string>;
    posts.push(fields);
    return answer(fields);
  };
  const rendered = renderRoutes([{ path: '/login', Component: Login as ComponentType, action }], { url });
  return { posts, ...rendered };
}

const never: Answer = () => {
  throw new Error('not posted in this test');
};

describe('the sign-in screen', () => {
  it('offers the password form and the e-mailed link or code, each field labelled for the browser', async () => {
    renderLogin(never);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    const [passwordEmail, emailOnly] = screen.getAllByLabelText('E-mail address');
    expect(passwordEmail?.getAttribute('autocomplete')).toBe('email');
    expect(emailOnly?.getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByRole('button', { name: 'E-mail me a link' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'E-mail me a code' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/password/forgot',
    );
    // Plain forms: they post without scripts.
    for (const form of document.querySelectorAll('form')) expect(form.getAttribute('method')).toBe('post');
  });

  it("shows the spec's message for a refused password and keeps the e-mail, not the password", async () => {
    const { posts } = renderLogin((fields) =>
      data({ intent: 'password', email: fields.email, error: { code: 'LOGIN_FAILED' } }, { status: 401 }),
    );
    const [email] = await screen.findAllByLabelText('E-mail address');
    await userEvent.type(email as HTMLElement, 'ada@example.org');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-one');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('Login failed. Check that you submitted a valid password and email.'),
    ).toBeTruthy();
    expect(posts[0]).toMatchObject({ intent: 'password', email: 'ada@example.org', password: 'wrong-one' });
    expect((screen.getAllByLabelText('E-mail address')[0] as HTMLInputElement).value).toBe('ada@example.org');
  });

  it('says to wait after too many attempts', async () => {
    renderLogin((fields) =>
      data(
        { intent: 'password', email: fields.email, error: { code: 'TOO_MANY_ATTEMPTS' } },
        { status: 429 },
      ),
    );
    const [email] = await screen.findAllByLabelText('E-mail address');
    await userEvent.type(email as HTMLElement, 'ada@example.org');
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Too many attempts; please wait a moment and try again.',
    );
  });

  it('asks for the e-mailed code on a second step, as a one-time code with a number pad', async () => {
    const { posts } = renderLogin((fields) =>
      fields.intent === 'pin'
        ? { intent: 'pin', email: fields.email, sent: true }
        : data(
            {
              intent: 'code',
              email: fields.email,
              error: { code: 'WRONG_VERIFICATION_CODE', field: 'code' },
            },
            {
              status: 400,
            },
          ),
    );
    const [, email] = await screen.findAllByLabelText('E-mail address');
    await userEvent.type(email as HTMLElement, 'ada@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'E-mail me a code' }));
    expect(posts[0]).toMatchObject({ intent: 'pin', email: 'ada@example.org' });
    expect(
      await screen.findByText('We sent a 6-digit code to ada@example.org. It is valid for 15 minutes.'),
    ).toBeTruthy();
    const code = screen.getByLabelText('Code');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect((screen.getByLabelText('E-mail address') as HTMLInputElement).value).toBe('ada@example.org');

    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with the code' }));
    expect(await screen.findByText('Wrong verification code')).toBeTruthy();
    expect(posts[1]).toMatchObject({ intent: 'code', email: 'ada@example.org', code: '123456' });
    expect(screen.getByLabelText('Code').getAttribute('aria-invalid')).toBe('true');
  });

  it('confirms a sent link in Arabic', async () => {
    const posts: string[] = [];
    renderRoutes(
      [
        {
          path: '/login',
          Component: Login as ComponentType,
          action: async ({ request }) => {
            const email = String((await request.formData()).get('email'));
            posts.push(email);
            return { intent: 'link', email, sent: true };
          },
        },
      ],
      { url: '/login', root: testRootData({}, 'ar') },
    );
    const [, email] = await screen.findAllByLabelText('البريد الإلكتروني');
    await userEvent.type(email as HTMLElement, 'amina@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'أرسلوا لي رابطًا' }));
    await waitFor(() => expect(posts).toEqual(['amina@example.org']));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'أرسلنا رابط الدخول إلى amina@example.org. افتحه خلال 15 دقيقة.',
    );
  });
});
