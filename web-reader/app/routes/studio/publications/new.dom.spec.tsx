import type { Language } from '@afrimedia/i18n';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { data } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../testing/render-route.tsx';
import { testRootData, testUser } from '../../../testing/root-data.ts';
import NewPublication from './new.tsx';
import { StudioErrorBoundary } from './StudioErrorBoundary.tsx';

const author = testUser({ role: 'owner', userVerificationStatus: 'verified' });

function renderNew(answer: (fields: FormData) => unknown, lang: Language = 'en') {
  const posts: FormData[] = [];
  const action = async ({ request }: { request: Request }) => {
    const fields = await request.formData();
    posts.push(fields);
    return answer(fields);
  };
  renderRoutes(
    [{ path: '/publications/new', Component: NewPublication as ComponentType, loader: () => null, action }],
    { url: '/publications/new', root: testRootData({ user: author }, lang) },
  );
  return posts;
}

const refusing = (code: string, field?: string) => (fields: FormData) =>
  data(
    {
      kept: {
        name: String(fields.get('name') ?? ''),
        slug: String(fields.get('slug') ?? ''),
        description: String(fields.get('description') ?? ''),
        topics: fields.getAll('topics').map(String),
      },
      error: { code, ...(field ? { field } : {}) },
    },
    { status: 400 },
  );

const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

async function send(button = 'Submit for validation') {
  await userEvent.click(await screen.findByRole('button', { name: button }));
}

describe('the new publication form (/publications/new)', () => {
  it('asks for a title, an address, a description, topics and the two images, and says how validation goes', async () => {
    renderNew(() => null);
    expect(await screen.findByRole('heading', { level: 1, name: 'New publication' })).toBeTruthy();
    expect(
      screen.getByText(
        'A first publication is validated only once it has at least one article ready. Articles you write meanwhile are published when the publication is validated.',
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText('Title').hasAttribute('required')).toBe(true);
    expect(describedText(screen.getByLabelText('Address (url slug)'))).toMatch(/not at the start or the end/);
    expect(screen.getByLabelText('Description').tagName).toBe('TEXTAREA');
    const topics = screen.getByRole('group', { name: 'Topics' });
    expect(within(topics).getAllByRole('checkbox')).toHaveLength(20);
    expect(screen.getByLabelText('Thumbnail').getAttribute('type')).toBe('file');
    expect(screen.getByLabelText('Cover image').getAttribute('type')).toBe('file');
    expect(screen.getByRole('button', { name: 'Save as draft' })).toBeTruthy();
  });

  it('sends the typed fields, the topics ticked and whether to submit', async () => {
    const posts = renderNew(() => null);
    await userEvent.type(await screen.findByLabelText('Title'), 'Ondes du Sahel');
    await userEvent.type(screen.getByLabelText('Description'), 'Music from the Sahel.');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Music' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Culture' }));
    await send('Save as draft');
    expect(posts).toHaveLength(1);
    const [posted] = posts;
    expect(posted?.get('name')).toBe('Ondes du Sahel');
    expect(posted?.getAll('topics')).toEqual(['music', 'culture']);
    expect(posted?.get('intent')).toBe('save');
  });

  it('closes the other topics once three are ticked', async () => {
    renderNew(() => null);
    for (const name of ['Music', 'Culture', 'Sport'])
      await userEvent.click(await screen.findByRole('checkbox', { name }));
    expect((screen.getByRole('checkbox', { name: 'Comedy' }) as HTMLInputElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sport' }));
    expect((screen.getByRole('checkbox', { name: 'Comedy' }) as HTMLInputElement).disabled).toBe(false);
  });

  it.each([
    ['NAME_REQUIRED', 'name', 'Title', 'Name is required'],
    ['DESCRIPTION_REQUIRED', 'description', 'Description', 'Description is required'],
    ['SLUG_REQUIRED', 'slug', 'Address (url slug)', 'Slug is required'],
    ['SLUG_ALREADY_USED', 'slug', 'Address (url slug)', 'Slug already used'],
    ['URL_ALREADY_USED', 'slug', 'Address (url slug)', 'url already used by another publication'],
  ])('shows %s next to its field', async (code, field, label, message) => {
    renderNew(refusing(code, field));
    await send();
    expect(await screen.findByText(message)).toBeTruthy();
    const input = screen.getByLabelText(label);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(input)).toContain(message);
  });

  it('shows the topic and thumbnail refusals with their fields, keeping what was typed', async () => {
    renderNew(refusing('TOPIC_REQUIRED', 'topics'));
    await userEvent.type(await screen.findByLabelText('Title'), 'Ondes du Sahel');
    await send();
    expect(await screen.findByText('Topic are required')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Topics' }).getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Ondes du Sahel');
  });

  it("says 'Thumbnail is required' in the author's language", async () => {
    renderNew(refusing('THUMBNAIL_REQUIRED', 'thumbnail'), 'fr');
    await send('Soumettre à validation');
    expect(await screen.findByText('La miniature est obligatoire')).toBeTruthy();
  });
});

describe('an author tool reached by someone the team has not validated', () => {
  const refusal = {
    status: 403,
    statusText: 'Forbidden',
    internal: false,
    data: { code: 'AUTHOR_NOT_VERIFIED' },
  };
  const show = (user: ReturnType<typeof testUser>) =>
    renderRoutes([{ path: '/publications/new', Component: () => <StudioErrorBoundary error={refusal} /> }], {
      url: '/publications/new',
      root: testRootData({ user }),
    });

  it("says 'Author not verified' and shows where the application stands", async () => {
    show(testUser({ role: 'owner', userVerificationStatus: 'pending' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Author not verified' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Where my application stands' }).getAttribute('href')).toBe(
      '/page/become-author-pending',
    );
  });

  it('offers a reader the application form', async () => {
    show(testUser());
    expect(await screen.findByRole('heading', { level: 1, name: 'Author not verified' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Apply to become an author' }).getAttribute('href')).toBe(
      '/become-author/apply',
    );
  });
});
