import type { z } from 'zod';

/** Who may make a call: anyone, a signed-in user, a verified author (spec §6) or the platform team. */
export type Access = 'public' | 'user' | 'author' | 'admin';

/**
 * One row of the spec's call table (§7) as the API serves it under /api. Paths use express syntax
 * (`/pages/content/:slug`); each schema is the single definition the API validates with and the web apps and
 * the OpenAPI document are built from.
 */
export interface CallContract {
  readonly method: 'get' | 'post' | 'put' | 'delete';
  readonly path: string;
  readonly summary: string;
  readonly access: Access;
  /**
   * Refused to a kids profile: account settings, payments and signing devices out are its parents' (author and
   * admin calls are refused to it as well, whatever this says).
   */
  readonly grownUpsOnly?: true;
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  readonly body?: z.ZodType;
  /** Default 200. */
  readonly status?: number;
  readonly response: z.ZodType;
}

export const defineCalls = <const Calls extends Record<string, CallContract>>(calls: Calls): Calls => calls;
