import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/**
 * Author studio: an author's statistics, and one content's, with their figures as CSV, and the lines of an income
 * statement as CSV. A slug never holds a dot, so `figures.csv` and `income.csv` cannot be a content's address.
 */
export const statsRoutes: RouteConfigEntry[] = [
  route('stats', 'routes/studio/stats/stats.tsx', { id: 'studio-stats' }),
  route('stats/figures.csv', 'routes/studio/stats/figures-csv.ts', { id: 'studio-stats-csv' }),
  route('stats/income.csv', 'routes/studio/stats/income-csv.ts', { id: 'studio-stats-income-csv' }),
  route('stats/:slug', 'routes/studio/stats/content-stats.tsx', { id: 'studio-stats-content' }),
  route('stats/:slug/figures.csv', 'routes/studio/stats/figures-csv.ts', { id: 'studio-stats-content-csv' }),
];
