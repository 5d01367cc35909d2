import type { Language } from '@afrimedia/i18n';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { data } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../testing/render-route.tsx';
import { testRootData, testUser } from '../../../testing/root-data.ts';
import Apply from './apply.tsx';

const countries = [
  { code: 'ng', name: 'Nigeria' },
  { code: 'sn', name: 'Senegal' },
];

interface Refused {
  reason: string | null;
  sent: { expertise_title: string; about_me: string; country: string } | null;
}

function renderApply(
  answer: (fields: Record<string, string>) => unknown,
  lang: Language = 'en',
  refused: Refused | null = null,
) {
  const posts: Record<string, string>[] = [];
  const action = async ({ request }: { request: Request }) => {
    const fields = Object.fromEntries((await request.formData()).entries()) as Record<string, string>;
    posts.push(fields);
    return answer(fields);
  };
  renderRoutes(
    [
      {
        path: '/become-author/apply',
        Component: Apply as ComponentType,
        loader: () => ({ countries, refused }),
        action,
      },
    ],
    { url: '/become-author/apply', root: testRootData({ user: testUser() }, lang) },
  );
  return posts;
}

const refusal = (code: string, field: string, kept: Record<string, string>) =>
  data({ kept, error: { code, field } }, { status: 400 });

const describedText = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

describe('the author application form', () => {
  it('asks for the expertise title, the about-me text and an optional country, with their rules', async () => {
    renderApply(() => null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Apply to become an author' })).toBeTruthy();
    const title = screen.getByLabelText('Expertise title');
    expect(describedText(title)).toMatch(/At least 10 characters/);
    expect(describedText(screen.getByLabelText('About me'))).toMatch(/At least 50 characters/);
    const country = screen.getByLabelText('Country (optional)');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Not given',
      'Nigeria',
      'Senegal',
    ]);
    expect(country.hasAttribute('required')).toBe(false);
    expect(screen.getByRole('link', { name: 'Read the guide to applying' }).getAttribute('href')).toBe(
      '/page/become-author',
    );
  });

  it('sends what was typed and shows the refusal next to its field, keeping the texts', async () => {
    const posts = renderApply((fields) =>
      refusal('TEXT_TOO_SHORT', 'about_me', {
        expertise_title: fields.expertise_title ?? '',
        about_me: fields.about_me ?? '',
        country: fields.country ?? '',
      }),
    );
    await userEvent.type(await screen.findByLabelText('Expertise title'), 'Culture journalist');
    await userEvent.type(screen.getByLabelText('About me'), 'Too short.');
    await userEvent.selectOptions(screen.getByLabelText('Country (optional)'), 'sn');
    await userEvent.click(screen.getByRole('button', { name: 'Send my application' }));
    expect(await screen.findByText('This text is too short.')).toBeTruthy();
    const about = screen.getByLabelText('About me');
    expect(about.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(about)).toMatch(/This text is too short\./);
    expect((about as HTMLTextAreaElement).value).toBe('Too short.');
    expect((screen.getByLabelText('Expertise title') as HTMLInputElement).value).toBe('Culture journalist');
    expect(posts).toEqual([{ expertise_title: 'Culture journalist', about_me: 'Too short.', country: 'sn' }]);
  });

  it("says what is wrong in the reader's language", async () => {
    renderApply(
      () => refusal('FIELDS_REQUIRED', 'expertise_title', { expertise_title: '', about_me: '', country: '' }),
      'fr',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Envoyer ma candidature' }));
    expect(await screen.findByText('Vous devez remplir tous les champs')).toBeTruthy();
    expect(screen.getByLabelText('Titre d’expertise').getAttribute('aria-invalid')).toBe('true');
  });

  it('puts a wrong country next to the country list', async () => {
    renderApply(() =>
      refusal('WRONG_COUNTRY', 'country', { expertise_title: '', about_me: '', country: '' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Send my application' }));
    expect(await screen.findByText('Wrong country')).toBeTruthy();
    expect(screen.getByLabelText('Country (optional)').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a refusal about no field above the form', async () => {
    renderApply(() => data({ kept: undefined, error: { code: 'SOMETHING_WENT_WRONG' } }, { status: 500 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send my application' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong.');
  });
});

describe('applying again after a refusal', () => {
  const sent = {
    expertise_title: 'Music writer',
    about_me: 'I write about the music of Dakar, its studios and the people who make it.',
    country: 'sn',
  };

  it('says the last application was refused, with the reason, and lets the applicant correct what they sent', async () => {
    const posts = renderApply(() => null, 'en', { reason: 'Tell us where you were published.', sent });
    expect(
      await screen.findByText(
        'The platform team refused your last application. Correct it below and send it again: they will look at it anew.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('figure', { name: 'Their reason' }).textContent).toContain(
      'Tell us where you were published.',
    );
    const title = screen.getByLabelText('Expertise title') as HTMLInputElement;
    expect(title.value).toBe('Music writer');
    expect((screen.getByLabelText('About me') as HTMLTextAreaElement).value).toBe(sent.about_me);
    expect((screen.getByLabelText('Country (optional)') as HTMLSelectElement).value).toBe('sn');
    await userEvent.clear(title);
    await userEvent.type(title, 'Music critic for Le Soleil');
    await userEvent.click(screen.getByRole('button', { name: 'Send my application' }));
    await waitFor(() => expect(posts).toEqual([{ ...sent, expertise_title: 'Music critic for Le Soleil' }]));
  });

  it('starts from an empty form when what was sent is not known any more', async () => {
    renderApply(() => null, 'en', { reason: null, sent: null });
    expect(await screen.findByText(/refused your last application/)).toBeTruthy();
    expect(screen.queryByRole('figure')).toBeNull();
    expect((screen.getByLabelText('Expertise title') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('About me') as HTMLTextAreaElement).value).toBe('');
  });

  it('says nothing of a refusal to a first applicant', async () => {
    renderApply(() => null);
    expect(await screen.findByLabelText('Expertise title')).toBeTruthy();
    expect(screen.queryByText(/refused your last application/)).toBeNull();
  });

  it.each([
    ['fr', /a refusé votre dernière candidature/, 'Titre d’expertise'],
    ['ar', /رفض فريق المنصة طلبك الأخير/, 'مجال الخبرة'],
    ['es', /rechazó tu última solicitud/, 'Título de especialidad'],
  ] as const)('says it in %s', async (lang, notice, expertise) => {
    renderApply(() => null, lang, { reason: null, sent });
    expect(await screen.findByText(notice)).toBeTruthy();
    expect((screen.getByLabelText(expertise) as HTMLInputElement).value).toBe('Music writer');
  });
});
