import type { signedInDevice } from '@afrimedia/contracts';
import { reject } from '@afrimedia/domain';
import type { z } from 'zod';
import type { SessionStore } from '../../auth/sessions.ts';
import { deviceNameOf } from './user-agent.ts';

/** Who asks: the signed-in user and the session the request came with, which names their own device. */
export interface Asker {
  readonly userId: string;
  readonly sessionId: string;
  readonly now: Date;
}

/** The family of the asker's session; a session gone since the request was let in is no sign-in any more. */
async function ownFamily(sessions: SessionStore, asker: Asker): Promise<string> {
  const familyId = await sessions.familyOf(asker.sessionId);
  if (!familyId) throw reject('NOT_AUTHORIZED');
  return familyId;
}

/** Where the asker is signed in, the most recently seen first, their own device marked. */
export async function signedInDevices(
  sessions: SessionStore,
  asker: Asker,
): Promise<z.input<typeof signedInDevice>[]> {
  const [own, families] = await Promise.all([
    ownFamily(sessions, asker),
    sessions.liveFamiliesOf(asker.userId, asker.now),
  ]);
  return families.map((family) => ({
    id: family.family_id,
    ...deviceNameOf(family.user_agent),
    country: family.country,
    first_seen: family.first_seen_at.toISOString(),
    last_seen: family.last_seen_at.toISOString(),
    current: family.family_id === own,
  }));
}

/** Ends one of the asker's sign-ins: its sessions are revoked, so its next request is refused. */
export async function signOutDevice(sessions: SessionStore, asker: Asker, deviceId: string): Promise<void> {
  if (!(await sessions.revokeFamilyOf(asker.userId, deviceId, asker.now))) throw reject('NOT_FOUND');
}

/** Ends every sign-in of the asker but the one the request came from. */
export async function signOutOtherDevices(sessions: SessionStore, asker: Asker): Promise<void> {
  await sessions.revokeFamiliesOfExcept(asker.userId, await ownFamily(sessions, asker), asker.now);
}
