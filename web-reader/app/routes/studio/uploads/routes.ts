import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/**
 * Author studio: the browser's way to the API for uploads and encoding progress. The session lives in an HttpOnly
 * cookie the browser's scripts never read, so these routes call the API with it on the browser's behalf.
 */
export const uploadRoutes: RouteConfigEntry[] = [
  route('studio/uploads/:role', 'routes/studio/uploads/upload-pass-through.ts', { id: 'studio-upload' }),
  route('studio/encoder/:id', 'routes/studio/uploads/encoder-task.ts', { id: 'studio-encoder-task' }),
];
