import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/**
 * Spec §2 content detail routes. Articles have a module of their own so their page loads no player; the media
 * module serves videos, podcasts and the generic paths, and lists a genre when /videos or /podcasts is given one.
 */
export const contentRoutes: RouteConfigEntry[] = [
  route('content/:slug', 'routes/content/media.tsx', { id: 'content' }),
  route('articles/:slug', 'routes/content/article.tsx', { id: 'article' }),
  route('videos/:slug', 'routes/content/media.tsx', { id: 'video' }),
  route('youtube/:slug?', 'routes/content/media.tsx', { id: 'youtube' }),
  route('podcasts/:slug', 'routes/content/media.tsx', { id: 'podcast' }),
  route('actions/view', 'routes/content/view.ts', { id: 'content-view' }),
  route('actions/read', 'routes/content/read.ts', { id: 'content-read' }),
  route('actions/report', 'routes/content/report.ts', { id: 'content-report' }),
];
