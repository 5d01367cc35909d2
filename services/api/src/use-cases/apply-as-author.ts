import { authorProfileDecider, authorStream, type SubmitAuthorApplication } from '@afrimedia/domain';
import { commandStep, type CommandPort } from './ports.ts';

export type AuthorApplication = SubmitAuthorApplication['data'];

/** The application as a command of the applicant's author stream, which only the applicant may send. */
export const applicationStep = (application: AuthorApplication) =>
  commandStep({
    stream: authorStream(application.authorId),
    decider: authorProfileDecider,
    actorId: application.authorId,
    command: { type: 'SubmitAuthorApplication', data: application },
  });

/** A user asks the platform team to make them an author; the application waits in the team's queue. */
export async function applyAsAuthor(commands: CommandPort, application: AuthorApplication): Promise<void> {
  await commands.run(applicationStep(application));
}
