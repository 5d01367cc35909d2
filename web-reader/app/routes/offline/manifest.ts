import { direction } from '@afrimedia/i18n';
import { webMessages } from '@afrimedia/i18n/web';
import type { Route } from './+types/manifest';
import { readerLanguage } from '../info/reader-language.server.ts';

/** The colour of the top bar, as the pages' theme-color names it. */
const THEME = '#0b6e4f';

/**
 * The web manifest (installing the reader app on a phone), in the reader's language and direction. Its icons are
 * files of the build (public/icons).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = await readerLanguage(request, context);
  const manifest = {
    id: '/',
    name: 'Afrimedia',
    short_name: 'Afrimedia',
    description: webMessages[lang]['offline.manifest.description'],
    lang,
    dir: direction(lang),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME,
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': 'no-cache',
      Vary: 'Cookie, Accept-Language',
    },
  });
}
