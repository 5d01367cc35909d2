import { z } from 'zod';
import type { CommandMetadata } from '../core/decider.ts';
import { reject, type DomainError } from '../core/domain-error.ts';
import { checkAdmin } from './ownership.ts';

/**
 * The platform team deciding on what waits for its review (an author application, a publication): only an admin
 * decides, on something that exists and waits in `waitingStatus`; the state is handed back narrowed to it.
 */
export function reviewable<State extends { readonly status: string }, Waiting extends State['status']>(
  actorIsAdmin: boolean | undefined,
  state: State,
  waitingStatus: Waiting,
): (State & { readonly status: Waiting }) | DomainError {
  const forbidden = checkAdmin(actorIsAdmin);
  if (forbidden) return forbidden;
  if (state.status === 'none') return reject('NOT_FOUND');
  if (state.status !== waitingStatus) return reject('INVALID_STATE_TRANSITION');
  return state as State & { readonly status: Waiting };
}

const instant = z.iso.datetime({ offset: true });

/** What a validation event records besides what was validated. */
export const validationFields = { validatedBy: z.string(), validatedAt: instant };

/** What a rejection event records besides what was rejected. */
export const rejectionFields = { rejectedBy: z.string(), reason: z.string().optional(), rejectedAt: instant };

/** Who validated and when, as a validation event records it. */
export const validationBy = ({ actorId, now }: CommandMetadata) => ({
  validatedBy: actorId,
  validatedAt: now,
});

/** Who rejected, why when a reason was given, and when, as a rejection event records it. */
export const rejectionBy = ({ actorId, now }: CommandMetadata, reason: string | undefined) => ({
  rejectedBy: actorId,
  ...(reason ? { reason } : {}),
  rejectedAt: now,
});
