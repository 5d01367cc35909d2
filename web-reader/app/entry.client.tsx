import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { fetchCatalogue } from './i18n/catalogues.ts';
import { reloadOnChunkFailure } from './layout/chunk-reload.ts';

reloadOnChunkFailure(window, sessionStorage);

// Hydration renders the page's text again, so it waits for the language's messages. Without them the page
// stays as the server sent it, whose links and forms work without scripts.
const catalogue = document.documentElement.dataset.catalogue;
void (catalogue ? fetchCatalogue(catalogue) : Promise.resolve()).then(
  () =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  (error: unknown) => console.warn('the page stays without scripts:', error),
);
