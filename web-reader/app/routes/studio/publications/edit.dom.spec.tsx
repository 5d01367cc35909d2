import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { data } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../testing/render-route.tsx';
import { testRootData, testUser } from '../../../testing/root-data.ts';
import EditPublication from './edit.tsx';
import type { PublicationFields, PublicationImages } from './publication-fields.ts';

const author = testUser({ role: 'owner', userVerificationStatus: 'verified' });

const fields: PublicationFields = {
  name: 'Ondes du Sahel',
  slug: 'ondes-du-sahel',
  description: 'Music from the Sahel.',
  topics: ['music', 'culture'],
};
const thumbnail = { id: 'upload-thumbnail', url: '/api/media/thumbnail/u/ondes.png' };
const cover = { id: 'upload-cover', url: '/api/media/cover/u/ondes.png' };

function renderEdit(images: PublicationImages, answer: (posted: FormData) => unknown = () => null) {
  const posts: FormData[] = [];
  const action = async ({ request }: { request: Request }) => {
    const posted = await request.formData();
    posts.push(posted);
    return answer(posted);
  };
  renderRoutes(
    [
      {
        path: '/publications/ondes-du-sahel/edit',
        Component: EditPublication as ComponentType,
        loader: () => ({ fields, images }),
        action,
      },
    ],
    { url: '/publications/ondes-du-sahel/edit', root: testRootData({ user: author }) },
  );
  return posts;
}

const send = async (button: string) => userEvent.click(await screen.findByRole('button', { name: button }));
const uploadField = (label: string) => screen.getByLabelText(label).closest('.file-upload') as HTMLElement;

describe('the publication edit form (/publications/:slug/edit)', () => {
  it('opens with every field the publication has, its images shown as already uploaded', async () => {
    renderEdit({ thumbnail, cover });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit the publication' })).toBeTruthy();
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Ondes du Sahel');
    expect((screen.getByLabelText('Description') as HTMLTextAreaElement).value).toBe('Music from the Sahel.');
    const topics = within(screen.getByRole('group', { name: 'Topics' }));
    expect((topics.getByRole('checkbox', { name: 'Music' }) as HTMLInputElement).checked).toBe(true);
    expect((topics.getByRole('checkbox', { name: 'Culture' }) as HTMLInputElement).checked).toBe(true);
    expect((topics.getByRole('checkbox', { name: 'Sport' }) as HTMLInputElement).checked).toBe(false);
    for (const [label, image] of [
      ['Thumbnail', thumbnail],
      ['Cover image', cover],
    ] as const) {
      const field = within(uploadField(label));
      expect(field.getByRole('status').textContent).toBe(
        'The current image is kept. Choose another file to replace it.',
      );
      expect(field.getByRole('img', { name: 'Preview of the uploaded image' }).getAttribute('src')).toBe(
        image.url,
      );
    }
    expect(screen.queryByText(/needs its thumbnail again/)).toBeNull();
  });

  it('sends the kept images back by upload id with the fields, so saving loses nothing', async () => {
    const posts = renderEdit({ thumbnail, cover });
    await userEvent.type(await screen.findByLabelText('Description'), ' And its cities.');
    await send('Save as draft');
    expect(posts).toHaveLength(1);
    const [posted] = posts;
    expect(posted?.get('description')).toBe('Music from the Sahel. And its cities.');
    expect(posted?.getAll('topics')).toEqual(['music', 'culture']);
    expect(posted?.get('thumbnail')).toBe('upload-thumbnail');
    expect(posted?.get('cover')).toBe('upload-cover');
  });

  it('sends no cover for a publication without one', async () => {
    const posts = renderEdit({ thumbnail, cover: null });
    await screen.findByLabelText('Cover image');
    expect(within(uploadField('Cover image')).queryByRole('img')).toBeNull();
    await send('Submit for validation');
    expect(posts[0]?.get('thumbnail')).toBe('upload-thumbnail');
    expect(posts[0]?.has('cover')).toBe(false);
  });

  it('keeps the images after a refusal', async () => {
    renderEdit({ thumbnail, cover }, (posted) =>
      data(
        {
          kept: { ...fields, slug: String(posted.get('slug')) },
          error: { code: 'URL_ALREADY_USED', field: 'slug' },
        },
        { status: 409 },
      ),
    );
    await send('Save as draft');
    expect(await screen.findByText('url already used by another publication')).toBeTruthy();
    expect(within(uploadField('Thumbnail')).getByRole('img').getAttribute('src')).toBe(thumbnail.url);
    expect(new FormData(document.querySelector('form') ?? undefined).get('cover')).toBe('upload-cover');
  });
});
