import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/**
 * Author studio: becoming an author: the application form and where it stands. The pending address is a static
 * page's (spec §2 /page/become-author-pending): this route takes it over, the other static pages stay.
 */
export const applyRoutes: RouteConfigEntry[] = [
  route('become-author/apply', 'routes/studio/apply/apply.tsx', { id: 'studio-apply' }),
  route('page/become-author-pending', 'routes/studio/apply/pending.tsx', { id: 'studio-apply-pending' }),
];
