import { route, type RouteConfigEntry } from '@react-router/dev/routes';
import { PAGE_ALIASES } from './site-page-text.ts';

/**
 * Spec §2 information pages: static pages by slug, and the addresses that show one of them; becoming an author,
 * subscriptions and the contact form.
 */
export const infoRoutes: RouteConfigEntry[] = [
  route('page/:slug?', 'routes/info/site-page.tsx', { id: 'site-page' }),
  ...Object.keys(PAGE_ALIASES).map((path) =>
    route(path, 'routes/info/site-page.tsx', { id: `site-page-${path}` }),
  ),
  route('become-author', 'routes/info/become-author.tsx', { id: 'become-author' }),
  route('about-subscription', 'routes/info/about-subscription.tsx', { id: 'about-subscription' }),
  route('contact', 'routes/info/contact.tsx', { id: 'contact' }),
];

/** Spec §2: the creators' landing page has the landing layout (logo, language picks, footer). */
export const landingRoutes: RouteConfigEntry[] = [
  route('landing', 'routes/info/landing.tsx', { id: 'landing' }),
];
