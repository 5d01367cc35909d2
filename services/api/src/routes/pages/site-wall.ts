import { createHmac, timingSafeEqual } from 'node:crypto';
import { siteConfig, type ReadModels } from '@afrimedia/read-models';
import type { Kysely } from 'kysely';
import { verifyPassword } from '../../auth/passwords.ts';

/**
 * The wall before the site: the password the platform team configured (kept as a hash), else the environment's
 * SITE_PASSWORD until the team configures the site, else none.
 */
export type SiteWall =
  | { readonly kind: 'configured'; readonly hash: string }
  | { readonly kind: 'environment'; readonly password: string };

export async function currentWall(
  db: Kysely<ReadModels>,
  environmentPassword: string | undefined,
): Promise<SiteWall | null> {
  const configured = await siteConfig(db);
  if (configured)
    return configured.site_password_hash ? { kind: 'configured', hash: configured.site_password_hash } : null;
  return environmentPassword ? { kind: 'environment', password: environmentPassword } : null;
}

/**
 * What a browser keeps once past the wall: a MAC keyed by the wall's own secret, so no one makes it without that
 * secret, it survives restarts, and it stops opening the wall as soon as the password changes.
 */
export function passOf(wall: SiteWall): string {
  const secret = wall.kind === 'configured' ? wall.hash : wall.password;
  return createHmac('sha256', secret).update('afrimedia site wall pass').digest('base64url');
}

const same = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

export async function opens(
  wall: SiteWall,
  attempt: { readonly password: string } | { readonly pass: string },
): Promise<boolean> {
  if ('pass' in attempt) return same(attempt.pass, passOf(wall));
  return wall.kind === 'configured'
    ? verifyPassword(wall.hash, attempt.password)
    : same(attempt.password, wall.password);
}
