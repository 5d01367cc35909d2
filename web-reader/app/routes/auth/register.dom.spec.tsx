import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Language } from '@afrimedia/i18n';
import type { ComponentType } from 'react';
import { data, redirect } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/render-route.tsx';
import { testRootData } from '../../testing/root-data.ts';
import Register from './register.tsx';

function renderRegister(
  answer: (fields: Record<string, string>) => unknown = () => null,
  url = '/register',
  lang: Language = 'en',
) {
  const posts: Record<string, string>[] = [];
  const action = async ({ request }: { request: Request }) => {
    const fields = Object.fromEntries((await request.formData()).entries()) as Record<string, string>;
    posts.push(fields);
    return answer(fields);
  };
  const path = url.split('?')[0] ?? url;
  const rendered = renderRoutes([{ path, Component: Register as ComponentType, action }], {
    url,
    root: testRootData({}, lang),
  });
  return { posts, ...rendered };
}

const AGE_STATEMENTS = {
  adult: 'I am 18 or older',
  consent: 'I am under 18 and a parent or legal guardian agrees to this account',
};

async function fill({
  password = 'Strong-Passw0rd',
  confirmation = password,
  terms = true,
  age = 'adult',
}: {
  password?: string;
  confirmation?: string;
  terms?: boolean;
  age?: keyof typeof AGE_STATEMENTS | null;
} = {}) {
  await userEvent.type(await screen.findByLabelText('E-mail address'), 'ada@example.org');
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.type(screen.getByLabelText('Confirm the password'), confirmation);
  await userEvent.type(screen.getByLabelText('First name'), 'Ada');
  if (age) await userEvent.click(screen.getByRole('radio', { name: AGE_STATEMENTS[age] }));
  if (terms) await userEvent.click(screen.getByRole('checkbox'));
}

describe('the registration screen', () => {
  it('labels every field, states the password rule and requires the terms of use', async () => {
    renderRegister();
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeTruthy();
    expect(screen.getByLabelText('E-mail address').getAttribute('autocomplete')).toBe('email');
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('autocomplete')).toBe('new-password');
    const help = document.getElementById(password.getAttribute('aria-describedby') ?? '');
    expect(help?.textContent).toBe(
      'At least 8 characters, with an uppercase letter, a lowercase letter and a digit.',
    );
    expect(screen.getByLabelText('Confirm the password').getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByLabelText('First name').getAttribute('autocomplete')).toBe('given-name');
    expect(screen.getByLabelText('Last name').getAttribute('autocomplete')).toBe('family-name');
    expect(screen.getByLabelText('Phone number (optional)').getAttribute('type')).toBe('tel');
    const terms = screen.getByRole('checkbox', { name: /I have read and accept the terms of use/ });
    expect(terms.hasAttribute('required')).toBe(true);
    expect(screen.getByRole('link', { name: 'terms of use' }).getAttribute('href')).toBe('/terms-of-use');
  });

  it('does not send the form without the terms accepted', async () => {
    const { posts } = renderRegister();
    await fill({ terms: false });
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('You must fill all the fields')).toBeTruthy();
    expect(screen.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
    expect(posts).toEqual([]);
  });

  it('asks the age: an optional birthdate and a required statement of 18 or over, or of parental consent', async () => {
    renderRegister();
    const age = await screen.findByRole('group', { name: 'Your age' });
    const birthdate = within(age).getByLabelText('Date of birth (optional)');
    expect(birthdate.getAttribute('type')).toBe('date');
    expect(birthdate.hasAttribute('required')).toBe(false);
    for (const statement of Object.values(AGE_STATEMENTS))
      expect(within(age).getByRole('radio', { name: statement }).hasAttribute('required')).toBe(true);
  });

  it('does not send the form without the age statement', async () => {
    const { posts } = renderRegister();
    await fill({ age: null });
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    const age = screen.getByRole('group', { name: 'Your age' });
    expect((await within(age).findByRole('alert')).textContent).toBe('You must fill all the fields');
    expect(posts).toEqual([]);
  });

  it('sends the birthdate and the parental consent statement', async () => {
    const { posts } = renderRegister();
    await fill({ age: 'consent' });
    await userEvent.type(screen.getByLabelText('Date of birth (optional)'), '2011-05-04');
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ birthdate: '2011-05-04', age: 'consent' });
  });

  it('refuses a confirmation that differs, before sending', async () => {
    const { posts } = renderRegister();
    await fill({ confirmation: 'Strong-Passw0rX' });
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('The password confirmation has failed')).toBeTruthy();
    expect(screen.getByLabelText('Confirm the password').getAttribute('aria-invalid')).toBe('true');
    expect(posts).toEqual([]);
  });

  it('refuses a weak password with the rule, before sending', async () => {
    const { posts } = renderRegister();
    await fill({ password: 'alllowercase1' });
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(
      await screen.findByText(
        'The password must have at least 8 characters, with an uppercase letter, a lowercase letter and a digit.',
      ),
    ).toBeTruthy();
    expect(posts).toEqual([]);
  });

  it('shows a used e-mail next to the field and in a 10-second toast, keeping what was typed', async () => {
    const { posts, store } = renderRegister((fields) =>
      data(
        {
          kept: { email: fields.email, first_name: 'Ada', last_name: '', phone: '' },
          error: { code: 'EMAIL_ALREADY_USED', field: 'email' },
        },
        { status: 409 },
      ),
    );
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('This email is already used')).toBeTruthy();
    expect(posts[0]).toMatchObject({
      email: 'ada@example.org',
      password: 'Strong-Passw0rd',
      password_confirmation: 'Strong-Passw0rd',
      first_name: 'Ada',
      terms: 'on',
      lang: 'en',
    });
    expect(screen.getByLabelText('E-mail address').getAttribute('aria-invalid')).toBe('true');
    expect(store.getState().ui.toasts).toEqual([
      expect.objectContaining({ text: 'This email is already used', ms: 10_000 }),
    ]);
  });

  it('shows a refusal once, and drops it when a later attempt signs up', async () => {
    let taken = true;
    const { store } = renderRoutes(
      [
        {
          path: '/register',
          Component: Register as ComponentType,
          action: async ({ request }) => {
            const fields = Object.fromEntries((await request.formData()).entries());
            if (!taken) return redirect('/callback');
            return data(
              {
                kept: { email: String(fields.email), first_name: 'Ada', last_name: '', phone: '' },
                error: { code: 'EMAIL_ALREADY_USED', field: 'email' },
              },
              { status: 409 },
            );
          },
        },
        { path: '/callback', Component: () => <h1>Check your e-mail</h1> },
      ],
      { url: '/register', root: testRootData() },
    );
    await fill();
    const submit = screen.getByRole('button', { name: 'Create my account' });
    await userEvent.click(submit);
    expect(await screen.findByText('This email is already used')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    await userEvent.click(screen.getByRole('radio', { name: 'I want to write (author)' }));
    await userEvent.click(screen.getByRole('radio', { name: 'I want to read' }));
    const texts = () => store.getState().ui.toasts.map((toast) => toast.text);
    expect(texts()).toEqual(['This email is already used']);

    await userEvent.click(submit);
    await waitFor(() => expect(texts()).toEqual(['This email is already used']));
    taken = false;
    await userEvent.clear(screen.getByLabelText('E-mail address'));
    await userEvent.type(screen.getByLabelText('E-mail address'), 'grace@example.org');
    await userEvent.type(screen.getByLabelText('Confirm the password'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeTruthy();
    expect(texts()).toEqual([]);
  });

  it('offers to register as a reader, the default, or as an author whose application follows', async () => {
    renderRegister();
    const choice = await screen.findByRole('group', { name: 'How will you use the platform?' });
    const reader = screen.getByRole('radio', { name: 'I want to read' });
    const author = screen.getByRole('radio', { name: 'I want to write (author)' });
    expect(choice.contains(author)).toBe(true);
    expect((reader as HTMLInputElement).checked).toBe(true);
    expect((author as HTMLInputElement).checked).toBe(false);
    expect(document.getElementById(author.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Once your account is created, you fill in your author application; the platform team validates it before you can publish.',
    );
  });

  it('sends the chosen role, and keeps the choice after a refusal', async () => {
    const { posts } = renderRegister((fields) =>
      data(
        {
          kept: { email: fields.email, first_name: 'Ada', last_name: '', phone: '', role: fields.role },
          error: { code: 'EMAIL_ALREADY_USED', field: 'email' },
        },
        { status: 409 },
      ),
    );
    await fill();
    await userEvent.click(screen.getByRole('radio', { name: 'I want to write (author)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(await screen.findByText('This email is already used')).toBeTruthy();
    expect(posts[0]).toMatchObject({ email: 'ada@example.org', role: 'owner' });
    expect(
      (screen.getByRole('radio', { name: 'I want to write (author)' }) as HTMLInputElement).checked,
    ).toBe(true);
  });

  it.each([
    ['fr', 'Comment utiliserez-vous la plateforme ?', 'Je veux lire', 'Je veux écrire (auteur)'],
    ['ar', 'كيف ستستخدم المنصة؟', 'أريد أن أقرأ', 'أريد أن أكتب (مؤلف)'],
    ['es', '¿Cómo usarás la plataforma?', 'Quiero leer', 'Quiero escribir (autor)'],
  ] as const)('offers the choice in %s', async (lang, legend, asReader, asAuthor) => {
    renderRegister(undefined, '/register', lang);
    const choice = await screen.findByRole('group', { name: legend });
    expect(choice.contains(screen.getByRole('radio', { name: asReader }))).toBe(true);
    expect(choice.contains(screen.getByRole('radio', { name: asAuthor }))).toBe(true);
  });

  it('is leaner for the mobile apps: no phone', async () => {
    renderRegister(undefined, '/mobileregister');
    expect(await screen.findByLabelText('E-mail address')).toBeTruthy();
    expect(screen.queryByLabelText('Phone number (optional)')).toBeNull();
    expect(screen.getByRole('checkbox').hasAttribute('required')).toBe(true);
  });
});
