import type { AuthProvider } from 'react-admin';
import type { ApiClient } from './api-client.ts';
import type { SessionStore } from './session.ts';

interface SignedInUser {
  id: string;
  email: string;
  role: 'reader' | 'owner' | 'admin';
  first_name: string | null;
  last_name: string | null;
}

/** Not an admin: shown on the sign-in screen (an i18n key, translated by the notification). */
export const NOT_ADMIN = 'afrimedia.auth.not_admin';

/**
 * Signs in with the platform's own login. Only the platform team gets in: anyone else is signed out again at
 * once and told why.
 */
export function createAuthProvider(client: ApiClient, session: SessionStore): AuthProvider {
  const signedInUser = async () => (await client.json('/api/auth/user')).json as SignedInUser;
  const endSession = async () => {
    if (session.read()) await client.json('/api/auth/logout', { method: 'POST' }).catch(() => undefined);
    session.clear();
  };

  return {
    async login({ username, password }: { username: string; password: string }) {
      session.clear();
      const { json } = await client.json('/api/auth/login', {
        method: 'POST',
        body: JSON.stringify({ email: username, password }),
      });
      const tokens = json as { token: string; refreshToken: string };
      session.write({ token: tokens.token, refreshToken: tokens.refreshToken });
      const user = await signedInUser();
      if (user.role !== 'admin') {
        await endSession();
        throw new Error(NOT_ADMIN);
      }
    },
    logout: endSession,
    async checkAuth() {
      if (!session.read()) throw new Error('ra.auth.auth_check_error');
    },
    async checkError(error: { status?: number }) {
      if (error.status === 401 || error.status === 403) {
        session.clear();
        throw new Error('ra.auth.auth_check_error');
      }
    },
    async getIdentity() {
      const user = await signedInUser();
      const fullName = [user.first_name, user.last_name].filter(Boolean).join(' ');
      return { id: user.id, fullName: fullName || user.email };
    },
  };
}
