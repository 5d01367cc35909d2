import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, memorySession } from '../../../testing/fake-api.ts';
import { renderInAdmin } from '../../../testing/render-in-admin.tsx';
import { createApiClient } from '../../providers/api-client.ts';
import { createDataProvider } from '../../providers/data-provider.ts';
import { AdBreakCreate } from './create.tsx';

interface Sent {
  url: string;
  method: string;
  json?: unknown;
  file?: File;
}

/**
 * The console over a stand-in for the API at the fetch boundary: uploads answer as the API does (201 with the
 * upload's id, or the refusal `uploadAnswer` gives), and the ad's creation answers the record.
 */
function setUp(uploadAnswer?: () => Response) {
  const sent: Sent[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const { body } = init;
    sent.push({
      url,
      method: init.method ?? 'GET',
      ...(typeof body === 'string' ? { json: JSON.parse(body) } : {}),
      ...(body instanceof FormData ? { file: body.get('file') as File } : {}),
    });
    if (url.startsWith('/api/uploads/'))
      return uploadAnswer?.() ?? json({ id: 'upload-7', url: '/api/media/video/a/ad.mp4' }, { status: 201 });
    return json(
      {
        id: 'ad-1',
        title: 'Afrimedia Premium',
        mediaKind: 'video',
        mediaUrl: '/api/media/video/a/ad.mp4',
        uploadId: 'upload-7',
        durationSeconds: 12,
        link: null,
        status: 'active',
        publishedAt: '2026-11-26T10:00:00.000Z',
        withdrawnAt: null,
      },
      { status: 201 },
    );
  };
  const client = createApiClient({
    session: memorySession({ token: 'access-1', refreshToken: 'refresh-1' }),
    language: () => 'en',
    fetchImpl: fetchImpl as typeof fetch,
  });
  const { container } = renderInAdmin(<AdBreakCreate />, {
    dataProvider: createDataProvider(client) as never,
    resource: 'ad-breaks',
  });
  return { sent, container };
}

async function fillIn(container: HTMLElement, file: File) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/Title/), 'Afrimedia Premium');
  await user.click(screen.getByRole('combobox', { name: /Kind/ }));
  await user.click(await screen.findByRole('option', { name: 'Video ad, before videos' }));
  await user.upload(container.querySelector<HTMLInputElement>('input[type=file]')!, file);
  await user.type(screen.getByLabelText(/Link/), 'https://afrimedia.test/premium');
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

const clip = () =>
  new File([new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112])], 'ad.mp4', { type: 'video/mp4' });

describe('a new ad break', () => {
  it('uploads its file as a video first, then publishes the ad naming the upload', async () => {
    const { sent, container } = setUp();
    await fillIn(container, clip());
    await waitFor(() => expect(sent.filter((request) => request.method === 'POST')).toHaveLength(2));
    const [upload, create] = sent.filter((request) => request.method === 'POST');
    expect(upload).toMatchObject({ url: '/api/uploads/video' });
    expect(upload!.file?.name).toBe('ad.mp4');
    expect(create).toEqual({
      url: '/api/admin/ad-breaks',
      method: 'POST',
      json: {
        title: 'Afrimedia Premium',
        mediaKind: 'video',
        link: 'https://afrimedia.test/premium',
        uploadId: 'upload-7',
      },
    });
  });

  it("shows the API's refusal of a file of the wrong type, and publishes nothing", async () => {
    const { sent, container } = setUp(() =>
      json({ code: 'WRONG_FILE_TYPE', message: 'This type of file is not accepted here.' }, { status: 400 }),
    );
    await fillIn(container, new File(['not a video'], 'notes.mp4', { type: 'video/mp4' }));
    expect(await screen.findByText('This type of file is not accepted here.')).toBeTruthy();
    expect(sent.map((request) => request.url)).not.toContain('/api/admin/ad-breaks');
  });

  it('asks for the kind and the file before sending anything', async () => {
    const { sent } = setUp();
    await userEvent.type(await screen.findByLabelText(/Title/), 'Afrimedia Premium');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });
});
