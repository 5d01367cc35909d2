import { createRequire } from 'node:module';
import { join } from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, runnerImport, type Plugin } from 'vite';
import type * as WorkerBuild from './scripts/build-worker.ts';

const require = createRequire(import.meta.url);
const PARSER = '@formatjs/icu-messageformat-parser';

/**
 * The server compiles messages to their AST before they reach the page, so the browser never parses ICU: its
 * build gets the parser's no-parser entry (about 7 KiB less JavaScript on every page).
 */
function messagesWithoutParserInBrowser(): Plugin {
  const noParser = require.resolve(`${PARSER}/no-parser.js`, {
    paths: [require.resolve('intl-messageformat')],
  });
  return {
    name: 'messages-without-parser-in-browser',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source) {
      return source === PARSER ? noParser : null;
    },
  };
}

/**
 * The service worker, built as a bundle of its own once the client's files are written. Its build script reads the
 * workspace's TypeScript packages (the offline page's texts), which Node cannot load as this config's imports, so
 * Vite's module runner imports it.
 */
function serviceWorker(): Plugin {
  return {
    name: 'service-worker',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options) {
      if (!options.dir) return;
      const { module } = await runnerImport<typeof WorkerBuild>(
        join(import.meta.dirname, 'scripts/build-worker.ts'),
      );
      await module.buildWorker(options.dir);
    },
  };
}

export default defineConfig({
  plugins: [messagesWithoutParserInBrowser(), reactRouter(), serviceWorker()],
  build: {
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page runs to come alive, in one file rather than a dozen: on a slow network each request
            // costs a round trip, and these compete with the stylesheet and the cover for the first paint.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|redux|react-redux|@reduxjs[\\/]toolkit|use-sync-external-store|intl-messageformat|@formatjs)[\\/]/,
            },
            // The frame of every page (menus, messages, store), the cards most pages list and the follow button of
            // articles and listings (in a file of its own it cost the article page a request and more bytes than it holds).
            {
              name: 'shell',
              test: /[\\/]app[\\/](layout[\\/]|i18n[\\/]|store[\\/]|meta\.ts|components[\\/](ContentCard|ToggleButton|FollowButton|paths)\.tsx?)/,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
