import { route, type RouteConfigEntry } from '@react-router/dev/routes';

export const profileRoutes: RouteConfigEntry[] = [
  route('favs', 'routes/profile/favs.tsx', { id: 'favs' }),
  route('profile', 'routes/profile/profile.tsx', { id: 'profile' }),
  route('profile/export', 'routes/profile/export.ts', { id: 'profile-export' }),
];
