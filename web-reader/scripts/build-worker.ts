import { join } from 'node:path';
import { LANGUAGES } from '@afrimedia/i18n/languages';
import { webMessages } from '@afrimedia/i18n/web';
import { build } from 'vite';
import { WORKER_FILE } from '../app/offline/head.server.ts';

/** The offline page's texts in each language: the few it shows, not the whole catalogues. */
export function offlineTexts() {
  return Object.fromEntries(
    LANGUAGES.map((lang) => {
      const messages = webMessages[lang];
      return [
        lang,
        {
          title: messages['offline.page.title'],
          intro: messages['offline.page.intro'],
          none: messages['offline.page.none'],
          until: messages['offline.page.until'],
          retry: messages['offline.page.retry'],
          article: messages['type.article'],
          podcast: messages['type.podcast'],
        },
      ];
    }),
  );
}

/**
 * Builds the service worker (sw.ts and the Workbox modules it uses) into one classic script at `outDir`/sw.js:
 * a worker of its own, served from the site root so its scope is the whole site, outside the pages' bundles.
 */
export async function buildWorker(outDir: string): Promise<void> {
  await build({
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    define: {
      OFFLINE_TEXTS: JSON.stringify(offlineTexts()),
      // Workbox logs its development messages unless told it runs in production.
      'process.env.NODE_ENV': JSON.stringify('production'),
    },
    build: {
      outDir,
      emptyOutDir: false,
      sourcemap: false,
      minify: true,
      lib: {
        entry: join(import.meta.dirname, '../sw/sw.ts'),
        formats: ['iife'],
        name: 'afrimediaWorker',
        fileName: () => WORKER_FILE,
      },
    },
  });
}
