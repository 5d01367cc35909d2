import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/**
 * Author studio: a new publication and the publication form. An author's own list (/publications) and a
 * publication's article manager (/publications/{slug}) show at the readers' addresses, inside those pages.
 */
export const publicationRoutes: RouteConfigEntry[] = [
  route('publications/new', 'routes/studio/publications/new.tsx', { id: 'studio-publication-new' }),
  route('publications/:slug/edit', 'routes/studio/publications/edit.tsx', { id: 'studio-publication-edit' }),
];
