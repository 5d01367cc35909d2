import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** Spec §2: the lists a reader browses, and search. `/videos/{slug}` is the content's page, not a list. */
export const listingRoutes: RouteConfigEntry[] = [
  route('articles', 'routes/listings/articles.tsx', { id: 'listings-articles' }),
  route('videos', 'routes/listings/videos.tsx', { id: 'listings-videos' }),
  route('publications', 'routes/listings/publications.tsx', { id: 'listings-publications' }),
  route('publications/:slug', 'routes/listings/publication.tsx', { id: 'listings-publication' }),
  route('category', 'routes/listings/categories.tsx', { id: 'listings-categories' }),
  route('category/:slug', 'routes/listings/category.tsx', { id: 'listings-category' }),
  route('authors', 'routes/listings/authors.tsx', { id: 'listings-authors' }),
  route('content', 'routes/listings/contents.tsx', { id: 'listings-contents' }),
  route('authors/:id', 'routes/listings/author.tsx', { id: 'listings-author' }),
  route('search', 'routes/listings/search.tsx', { id: 'listings-search' }),
];
