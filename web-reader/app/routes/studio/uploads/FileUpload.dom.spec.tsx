import type { Language } from '@afrimedia/i18n';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../testing/render-route.tsx';
import { testRootData } from '../../../testing/root-data.ts';
import { FileUpload, type KeptUpload } from './FileUpload.tsx';
import type { UploadedFile } from './send-upload.ts';
import type { UploadRole } from './upload-roles.ts';

/**
 * The browser's XMLHttpRequest as the upload tests drive it: each request sent waits for the test to report its
 * progress, answer it, break its connection or see it aborted.
 */
class FakeXhr extends EventTarget {
  static readonly sent: FakeXhr[] = [];
  readonly upload = new EventTarget();
  status = 0;
  responseText = '';
  method = '';
  url = '';
  body: FormData | undefined;
  aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader() {}

  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  abort() {
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }

  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }

  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.dispatchEvent(new Event('load'));
  }

  breakConnection() {
    this.dispatchEvent(new Event('error'));
  }

  /** The file this request carries. */
  get file(): File {
    return this.body?.get('file') as File;
  }
}

const MEGABYTE = 1024 * 1024;

function showForm(
  role: UploadRole,
  onUploaded: (upload: UploadedFile) => void = () => {},
  lang: Language = 'en',
  kept?: KeptUpload,
) {
  function Form() {
    return (
      <form>
        <label>
          Title
          <input name="title" />
        </label>
        <FileUpload role={role} label="Media file" name="media" onUploaded={onUploaded} kept={kept} />
      </form>
    );
  }
  renderRoutes([{ path: '/studio/form', Component: Form }], {
    url: '/studio/form',
    root: testRootData({}, lang),
  });
}

function fileOf(name: string, type: string, sizeBytes = 1000) {
  return new File([new Uint8Array(sizeBytes)], name, { type });
}

function lastRequest(): FakeXhr {
  const request = FakeXhr.sent.at(-1);
  if (!request) throw new Error('nothing was sent');
  return request;
}

const image: UploadedFile = {
  id: 'upload-1',
  url: '/api/media/cover/u/upload-1.png',
  kind: 'image',
  contentType: 'image/png',
  sizeBytes: 1000,
  widthPx: 1600,
  heightPx: 900,
};

beforeEach(() => {
  FakeXhr.sent.length = 0;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('FileUpload', () => {
  it('offers only the formats of its role and says its limits', async () => {
    showForm('video');
    const input = await screen.findByLabelText('Media file');
    expect(input.getAttribute('accept')).toBe('video/mp4,video/webm,video/quicktime');
    expect(input.getAttribute('aria-describedby')).toContain(
      screen.getByText('MP4, WebM or MOV, under 5 minutes, up to 300 MB.').id,
    );
  });

  it('shows how much has gone as a bar and a percentage, then the uploaded image and its id', async () => {
    const uploaded = vi.fn();
    showForm('cover', uploaded);
    await userEvent.upload(await screen.findByLabelText('Media file'), fileOf('cover.png', 'image/png'));
    const request = lastRequest();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/studio/uploads/cover');
    expect(request.file.name).toBe('cover.png');

    await act(async () => request.progress(420, 1000));
    const bar = screen.getByRole('progressbar', { name: 'Sending cover.png' });
    expect(bar.getAttribute('value')).toBe('42');
    const percent = screen.getByText('42% sent');
    expect(percent.getAttribute('aria-live')).toBe('polite');

    await act(async () => request.answer(201, image));
    expect(screen.getByRole('status').textContent).toBe('cover.png is uploaded.');
    expect(screen.getByRole('img', { name: 'Preview of the uploaded image' }).getAttribute('src')).toBe(
      image.url,
    );
    expect(uploaded).toHaveBeenCalledWith(image);
    expect(new FormData(document.querySelector('form') ?? undefined).get('media')).toBe('upload-1');
  });

  it('refuses a file over the limit before sending it, with the API’s message', async () => {
    showForm('thumbnail');
    await userEvent.upload(
      await screen.findByLabelText('Media file'),
      fileOf('huge.png', 'image/png', 2 * MEGABYTE + 1),
    );
    expect(FakeXhr.sent).toHaveLength(0);
    expect(screen.getByRole('alert').textContent).toBe('File too large');
    expect(screen.getByLabelText('Media file').getAttribute('aria-invalid')).toBe('true');
  });

  it('translates the API’s refusal code', async () => {
    showForm('video', undefined, 'fr');
    await userEvent.upload(await screen.findByLabelText('Media file'), fileOf('long.mp4', 'video/mp4'));
    await act(async () =>
      lastRequest().answer(400, { code: 'FILE_TOO_LONG', message: 'File too long', field: 'file' }),
    );
    expect(screen.getByRole('alert').textContent).toBe('Fichier trop long');
  });

  it('after a lost connection, sends the same file again while the rest of the form keeps its values', async () => {
    const uploaded = vi.fn();
    showForm('video', uploaded);
    const title = await screen.findByLabelText('Title');
    await userEvent.type(title, 'My first film');
    await userEvent.upload(screen.getByLabelText('Media file'), fileOf('film.mp4', 'video/mp4'));
    await act(async () => lastRequest().progress(300, 1000));
    await act(async () => lastRequest().breakConnection());
    expect(screen.getByRole('alert').textContent).toContain('The connection was lost');

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(FakeXhr.sent).toHaveLength(2);
    expect(lastRequest().file.name).toBe('film.mp4');
    expect(screen.getByText('0% sent')).toBeTruthy();
    const video = {
      id: 'upload-2',
      url: '/api/media/video/u/upload-2.mp4',
      kind: 'video',
      contentType: 'video/mp4',
      sizeBytes: 1000,
      durationSeconds: 12.5,
    };
    await act(async () => lastRequest().answer(201, video));
    expect(uploaded).toHaveBeenCalledWith(video);
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('My first film');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows an image the form already has as uploaded and sends its id, until another file replaces it', async () => {
    const current = { id: 'upload-0', url: '/api/media/thumbnail/u/upload-0.png' };
    showForm('thumbnail', undefined, 'en', current);
    const sentId = () => new FormData(document.querySelector('form') ?? undefined).get('media');
    expect((await screen.findByRole('status')).textContent).toBe(
      'The current image is kept. Choose another file to replace it.',
    );
    expect(screen.getByRole('img', { name: 'Preview of the uploaded image' }).getAttribute('src')).toBe(
      current.url,
    );
    expect(sentId()).toBe('upload-0');

    await userEvent.upload(screen.getByLabelText('Media file'), fileOf('narrow.png', 'image/png'));
    await act(async () =>
      lastRequest().answer(400, { code: 'IMAGE_TOO_NARROW', message: 'Image too narrow', field: 'file' }),
    );
    expect(sentId()).toBe('upload-0');
    expect(screen.getByRole('img').getAttribute('src')).toBe(current.url);

    await userEvent.upload(screen.getByLabelText('Media file'), fileOf('wide.png', 'image/png'));
    await act(async () => lastRequest().answer(201, image));
    expect(sentId()).toBe('upload-1');
    expect(screen.getByRole('status').textContent).toBe('wide.png is uploaded.');
    expect(screen.getByRole('img').getAttribute('src')).toBe(image.url);
  });

  it('cancels a sending upload', async () => {
    showForm('audio');
    await userEvent.upload(await screen.findByLabelText('Media file'), fileOf('show.mp3', 'audio/mpeg'));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(lastRequest().aborted).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Upload cancelled.');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
