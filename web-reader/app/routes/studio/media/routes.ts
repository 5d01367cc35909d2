import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/**
 * Author studio: a video or podcast episode in one of the author's publications, made from an uploaded file
 * (/studio/media/new?publicationSlug=…&kind=video|podcast), then edited and published at /studio/media/{slug}.
 */
export const mediaRoutes: RouteConfigEntry[] = [
  route('studio/media/new', 'routes/studio/media/new.tsx', { id: 'studio-media-new' }),
  route('studio/media/:slug', 'routes/studio/media/edit.tsx', { id: 'studio-media-edit' }),
];
