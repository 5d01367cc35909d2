import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/**
 * Author studio: writing and editing an article. A new article is written in a publication (/articles/new, or
 * /editor to choose it first); an existing one opens at /editor/publication/{slug}, the API's address for it.
 */
export const editorRoutes: RouteConfigEntry[] = [
  route('editor', 'routes/studio/editor/choose-publication.tsx', { id: 'studio-editor' }),
  route('articles/new', 'routes/studio/editor/article-editor.tsx', { id: 'studio-article-new' }),
  route('editor/publication/:slug', 'routes/studio/editor/article-editor.tsx', { id: 'studio-article-edit' }),
];
