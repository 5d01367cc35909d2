import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express, { Router, type RequestHandler } from 'express';
import type { AppLoadContext, ServerBuild } from 'react-router';
import { CATALOGUE_PATH } from './app/i18n/catalogues.ts';
import { WORKER_FILE, WORKER_PATH } from './app/offline/head.server.ts';
import './app/load-context.ts';
import { inProcessFetch } from './app/server/in-process-fetch.server.ts';
import { refuseCrossSiteWrites } from './app/server/same-origin.server.ts';
import { siteWallGate, WALL_PATH } from './app/server/wall.server.ts';

export const READER_BUILD_DIR = join(import.meta.dirname, 'build');

export interface ReaderServing {
  /** The key the API checks before believing a forwarded client address. */
  readonly internalKey: string;
  /** The app of this process that answers under /api: the reader's server calls it in process. */
  readonly api: RequestListener;
  /** The response's CSP nonce, as the host's security headers put it in `res.locals.cspNonce`. */
  readonly nonceOf: (response: express.Response) => string;
}

/**
 * The reader app as express middleware: hashed assets and message catalogues cached for a year, everything else
 * rendered on the server by React Router, compressed (a reader on a slow network pays for every byte).
 */
export async function readerApp(
  buildDir = READER_BUILD_DIR,
): Promise<(serving: ReaderServing) => RequestHandler> {
  const serverEntry = join(buildDir, 'server/index.js');
  if (!existsSync(serverEntry)) throw new Error(`${buildDir} holds no build: run npm run build`);
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const clientDir = join(buildDir, 'client');

  return (serving) => {
    const router = Router();
    const apiFetch = inProcessFetch(serving.api);
    const wall = siteWallGate(apiFetch);
    router.use(compression());
    router.use(
      '/assets',
      express.static(join(clientDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
    );
    // The service worker: checked on every page load (a release reaches readers at once), and allowed the whole site.
    // Relative to its root: with a whole path, a folder named with a dot on the way (`.test-builds`) reads as a
    // hidden file, which is answered 404.
    router.get(WORKER_PATH, (_request, response) =>
      response.sendFile(WORKER_FILE, {
        root: clientDir,
        headers: { 'Cache-Control': 'no-cache', 'Service-Worker-Allowed': '/' },
      }),
    );
    router.use(express.static(clientDir, { index: false, maxAge: '1h' }));
    const render = createRequestHandler({
      build,
      mode: 'production',
      getLoadContext: (request, response): AppLoadContext => ({
        nonce: serving.nonceOf(response),
        apiOrigin: apiOriginOf(request),
        apiFetch,
        internalKey: serving.internalKey,
        clientIp: request.ip ?? '',
        setCookie: (serialized) => response.append('Set-Cookie', serialized),
      }),
    });
    // Middleware, not a route with a path parameter: express would decode the parameter and answer a malformed
    // address (`/articles/%E0%80%AF`) with the API's JSON error instead of the reader's error screen.
    router.use(refuseCrossSiteWrites, async (request, response, next) => {
      if (request.path.startsWith('/api/')) return next();
      // Behind a wall every page is the wall: no loader of the asked page runs, so nothing leaks.
      const open = request.path === WALL_PATH || request.path.startsWith(CATALOGUE_PATH);
      if (!open && !(await wall.passes(request.headers.cookie, apiOriginOf(request)))) {
        if (request.method !== 'GET' && request.method !== 'HEAD') return response.status(403).end();
        // React Router builds the page's URL from originalUrl.
        request.url =
          request.originalUrl = `${WALL_PATH}?returnTo=${encodeURIComponent(request.originalUrl)}`;
      }
      return render(request, response, next);
    });
    return router;
  };
}

/** The API of this very server, as over loopback: the origin its calls name (the Host it sees). */
const apiOriginOf = (request: express.Request) => `http://127.0.0.1:${request.socket.localPort}`;

export const newInternalKey = () => randomBytes(24).toString('base64url');
