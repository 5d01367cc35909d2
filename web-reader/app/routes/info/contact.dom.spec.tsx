import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { data } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/render-route.tsx';
import { testRootData, testUser } from '../../testing/root-data.ts';
import Contact from './contact.tsx';

type Refusal = { code: string; field?: string; status: number };

/** The page with an action that answers as the real one does when the API refuses with `refusal`. */
function showContact(refusal?: Refusal, { url = '/contact', root = testRootData() } = {}) {
  const posts: Record<string, string>[] = [];
  const action = async ({ request }: { request: Request }) => {
    const values = Object.fromEntries((await request.formData()).entries()) as Record<string, string>;
    posts.push(values);
    if (!refusal) return null;
    return data({ values, error: { code: refusal.code, field: refusal.field } }, { status: refusal.status });
  };
  renderRoutes([{ path: '/contact', Component: Contact as ComponentType, action }], { url, root });
  return posts;
}

async function fillIn() {
  await userEvent.type(await screen.findByLabelText('Your name'), 'Aminata Diallo');
  await userEvent.type(screen.getByLabelText('Your e-mail address'), 'aminata@example.org');
  await userEvent.type(screen.getByLabelText('Subject'), 'A partnership');
  await userEvent.type(screen.getByLabelText('Message'), 'We run a radio in Dakar.');
}

describe('the contact form (/contact)', () => {
  it('labels every field, all required, the message with its minimum, in a plain POST form', async () => {
    showContact();
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    const fields = ['Your name', 'Your e-mail address', 'Subject', 'Message'].map((label) =>
      screen.getByLabelText(label),
    );
    for (const field of fields) expect(field.hasAttribute('required')).toBe(true);
    expect(fields[1]?.getAttribute('type')).toBe('email');
    const message = fields[3] as HTMLTextAreaElement;
    expect(message.minLength).toBe(10);
    expect(document.getElementById(message.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'At least 10 characters.',
    );
    const form = message.closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
  });

  it('posts what was typed and shows a refusal next to its field, keeping the text', async () => {
    const posts = showContact({ code: 'WRONG_EMAIL', field: 'email', status: 400 });
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Wrong email');
    expect(posts).toEqual([
      {
        name: 'Aminata Diallo',
        email: 'aminata@example.org',
        subject: 'A partnership',
        message: 'We run a radio in Dakar.',
      },
    ]);
    const email = screen.getByLabelText('Your e-mail address');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(alert.id);
    expect(screen.getByLabelText('Message').getAttribute('aria-invalid')).toBeNull();
    expect((screen.getByLabelText('Subject') as HTMLInputElement).value).toBe('A partnership');
  });

  it('says why a message was not sent when no field is at fault, in Arabic', async () => {
    showContact(
      { code: 'TOO_MANY_ATTEMPTS', status: 429 },
      { url: '/contact', root: testRootData({}, 'ar') },
    );
    await userEvent.type(await screen.findByLabelText('اسمك'), 'أمينة');
    await userEvent.type(screen.getByLabelText('بريدك الإلكتروني'), 'amina@example.org');
    await userEvent.type(screen.getByLabelText('الموضوع'), 'شراكة');
    await userEvent.type(screen.getByLabelText('الرسالة'), 'نريد مشاركة برامجنا الإذاعية.');
    await userEvent.click(screen.getByRole('button', { name: 'إرسال' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^تعذّر إرسال رسالتك\. /);
    expect(alert.textContent?.length).toBeGreaterThan('تعذّر إرسال رسالتك. '.length);
  });

  it('thanks the sender once the message has gone', async () => {
    showContact(undefined, { url: '/contact?sent=1' });
    await screen.findByRole('heading', { level: 1, name: 'Thank you!' });
    expect(screen.getByRole('status').textContent).toMatch(/reached the platform team/);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Write another message' }).getAttribute('href')).toBe('/contact');
  });

  it("fills in a signed-in reader's name and address", async () => {
    showContact(undefined, {
      root: testRootData({ user: testUser({ first_name: 'Ada', last_name: 'Obi' }) }),
    });
    expect(((await screen.findByLabelText('Your name')) as HTMLInputElement).value).toBe('Ada Obi');
    expect((screen.getByLabelText('Your e-mail address') as HTMLInputElement).value).toBe(
      'reader@afrimedia.test',
    );
  });
});
