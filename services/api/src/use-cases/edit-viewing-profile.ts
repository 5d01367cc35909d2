import { userDecider, userStream, type AgeLimit } from '@afrimedia/domain';
import { commandStep, type CommandPort } from './ports.ts';

export interface ViewingProfileEdit {
  readonly userId: string;
  /** The profile the session is on. */
  readonly actingProfileId: string;
  readonly profileId: string;
  readonly name?: string | undefined;
  readonly colour?: string | undefined;
  readonly language?: string | undefined;
  /** Left out: unchanged; null: no limit. */
  readonly ageLimit?: AgeLimit | undefined;
}

/**
 * One form edits a profile's name, colour and language, and its age limit, which has a rule of its own (only a
 * grown-up profile raises it). The limit is asked first, so a refused limit leaves the name unchanged too; the
 * edit runs even when it changes nothing, so a profile the account does not have is not found either way.
 */
export async function editViewingProfile(commands: CommandPort, edit: ViewingProfileEdit): Promise<void> {
  const { userId, actingProfileId, profileId, name, colour, language, ageLimit } = edit;
  const onAccount = { stream: userStream(userId), decider: userDecider, actorId: userId };
  const limit =
    ageLimit === undefined
      ? undefined
      : commandStep({
          ...onAccount,
          command: {
            type: 'ChangeProfileAgeLimit',
            data: { userId, profileId, actingProfileId, ageLimit },
          },
        });
  if (limit) await commands.check(limit);
  await commands.run({
    ...onAccount,
    command: {
      type: 'EditProfile',
      data: {
        userId,
        profileId,
        actingProfileId,
        ...(name === undefined ? {} : { name }),
        ...(colour === undefined ? {} : { colour }),
        ...(language === undefined ? {} : { language }),
      },
    },
  });
  if (limit) await commands.run(limit);
}
