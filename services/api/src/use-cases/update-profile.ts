import {
  reject,
  reservations,
  userDecider,
  userStream,
  type UpdateProfile,
  type UserCommand,
} from '@afrimedia/domain';
import type { CommandInput, EventStore } from '@afrimedia/event-store';
import { CODE_MINUTES, newPinCode } from '../auth/codes.ts';
import { hashPassword } from '../auth/passwords.ts';
import { composeMail, passwordChangedMail } from '../mail/compose.ts';
import type { Mailer } from '../mail/mailer.ts';
import { applicationStep, type AuthorApplication } from './apply-as-author.ts';
import type { CommandPort } from './ports.ts';

/** What guards the account besides its stream: the login limits, the mail allowance and the sessions. */
export interface AccountGuards {
  /** Refuses a wrong (or missing) current password, counting it as a failed sign-in. */
  checkCurrentPassword(current: string | undefined): Promise<void>;
  /** Refuses once the address was sent as many e-mails as it may be. */
  spendMailAllowance(email: string): Promise<void>;
  /** Ends every session of the user, the caller's own included. */
  signOutEverywhere(): Promise<void>;
}

export interface ProfilePorts {
  readonly commands: CommandPort;
  readonly store: EventStore;
  readonly clock: () => Date;
  readonly mailer: Mailer;
  /** Where users reach the platform: e-mailed links point here. */
  readonly publicUrl: string;
  readonly guards: AccountGuards;
}

export interface ProfileChange {
  readonly user: { readonly userId: string; readonly email: string; readonly language: string };
  readonly profile: Omit<UpdateProfile['data'], 'userId'>;
  /** A new address, to be confirmed with the code sent to it. */
  readonly newEmail?: string | undefined;
  /** Needed for a new address or password. */
  readonly currentPassword?: string | undefined;
  readonly newPassword?: string | undefined;
  readonly application?: AuthorApplication | undefined;
  readonly deactivate: boolean;
}

/**
 * A signed-in user changes their profile, and with it maybe their address, their password, their activity, or asks
 * to become an author. Everything that can refuse is asked before the first write (the author stream's answer to
 * the application included), so a refused call appends nothing.
 *
 * The writes are an ordered sequence over two streams: the profile (user stream), the application (author
 * stream), then the address, the password and the deactivation (user stream), the last two ending the sessions
 * and so any retry. Each command takes its event ids from the call's idempotency key, and the application's check
 * lets through an application this same call already appended: a call that failed between two writes and is sent
 * again with the same key replays what was written and writes the rest, so profile and application end up both
 * written, never one without the other.
 */
export async function updateProfile(ports: ProfilePorts, change: ProfileChange): Promise<void> {
  const { commands, guards } = ports;
  const { user, newEmail, newPassword } = change;
  const { userId } = user;
  const asUser = (command: CommandInput<UserCommand>) =>
    commands.run({ stream: userStream(userId), decider: userDecider, actorId: userId, command });

  const application = change.application && applicationStep(change.application);
  if (application) await commands.check(application);
  if (newEmail !== undefined || newPassword !== undefined)
    await guards.checkCurrentPassword(change.currentPassword);
  if (newEmail !== undefined) {
    if (await ports.store.reservationOwner(reservations.email(newEmail))) throw reject('EMAIL_ALREADY_USED');
    await guards.spendMailAllowance(newEmail);
  }

  await asUser({ type: 'UpdateProfile', data: { userId, ...change.profile } });
  if (application) await commands.run(application);
  if (newEmail !== undefined) {
    const code = newPinCode(ports.clock());
    const { codeId, codeHash, expiresAt } = code;
    await asUser({
      type: 'RequestEmailChange',
      data: { userId, email: newEmail, codeId, codeHash, expiresAt },
    });
    await ports.mailer.send(
      composeMail(newEmail, user.language, 'confirmEmailChange', { code: code.code, minutes: CODE_MINUTES }),
    );
    await ports.mailer.send(
      composeMail(user.email, user.language, 'emailChangeRequested', { email: newEmail }),
    );
  }
  if (newPassword !== undefined) {
    await asUser({
      type: 'ChangePassword',
      data: { userId, passwordHash: await hashPassword(newPassword), proof: { method: 'current-password' } },
    });
    await guards.signOutEverywhere();
    await ports.mailer.send(passwordChangedMail(user.email, user.language, ports.publicUrl));
  }
  if (change.deactivate) {
    await asUser({ type: 'DeactivateAccount', data: { userId } });
    await guards.signOutEverywhere();
  }
}
