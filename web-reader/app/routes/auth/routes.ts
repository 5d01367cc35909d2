import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/**
 * Spec §2 sign-in, registration and password routes. /mobileregister is the registration form the mobile apps
 * open; /changePassword is the older address of /password/change.
 */
export const authRoutes: RouteConfigEntry[] = [
  route('login', 'routes/auth/login.tsx', { id: 'login' }),
  route('register', 'routes/auth/register.tsx', { id: 'register' }),
  route('mobileregister', 'routes/auth/register.tsx', { id: 'mobileregister' }),
  route('password/forgot', 'routes/auth/password-forgot.tsx', { id: 'password-forgot' }),
  route('password/change', 'routes/auth/password-change.tsx', { id: 'password-change' }),
  route('changePassword', 'routes/auth/password-change.tsx', { id: 'changePassword' }),
  route('callback', 'routes/auth/callback.tsx', { id: 'callback' }),
];
