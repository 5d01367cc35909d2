import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { maxUploadBytes, reject } from '@afrimedia/domain';
import busboy from 'busboy';
import type { RequestHandler } from 'express';
import {
  inspectUpload,
  type InspectUploadOptions,
  type StoredUpload,
  type UploadRole,
} from './inspect-upload.ts';
import type { MediaStorage } from './media-storage.ts';
import { deleteUploadFiles } from './upload-files.ts';

/** The one multipart field an upload form sends its file in. */
export const UPLOAD_FIELD = 'file';

export type ReceiveUploadOptions = Omit<InspectUploadOptions, 'field'>;

/**
 * Streams the `file` field of a multipart request through `inspectUpload` into storage, answering as soon as
 * the file is refused rather than after the whole body. Refusals are `DomainError`s; nothing stays stored.
 */
export async function receiveUpload(
  request: IncomingMessage,
  options: ReceiveUploadOptions,
): Promise<StoredUpload> {
  const form = openForm(request, maxUploadBytes(options.role));

  return new Promise<StoredUpload>((resolve, fail) => {
    let stored: Promise<StoredUpload> | undefined;
    let settled = false;
    // Outcomes are made only by the call that settles: a rejected promise made after that would go unhandled.
    const settle = (outcome: () => Promise<StoredUpload>) => {
      if (settled) return;
      settled = true;
      outcome().then(resolve, fail);
    };
    const stopReading = () => {
      request.unpipe(form);
      form.destroy();
      // The rest of the body is read and dropped, so the connection stays usable for the answer and after it.
      request.resume();
    };

    form.on('file', (name: string, file: Readable) => {
      if (name !== UPLOAD_FIELD) {
        file.resume();
        return;
      }
      stored = inspectUpload(file, { ...options, field: UPLOAD_FIELD });
      stored.catch((error: unknown) => {
        stopReading();
        settle(() => Promise.reject(error));
      });
    });
    form.on('close', () => settle(() => stored ?? Promise.reject(reject('FIELDS_REQUIRED', UPLOAD_FIELD))));
    form.on('error', () => {
      stopReading();
      settle(() => refuseBrokenForm(stored, options));
    });

    const abort = () => form.destroy(new Error('The request ended before its form did'));
    request.on('error', abort);
    request.on('close', () => {
      if (!request.complete) abort();
    });
    // A client gone while the route was still getting ready left no body to read, and no close event to come.
    if (request.destroyed) abort();
    request.pipe(form);
  });
}

/** Answers 201 with the stored upload's facts; the key is new for every upload. */
export function createUploadHandler(options: {
  storage: MediaStorage;
  role: UploadRole;
  spoolDir?: string;
}): RequestHandler {
  return async (request, response) => {
    const upload = await receiveUpload(request, { ...options, key: `${options.role}/${randomUUID()}` });
    response.status(201).json(upload);
  };
}

function openForm(request: IncomingMessage, maxBytes: number): busboy.Busboy {
  if (!/^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '')) {
    throw reject('FIELDS_REQUIRED', UPLOAD_FIELD);
  }
  try {
    return busboy({
      headers: request.headers,
      // One byte over the limit, so inspection sees that the file is too large instead of a cut-off file.
      limits: { files: 1, fileSize: maxBytes + 1, fields: 20, fieldSize: 64 * 1024, parts: 21 },
    });
  } catch {
    // busboy refuses a multipart header without a boundary.
    throw reject('FIELDS_REQUIRED', UPLOAD_FIELD);
  }
}

/**
 * A file may have been stored whole (with its renditions) before the form around it broke; the request as a whole
 * is refused.
 */
async function refuseBrokenForm(
  stored: Promise<StoredUpload> | undefined,
  options: ReceiveUploadOptions,
): Promise<never> {
  const storedWhole = await stored?.catch(() => undefined);
  if (storedWhole) await deleteUploadFiles(options.storage, storedWhole);
  throw reject('FILE_PROCESSING_FAILED', UPLOAD_FIELD);
}
