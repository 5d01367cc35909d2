import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RequestListener } from 'node:http';
import express, { Router, type RequestHandler, type Response } from 'express';

/** A single-page app built by Vite, served as files. */
export interface StaticWebApp {
  /** URL prefix, e.g. `/` or `/admin`. */
  readonly mount: string;
  /** Folder of the app's Vite build. */
  readonly distDir: string;
}

/** What this process hands an app it renders on the server. */
export interface WebAppServing {
  /** Sent back in `x-internal-key` by the app's calls to this API, which then believe its `x-internal-client-ip`. */
  readonly internalKey: string;
  /**
   * This process's whole app, API included, for an app rendered here to call in process rather than over loopback:
   * what it is sent passes through every middleware a request from the network does.
   */
  readonly api: RequestListener;
  /** The CSP nonce of this response: the scripts of the page rendered into it must carry it. */
  readonly nonceOf: (response: Response) => string;
}

/** An app rendered on the server by its own middleware, e.g. the reader (React Router). */
export interface RenderedWebApp {
  /** URL prefix, e.g. `/`. */
  readonly mount: string;
  readonly serve: (serving: WebAppServing) => RequestHandler;
}

export type WebApp = StaticWebApp | RenderedWebApp;

/**
 * Serves each web app under its prefix, the longest prefix first so /admin wins over the reader at /. Nothing
 * under /api reaches an app: those paths are the API's, answered or refused by it.
 */
export function webAppsRouter(apps: readonly WebApp[], serving: WebAppServing): Router {
  const router = Router();
  router.use('/api', (_request, _response, next) => next('router'));
  const byLongestPrefix = [...apps].sort((a, b) => b.mount.length - a.mount.length);
  for (const app of byLongestPrefix) {
    if ('serve' in app) router.use(app.mount, app.serve(serving));
    else router.use(staticApp(app, serving));
  }
  return router;
}

/**
 * Hashed assets cached for a year; any other path under the prefix is answered with the app's index.html, so
 * client-side routes survive a reload. The index gets this response's nonce on its scripts and module preloads.
 */
function staticApp(app: StaticWebApp, serving: WebAppServing): Router {
  const index = join(app.distDir, 'index.html');
  if (!existsSync(index)) throw new Error(`${app.distDir} holds no build: run npm run build`);
  const mount = app.mount === '/' ? '' : app.mount;
  const sendIndex: RequestHandler = async (_request, response) => {
    const nonce = serving.nonceOf(response);
    const html = (await readFile(index, 'utf8')).replace(
      /<(script\b|link rel="modulepreload")/g,
      `<$1 nonce="${nonce}"`,
    );
    response.set('Cache-Control', 'no-cache').type('html').send(html);
  };
  const router = Router();
  router.use(
    `${mount}/assets`,
    express.static(join(app.distDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
  );
  router.get(`${mount}/index.html`, sendIndex);
  router.use(mount || '/', express.static(app.distDir, { index: false, maxAge: '1h' }));
  router.get(mount ? [mount, `${mount}/*splat`] : ['/', '/*splat'], sendIndex);
  return router;
}
