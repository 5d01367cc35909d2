import type { RouteConfigEntry } from '@react-router/dev/routes';
import { applyRoutes } from './apply/routes.ts';
import { editorRoutes } from './editor/routes.ts';
import { mediaRoutes } from './media/routes.ts';
import { publicationRoutes } from './publications/routes.ts';
import { statsRoutes } from './stats/routes.ts';
import { uploadRoutes } from './uploads/routes.ts';

/** The author studio's routes (spec §2), each in its own route chunk so readers never download them. */
export const studioRoutes: RouteConfigEntry[] = [
  ...applyRoutes,
  ...publicationRoutes,
  ...editorRoutes,
  ...mediaRoutes,
  ...statsRoutes,
  ...uploadRoutes,
];
