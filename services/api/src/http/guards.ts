import { DomainError, reject } from '@afrimedia/domain';
import type { AccountUser } from '@afrimedia/read-models';
import type { Request } from 'express';

/** The signed-in user, or NOT_AUTHORIZED (the client then logs out and goes to /login, spec §8). */
export function signedIn(request: Request): AccountUser {
  const user = request.ctx.user;
  if (!user) throw reject('NOT_AUTHORIZED');
  return user;
}

/** Spec §6: author tools need role owner or admin with userVerificationStatus verified. */
export function verifiedAuthor(request: Request): AccountUser {
  const user = signedIn(request);
  if (user.role === 'admin') return user;
  if (user.role === 'owner' && user.verification_status === 'verified') return user;
  throw reject('AUTHOR_NOT_VERIFIED');
}

export function admin(request: Request): AccountUser {
  const user = signedIn(request);
  if (user.role !== 'admin') throw reject('FORBIDDEN');
  return user;
}

export const isAdmin = (user: AccountUser | undefined): boolean => user?.role === 'admin';

export function orThrow<T>(value: T | DomainError): T {
  if (value instanceof DomainError) throw value;
  return value;
}
