import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { authRoutes } from './routes/auth/routes.ts';
import { contentRoutes } from './routes/content/routes.ts';
import { eventRoutes } from './routes/events/routes.ts';
import { infoRoutes, landingRoutes } from './routes/info/routes.ts';
import { listingRoutes } from './routes/listings/routes.ts';
import { profileRoutes } from './routes/profile/routes.ts';
import { profilesRoutes } from './routes/profiles/routes.ts';
import { studioRoutes } from './routes/studio/routes.ts';

/** Spec §2 route table (the author studio's routes live with the studio). Each feature folder lists its own. */
export default [
  route('settings/language', 'routes/settings/language.ts'),
  route('settings/lite', 'routes/settings/lite.ts'),
  route('settings/age', 'routes/settings/age.ts'),
  route('settings/banners', 'routes/settings/banners.ts'),
  route('settings/wall', 'routes/settings/wall.ts'),
  route('i18n/:name', 'routes/settings/catalogue.ts'),
  route('actions/toggle', 'routes/settings/toggle.ts'),
  route('logout', 'routes/settings/logout.ts'),
  route('saved', 'routes/offline/saved.ts'),
  route('manifest.webmanifest', 'routes/offline/manifest.ts'),
  layout('layouts/landing.tsx', landingRoutes),
  layout('layouts/default.tsx', [
    index('routes/home/home.tsx'),
    ...contentRoutes,
    ...listingRoutes,
    ...eventRoutes,
    ...authRoutes,
    ...profileRoutes,
    ...profilesRoutes,
    ...infoRoutes,
    ...studioRoutes,
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
