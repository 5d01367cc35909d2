import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLoaderData } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../testing/render-route.tsx';
import { testRootData, testUser } from '../../../testing/root-data.ts';
import { ArticleEditor } from './ArticleEditor.tsx';
import type { EditorData } from './editor.server.ts';
import type { SaveAnswer, SaveRequest } from './save-request.ts';

const author = testUser({ role: 'owner', userVerificationStatus: 'verified' });
const summary = 'Une journée au marché Sandaga, entre tissus, épices et conversations en wolof.';

const saved: EditorData = {
  publication: null,
  countries: [{ code: 'sn', name: 'Senegal' }],
  article: {
    id: 'content-1',
    kind: 'article',
    slug: 'le-marche-sandaga',
    title: 'Le marché Sandaga',
    status: 'draft',
    publication_id: 'publication-1',
    updated_at: '2026-11-01T08:00:00.000Z',
    headline: false,
    premium_only: false,
    stream_url: null,
    media: null,
    version: 4,
    rejection_reason: null,
    form: {
      short_name: { fr: 'Le marché Sandaga' },
      summary,
      body: [
        { type: 'heading', level: 2, children: [{ text: 'Six heures du matin' }] },
        { type: 'paragraph', dir: 'rtl', children: [{ text: 'سوق صنداغا في قلب المدينة.' }] },
      ],
      topics: ['culture'],
      region: '',
      country: 'sn',
      cover: null,
      media: {},
      genre: null,
      episode: null,
      maturity: null,
      available_countries: null,
    },
  },
};

const fresh: EditorData = {
  publication: { slug: 'carnets-de-dakar', title: 'Carnets de Dakar', status: 'published' },
  countries: [],
  article: null,
};

function Screen() {
  const data = useLoaderData() as EditorData;
  return (
    <>
      <Link to="/elsewhere">Elsewhere</Link>
      <ArticleEditor data={data} />
    </>
  );
}

function renderEditor(data: EditorData, answer: (sent: SaveRequest) => SaveAnswer, lang: 'en' | 'ar' = 'en') {
  const sent: SaveRequest[] = [];
  renderRoutes(
    [
      {
        path: '/editor/publication/:slug',
        Component: Screen,
        loader: () => data,
        action: async ({ request }) => {
          const body = (await request.json()) as SaveRequest;
          sent.push(body);
          return answer(body);
        },
      },
      { path: '/elsewhere', Component: () => <h1>Somewhere else</h1> },
    ],
    { url: '/editor/publication/le-marche-sandaga', root: testRootData({ user: author }, lang) },
  );
  return sent;
}

const savedAnswer = (version: number): SaveAnswer => ({
  ok: true,
  content: { id: 'content-1', slug: 'le-marche-sandaga', version, status: 'draft' },
});

describe('the article editor', () => {
  it('labels the content, gives real toolbar buttons with their state and shortcut, and opens the body', async () => {
    renderEditor(saved, () => savedAnswer(5));
    const content = await screen.findByRole('textbox', { name: 'Content of the article' });
    expect(within(content).getByRole('heading', { level: 2, name: 'Six heures du matin' })).toBeTruthy();
    expect(within(content).getByText('سوق صنداغا في قلب المدينة.').closest('p')?.getAttribute('dir')).toBe(
      'rtl',
    );
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const bold = within(toolbar).getByRole('button', { name: 'Bold (Ctrl+B)' });
    expect(bold.getAttribute('aria-pressed')).toBe('false');
    expect(bold.getAttribute('aria-keyshortcuts')).toBe('Control+B');
    expect(within(toolbar).getByRole('button', { name: 'Right to left paragraph' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Saved');
  });

  it('saves a change by itself after a pause, with the version it holds, and says so', async () => {
    const sent = renderEditor(saved, () => savedAnswer(5));
    const title = await screen.findByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Le marché Sandaga à l’aube');
    expect(screen.getByRole('status').textContent).toBe('Not saved');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Saved'), { timeout: 5000 });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      intent: 'save',
      target: { kind: 'existing', slug: 'le-marche-sandaga', version: 4 },
      form: { title: 'Le marché Sandaga à l’aube', slug: 'le-marche-sandaga', summary, action: 'save' },
    });
    expect(sent[0]).not.toHaveProperty('headline');
  }, 12_000);

  it('marks the article for Premium subscribers only with a labelled checkbox and its hint, and saves it', async () => {
    const sent = renderEditor(saved, () => savedAnswer(5));
    const premium = await screen.findByRole('checkbox', { name: 'Premium subscribers only' });
    expect((premium as HTMLInputElement).checked).toBe(false);
    const hint = document.getElementById(premium.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe(
      'Other readers see its title, cover and first paragraph, with an invitation to subscribe to Premium.',
    );
    await userEvent.click(premium);
    await waitFor(() => expect(sent).toHaveLength(1), { timeout: 5000 });
    expect(sent[0]).toMatchObject({ form: { premium_only: true } });
  }, 12_000);

  it('opens a Premium-only article with its box checked, in Arabic too', async () => {
    renderEditor(
      { ...saved, article: { ...saved.article!, premium_only: true } },
      () => savedAnswer(5),
      'ar',
    );
    const premium = await screen.findByRole('checkbox', { name: 'للمشتركين المميّزين فقط' });
    expect((premium as HTMLInputElement).checked).toBe(true);
  });

  it('shows a stale edit as a conflict, with the way to reload, and stops saving', async () => {
    const sent = renderEditor(saved, () => ({ ok: false, status: 412, code: 'PRECONDITION_FAILED' }));
    await userEvent.type(await screen.findByLabelText('Region (for search)'), 'Dakar');
    const alert = await screen.findByText(/Someone saved this article since you opened it/, undefined, {
      timeout: 4000,
    });
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Reload the article' }).getAttribute('href')).toBe(
      '/editor/publication/le-marche-sandaga',
    );
    await userEvent.type(screen.getByLabelText('Region (for search)'), ' centre');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(sent).toHaveLength(1);
  }, 12_000);

  it('asks before leaving with changes not saved, and stays when asked to', async () => {
    renderEditor(saved, () => savedAnswer(5));
    await userEvent.type(await screen.findByLabelText('Region (for search)'), 'D');
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave the editor?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Somewhere else' })).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { name: 'Somewhere else' })).toBeTruthy();
  });

  it('derives the slug from the French short name, and refuses a slug that breaks the rule', async () => {
    renderEditor(fresh, () => savedAnswer(1));
    await userEvent.type(await screen.findByLabelText('Short name in French'), 'Éducation à Dakar');
    const slug = screen.getByLabelText('Address (slug)') as HTMLInputElement;
    expect(slug.value).toBe('education-a-dakar');
    await userEvent.clear(slug);
    await userEvent.type(slug, '-dakar');
    expect(
      screen.getByText(
        "A slug may only hold letters, digits, '-' or '_', and may not start or end with '-' or '_'.",
      ),
    ).toBeTruthy();
    expect(slug.getAttribute('aria-invalid')).toBe('true');
  });

  it('says what is missing before a new article can be kept, in the spec’s words, and sends nothing', async () => {
    const sent = renderEditor(fresh, () => savedAnswer(1));
    await userEvent.type(await screen.findByLabelText('Title'), 'Sandaga');
    await userEvent.type(screen.getByLabelText('Summary'), 'Trop court.');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(screen.getByText('summary of the article must be filled out')).toBeTruthy();
    expect(screen.getByText('content of the article must be filled out')).toBeTruthy();
    expect(screen.getByText('This text is too short.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'Not saved: the draft is kept once these are filled in.',
    );
    expect(screen.getByRole('textbox', { name: 'Content of the article' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    await new Promise((resolve) => setTimeout(resolve, 1800));
    expect(sent).toEqual([]);
  }, 12_000);

  it('publishes, and says the article waits for the publication’s validation', async () => {
    const sent = renderEditor(saved, (request) =>
      request.intent === 'save' && request.form.action === 'submit'
        ? {
            ok: true,
            content: { id: 'content-1', slug: 'le-marche-sandaga', version: 6, status: 'waiting_validation' },
          }
        : savedAnswer(5),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(
      await screen.findByText(
        'The article will be published as soon as the platform team validates the publication.',
      ),
    ).toBeTruthy();
    expect(sent[0]).toMatchObject({ form: { action: 'submit' } });
  });

  it('shows the API’s refusal of the e-mail to followers in its words', async () => {
    const published: EditorData = { ...saved, article: { ...saved.article!, status: 'published' } };
    renderEditor(published, (request) =>
      request.intent === 'email' ? { ok: false, status: 400, code: 'EMAIL_ALREADY_SENT' } : savedAnswer(5),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'E-mail my followers now' }));
    expect(await screen.findByText('Email already send')).toBeTruthy();
  });

  it('previews the article with the reader’s renderer', async () => {
    renderEditor(saved, () => savedAnswer(5));
    await userEvent.click(await screen.findByRole('button', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: 'Preview: the article as readers will see it' });
    expect(within(preview).getByRole('heading', { level: 1, name: 'Le marché Sandaga' })).toBeTruthy();
    expect(within(preview).getByText(summary)).toBeTruthy();
    const rtl = within(preview).getByText('سوق صنداغا في قلب المدينة.');
    expect(rtl.closest('.article-body')).toBeTruthy();
    expect(rtl.closest('p')?.getAttribute('dir')).toBe('rtl');
  });

  it('speaks Arabic, and a new article opens on a right-to-left paragraph', async () => {
    renderEditor(fresh, () => savedAnswer(1), 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'مقال جديد' })).toBeTruthy();
    const content = screen.getByRole('textbox', { name: 'محتوى المقال' });
    expect(content.querySelector('p')?.getAttribute('dir')).toBe('rtl');
    expect(screen.getByRole('button', { name: 'غامق (Ctrl+B)' })).toBeTruthy();
  });
});
