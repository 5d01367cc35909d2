import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** The profile picker: who is reading on this device, asked after sign-in and from the account menu. */
export const profilesRoutes: RouteConfigEntry[] = [
  route('profiles', 'routes/profiles/picker.tsx', { id: 'profiles' }),
];
