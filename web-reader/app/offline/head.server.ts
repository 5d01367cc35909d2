import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';
import type { RootData } from '../server/root-data.server.ts';
import { PREMIUM_UNTIL_HEADER } from './protocol.ts';

export const MANIFEST_PATH = '/manifest.webmanifest';
export const WORKER_PATH = '/sw.js';
/** The service worker's file, which the build writes beside the client's files (scripts/build-worker.ts). */
export const WORKER_FILE = 'sw.js';

/**
 * What the service worker learns from a rendered page's answer: the reader's language (its offline page speaks
 * it) and, with Premium, when that Premium ends (saved items follow a renewal).
 */
export function setOfflineHeaders(headers: Headers, root: RootData | undefined): void {
  if (!root) return;
  headers.set('Content-Language', root.lang);
  if (root.premiumUntil) headers.set(PREMIUM_UNTIL_HEADER, root.premiumUntil);
}

/**
 * The head's link to the web manifest and, unless the page ships no script (data saver), the service worker's
 * registration once the page has loaded. Written by the server into the streamed page rather than by the React
 * tree, so the article page's JavaScript (at its budget) carries none of it; React leaves tags it did not render
 * in the head alone when it hydrates.
 */
export function headTags(nonce: string, withScript: boolean): string {
  const link = `<link rel="manifest" href="${MANIFEST_PATH}"/>`;
  if (!withScript) return link;
  const register = `if("serviceWorker"in navigator)addEventListener("load",function(){navigator.serviceWorker.register(${JSON.stringify(WORKER_PATH)}).catch(function(){})})`;
  return `${link}<script nonce="${nonce}">${register}</script>`;
}

const HEAD_END = '</head>';

/** Puts `tags` before the streamed page's first `</head>`, passing everything else through as it comes. */
export function insertIntoHead(tags: string): Transform {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending += decoder.write(chunk);
      if (done) {
        const text = pending;
        pending = '';
        return callback(null, text);
      }
      const end = pending.indexOf(HEAD_END);
      if (end >= 0) {
        done = true;
        const text = `${pending.slice(0, end)}${tags}${pending.slice(end)}`;
        pending = '';
        return callback(null, text);
      }
      // A `</head>` split between chunks: its start stays behind until the next one.
      const keep = HEAD_END.length - 1;
      const sendable = pending.slice(0, Math.max(0, pending.length - keep));
      pending = pending.slice(sendable.length);
      return callback(null, sendable);
    },
    flush(callback) {
      callback(null, pending + decoder.end());
    },
  });
}
