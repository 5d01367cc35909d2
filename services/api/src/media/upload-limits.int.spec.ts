import { readdir } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import {
  DAILY_UPLOAD_BYTES_PER_USER,
  MAX_CONCURRENT_UPLOADS_PER_USER,
  MAX_IMAGE_PIXELS,
} from '@afrimedia/domain';
import { translateError } from '@afrimedia/i18n';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendFile } from '../testing/send-file.ts';
import { startTestApi, type TestApi, type TestUser } from '../testing/test-api.ts';
import { png } from './fixtures/synthetic-media.ts';
import { uploadQuota } from './upload-quota.ts';

describe('what one user may make the API do with uploads', () => {
  let api: TestApi;

  beforeAll(async () => {
    api = await startTestApi('upload_limits');
  });
  afterAll(() => api.close());

  /** The refusal `code` in French: the catalogue's message, translated. */
  async function expectRefusal(response: Response, status: number, code: string) {
    expect({ status: response.status, body: await response.json() }).toMatchObject({
      status,
      body: { code, message: translateError('fr', code) },
    });
  }

  const upload = (user: TestUser, bytes: Buffer) => sendFile(api, '/uploads/image?lang=fr', bytes, user);

  /** The files stored for the user's uploads (renditions included), and the uploads the API recorded. */
  async function storedFor(user: TestUser) {
    const files = await readdir(join(api.mediaDir, 'media', 'image', user.userId)).catch(() => []);
    const rows = await api.db
      .selectFrom('api.uploads')
      .select('upload_id')
      .where('uploader_id', '=', user.userId)
      .execute();
    return { files: files.filter((name) => !name.endsWith('.meta.json')).length, uploads: rows.length };
  }

  /**
   * An upload whose body stops after its first bytes, so it stays in progress until `finish` sends the rest, unless
   * the API answers it first.
   */
  function uploadInProgress(user: TestUser, bytes: Buffer) {
    const boundary = 'in-progress';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const sent = request(`${api.url}/api/uploads/image?lang=fr`, {
      method: 'POST',
      headers: {
        ...user.auth,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + bytes.length + tail.length),
      },
    });
    const answered = new Promise<Response>((resolve, fail) => {
      sent.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve(new Response(Buffer.concat(chunks), { status: response.statusCode ?? 0 })),
        );
      });
      sent.on('error', fail);
    });
    // Left unanswered when the test fails before finishing it: the API closing its connection is no news then.
    answered.catch(() => undefined);
    sent.write(Buffer.concat([head, bytes.subarray(0, 16)]));
    return {
      answered,
      finish() {
        sent.end(Buffer.concat([bytes.subarray(16), tail]));
        return answered;
      },
      /** Stops sending a body the API no longer reads. */
      abandon: () => sent.destroy(),
    };
  }

  it(`takes ${MAX_CONCURRENT_UPLOADS_PER_USER} uploads of a user at once, refusing the next with 429 TOO_MANY_UPLOADS while another user uploads`, async () => {
    const [reader, other] = [await api.newUser(), await api.newUser()];
    // One more than the limit, all in progress: whichever reaches the API last is answered at once.
    const inProgress = Array.from({ length: MAX_CONCURRENT_UPLOADS_PER_USER + 1 }, () =>
      uploadInProgress(reader, png(700)),
    );
    const first = await Promise.race([
      ...inProgress.map(async (sent) => ({ sent, response: await sent.answered })),
      delay(5_000).then(() => undefined),
    ]);
    expect(first, 'an upload answered before its body was sent').toBeDefined();
    first?.sent.abandon();
    await expectRefusal(first!.response, 429, 'TOO_MANY_UPLOADS');
    expect((await upload(other, png(700))).status).toBe(201);
    const held = inProgress.filter((sent) => sent !== first?.sent);
    expect((await Promise.all(held.map((sent) => sent.finish()))).map(({ status }) => status)).toEqual(
      held.map(() => 201),
    );
    expect((await upload(reader, png(700))).status).toBe(201);
  });

  it('refuses with 413 IMAGE_TOO_MANY_PIXELS, without decoding it, a PNG of 16,000 × 16,000 pixels in under 1 MB', async () => {
    const reader = await api.newUser();
    const huge = await sharp({
      create: { width: 16_000, height: 16_000, channels: 3, background: '#000' },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect([huge.length < 1024 * 1024, 16_000 * 16_000 > MAX_IMAGE_PIXELS]).toEqual([true, true]);
    const before = process.memoryUsage.rss();
    let peak = before;
    const sampling = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
    }, 5);
    const started = performance.now();
    const response = await upload(reader, huge);
    const elapsed = performance.now() - started;
    clearInterval(sampling);
    console.log(
      `16,000 × 16,000 PNG (${huge.length} bytes): answered ${response.status} in ${Math.round(elapsed)} ms, ` +
        `resident memory +${Math.round((peak - before) / 2 ** 20)} MiB at its peak`,
    );
    await expectRefusal(response, 413, 'IMAGE_TOO_MANY_PIXELS');
    expect(peak - before).toBeLessThan(64 * 2 ** 20);
    expect(await storedFor(reader)).toEqual({ files: 0, uploads: 0 });
  });

  describe(`${DAILY_UPLOAD_BYTES_PER_USER / 2 ** 30} GiB a day per user`, () => {
    /** A user who has had all but `leftBytes` of today's bytes accepted already. */
    async function userWithBytesLeft(leftBytes: number): Promise<TestUser> {
      const user = await api.newUser();
      await (
        await uploadQuota(api.db, () => new Date()).budgetOf(user.userId)
      ).spend(DAILY_UPLOAD_BYTES_PER_USER - leftBytes);
      return user;
    }

    it('refuses a file over what is left with 429 UPLOAD_QUOTA_EXCEEDED, storing and counting nothing of it', async () => {
      const reader = await userWithBytesLeft(1_000);
      await expectRefusal(
        await upload(reader, png(700, { padToBytes: 1_001 })),
        429,
        'UPLOAD_QUOTA_EXCEEDED',
      );
      expect(await storedFor(reader)).toEqual({ files: 0, uploads: 0 });
      expect((await upload(reader, png(700, { padToBytes: 1_000 }))).status).toBe(201);
      await expectRefusal(await upload(reader, png(700)), 429, 'UPLOAD_QUOTA_EXCEEDED');
      expect(await storedFor(reader)).toEqual({ files: 3, uploads: 1 });
    });

    it('counts only accepted files, and starts again from nothing the next day (UTC)', async () => {
      const reader = await userWithBytesLeft(1_000);
      const refusedForItsType = await upload(reader, Buffer.alloc(900, 'text '));
      expect(refusedForItsType.status).toBe(400);
      expect((await upload(reader, png(700, { padToBytes: 1_000 }))).status).toBe(201);
      await expectRefusal(await upload(reader, png(700)), 429, 'UPLOAD_QUOTA_EXCEEDED');
      const tomorrow = new Date(Date.now() + 24 * 3600_000);
      api.setNow(tomorrow);
      try {
        const signedIn = { ...reader, auth: await api.signIn(reader.userId) };
        expect((await upload(signedIn, png(700, { padToBytes: 1_000 }))).status).toBe(201);
      } finally {
        api.setNow(undefined);
      }
    });

    it('lets only one of two parallel uploads take the last bytes', async () => {
      const reader = await userWithBytesLeft(1_000);
      const statuses = await Promise.all(
        [1, 2].map(async () => (await upload(reader, png(700, { padToBytes: 600 }))).status),
      );
      expect(statuses.sort()).toEqual([201, 429]);
      expect(await storedFor(reader)).toEqual({ files: 3, uploads: 1 });
    });
  });
});
