import type { CommandMetadata } from '../core/decider.ts';
import { reject, type DomainError } from '../core/domain-error.ts';

/**
 * Spec §6: authors manage their own publications and articles; the platform team may act on anyone's.
 * Whether the actor is an admin is a fact the API reads from the signed-in user's role and puts in the command.
 */
export function checkOwnership(
  metadata: CommandMetadata,
  ownerId: string,
  actorIsAdmin: boolean | undefined,
): DomainError | undefined {
  return metadata.actorId === ownerId || actorIsAdmin === true ? undefined : reject('FORBIDDEN');
}

export function checkAdmin(actorIsAdmin: boolean | undefined): DomainError | undefined {
  return actorIsAdmin === true ? undefined : reject('FORBIDDEN');
}
