import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { Router } from 'express';

export interface WebApp {
  /** URL prefix, e.g. `/` or `/admin`. */
  readonly mount: string;
  /** Folder of the app's Vite build. */
  readonly distDir: string;
}

/**
 * Serves each built single-page app under its prefix: hashed assets cached for a year, any other path under
 * the prefix answered with the app's index.html so client-side routes survive a reload.
 */
export function webAppsRouter(apps: readonly WebApp[]): Router {
  const router = Router();
  const byLongestPrefix = [...apps].sort((a, b) => b.mount.length - a.mount.length);
  for (const app of byLongestPrefix) {
    const index = join(app.distDir, 'index.html');
    if (!existsSync(index)) throw new Error(`${app.distDir} holds no build: run npm run build`);
    const mount = app.mount === '/' ? '' : app.mount;
    router.use(
      `${mount}/assets`,
      express.static(join(app.distDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }),
    );
    router.use(mount || '/', express.static(app.distDir, { index: false, maxAge: '1h' }));
    router.get(mount ? [mount, `${mount}/*splat`] : ['/', '/*splat'], (request, response, next) => {
      if (request.path.startsWith('/api/')) return next();
      response.set('Cache-Control', 'no-cache').sendFile(index);
    });
  }
  return router;
}
