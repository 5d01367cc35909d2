import { createRequire } from 'node:module';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [messagesWithoutParserInBrowser(), reactRouter()],
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
            // The frame of every page (menus, messages, store) and the cards most pages list.
            {
              name: 'shell',
              test: /[\\/]app[\\/](layout[\\/]|i18n[\\/]|store[\\/]|meta\.ts|components[\\/](ContentCard|ToggleButton|paths)\.tsx?)/,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
