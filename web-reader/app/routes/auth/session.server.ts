import { authCalls } from '@afrimedia/contracts';
import { ApiError, type ApiClient } from '../../server/api.server.ts';
import { environment } from '../../server/environment.server.ts';
import type { User } from '../../server/root-data.server.ts';
import { returnTo } from '../settings/return-to.ts';

/** The signed-in user, or null for a visitor (or when the API cannot say: the page then treats them as one). */
export async function signedInUser(api: ApiClient): Promise<User | null> {
  if (!api.session.tokens) return null;
  try {
    return await api.call(authCalls.user);
  } catch (error) {
    if (error instanceof ApiError) return null;
    throw error;
  }
}

/** Where a sign-in lands: the page the reader came from (this site only), else the configured path. */
export function afterSignIn(requested: FormDataEntryValue | null | undefined, request: Request): string {
  return returnTo(requested || environment.redirectOnLogin, request);
}

/** Signs in with a password the reader just chose; false when the API refuses (the reader then signs in by hand). */
export async function signInWith(api: ApiClient, email: string, password: string): Promise<boolean> {
  try {
    api.session.replace(await api.call(authCalls.login, { body: { email, password } }));
    return true;
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
}
