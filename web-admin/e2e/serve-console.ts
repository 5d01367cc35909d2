import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import type { BrowserContext } from 'playwright-core';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/**
 * Serves the console build under `<platform>/admin` inside the browser context, as `npm start` mounts it: hashed
 * assets as files, any other path the index. The platform under test mounts the reader only, so the index is
 * answered here, with the headers the platform sends on that path (its Content-Security-Policy) and its scripts
 * stamped with that response's nonce, exactly as the API stamps the console's index.
 */
export async function serveConsole(context: BrowserContext, platformUrl: string, buildDir: string) {
  const prefix = `${platformUrl}/admin`;
  await context.route(
    (url) => url.href === prefix || url.href.startsWith(`${prefix}/`),
    async (route) => {
      const path = new URL(route.request().url()).pathname.slice('/admin'.length);
      if (path.startsWith('/assets/')) {
        const file = normalize(join(buildDir, path));
        if (!file.startsWith(buildDir)) return route.fulfill({ status: 404 });
        const body = await readFile(file).catch(() => undefined);
        if (!body) return route.fulfill({ status: 404 });
        return route.fulfill({ body, contentType: TYPES[extname(file)] ?? 'application/octet-stream' });
      }
      const platform = await route.fetch();
      // The body sent is the console's index, so the reader page's length and encoding no longer hold.
      const { 'content-length': _length, 'content-encoding': _encoding, ...headers } = platform.headers();
      const nonce = /'nonce-([^']+)'/.exec(headers['content-security-policy'] ?? '')?.[1] ?? '';
      const html = (await readFile(join(buildDir, 'index.html'), 'utf8')).replace(
        /<(script\b|link rel="modulepreload")/g,
        `<$1 nonce="${nonce}"`,
      );
      return route.fulfill({
        status: 200,
        headers: { ...headers, 'content-type': 'text/html; charset=utf-8' },
        body: html,
      });
    },
  );
}
