export { articlesRoutes } from '../contents/content-routes.ts';
