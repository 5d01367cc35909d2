import type { Language } from '@afrimedia/i18n';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../testing/render-route.tsx';
import { testRootData, testUser } from '../../../testing/root-data.ts';
import EditMedia from './edit.tsx';
import NewMedia from './new.tsx';

const author = testUser({ role: 'owner', userVerificationStatus: 'verified' });

/** A route of the media form with its loader's answer; what the form posts, in order. */
function renderForm(
  path: string,
  url: string,
  Component: ComponentType<never>,
  loaded: unknown,
  lang: Language = 'en',
) {
  const posts: FormData[] = [];
  const action = async ({ request }: { request: Request }) => {
    posts.push(await request.formData());
    return null;
  };
  renderRoutes([{ path, Component: Component as ComponentType, loader: () => loaded, action }], {
    url,
    root: testRootData({ user: author }, lang),
  });
  return posts;
}

const renderNew = (kind: 'video' | 'podcast', lang: Language = 'en') =>
  renderForm(
    '/studio/media/new',
    `/studio/media/new?publicationSlug=ondes-du-sahel&kind=${kind}`,
    NewMedia,
    { kind, publication: { slug: 'ondes-du-sahel', title: 'Ondes du Sahel' } },
    lang,
  );

const podcast = (premiumOnly: boolean) => ({
  media: {
    kind: 'podcast',
    slug: 'voices-of-the-market',
    status: 'draft',
    version: 7,
    file: { id: 'media-1', status: 'encoded' },
  },
  fields: {
    title: 'Voices of the market',
    summary: 'The traders of Sandaga, in their words.',
    topics: ['culture'],
    premiumOnly,
  },
  cover: null,
});

const renderEdit = (premiumOnly: boolean) =>
  renderForm('/studio/media/:slug', '/studio/media/voices-of-the-market', EditMedia, podcast(premiumOnly));

const describedText = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

const premiumBox = (name = 'Premium subscribers only') =>
  screen.findByRole<HTMLInputElement>('checkbox', { name });

beforeEach(() => {
  // The media's encoding, as the studio's encoder route answers it: done.
  vi.stubGlobal('fetch', async () => Response.json({ status: 'encoded', progress: 100 }));
});
afterEach(() => vi.unstubAllGlobals());

describe('a new video (/studio/media/new)', () => {
  it('asks for the file, a title, a summary, topics, a cover and whether it is for Premium only', async () => {
    renderNew('video');
    expect(await screen.findByRole('heading', { level: 1, name: 'New video' })).toBeTruthy();
    expect(screen.getByText('In Ondes du Sahel')).toBeTruthy();
    const file = screen.getByLabelText('Video file');
    expect([file.getAttribute('type'), file.getAttribute('accept')]).toEqual([
      'file',
      'video/mp4,video/webm,video/quicktime',
    ]);
    expect(screen.getByLabelText('Title').hasAttribute('required')).toBe(true);
    expect(screen.getByLabelText('Summary').tagName).toBe('TEXTAREA');
    expect(within(screen.getByRole('group', { name: 'Topics' })).getAllByRole('checkbox')).toHaveLength(20);
    expect(screen.getByLabelText('Cover image').getAttribute('type')).toBe('file');
    const premium = await premiumBox();
    expect(premium.checked).toBe(false);
    expect(describedText(premium)).toBe(
      'Other readers see its title, cover and summary, with an invitation to subscribe to Premium; only Premium subscribers can play it.',
    );
    expect(screen.getByRole('button', { name: 'Save as draft' })).toBeTruthy();
    // Its file is still to be encoded: it is published from its own page once it is.
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
  });

  it('sends Premium only with the fields when the author ticks it', async () => {
    const posts = renderNew('video');
    await userEvent.type(await screen.findByLabelText('Title'), 'Master class: the kora');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Music' }));
    await userEvent.click(await premiumBox());
    await userEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(posts).toHaveLength(1);
    const [posted] = posts;
    expect(posted?.get('title')).toBe('Master class: the kora');
    expect(posted?.getAll('topics')).toEqual(['music']);
    expect(posted?.get('premium_only')).toBe('on');
    expect(posted?.get('intent')).toBe('save');
    expect(posted?.has('version')).toBe(false);
  });

  it('takes an audio file for a podcast episode, and says it all in Arabic', async () => {
    renderNew('podcast', 'ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'حلقة بودكاست جديدة' })).toBeTruthy();
    expect(screen.getByLabelText('الملف الصوتي').getAttribute('accept')).toMatch(/^audio\/mpeg,/);
    const premium = await premiumBox('للمشتركين المميّزين فقط');
    expect(describedText(premium)).toMatch(/^يرى القرّاء الآخرون عنوانه وغلافه وملخّصه/);
  });
});

describe('an existing podcast episode (/studio/media/{slug})', () => {
  it('opens with its Premium choice, which the author takes back and sends with the version opened', async () => {
    const posts = renderEdit(true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit podcast episode' })).toBeTruthy();
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Voices of the market');
    expect(screen.getByText('The current file is kept. Choose another one to replace it.')).toBeTruthy();
    expect(await screen.findByText('Ready')).toBeTruthy();
    const premium = await premiumBox();
    expect(premium.checked).toBe(true);
    await userEvent.click(premium);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const [posted] = posts;
    expect(posted?.has('premium_only')).toBe(false);
    expect(posted?.get('version')).toBe('7');
    expect(posted?.get('intent')).toBe('save');
  });

  it('publishes a draft, Premium only', async () => {
    const posts = renderEdit(false);
    await userEvent.click(await premiumBox());
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const [posted] = posts;
    expect(posted?.get('premium_only')).toBe('on');
    expect(posted?.get('intent')).toBe('submit');
  });
});
