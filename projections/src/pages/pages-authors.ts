import type { PagesAuthorsTable, ReadModels } from '@afrimedia/read-models';
import type { Transaction, Updateable } from 'kysely';
import type { ProjectionPart } from '../runtime/define-projection.ts';
import { inRuns, type EventOfType } from '../runtime/event-handlers.ts';
import { inChunks } from '../runtime/in-chunks.ts';

type Trx = Transaction<ReadModels>;

/** The authors' pages: who they are, whether the team validated them, their photo and headline article. */
export const pagesAuthors: ProjectionPart = {
  tables: ['pages.authors'],
  handlers: {
    // Runs of registrations are written with one statement (the first of a user wins, as one at a time).
    UserRegistered: inRuns((trx, run) =>
      inChunks(run, (chunk) =>
        trx
          .insertInto('pages.authors')
          .values(chunk.map(({ event }) => authorRow(event)))
          .onConflict((conflict) => conflict.column('user_id').doNothing())
          .execute(),
      ),
    ),
    ProfileUpdated: async (trx, { event }) => {
      const { firstName, lastName } = event.data.personal;
      if (firstName === undefined && lastName === undefined) return;
      await setAuthor(trx, event.data.userId, {
        ...(firstName !== undefined ? { first_name: firstName } : {}),
        ...(lastName !== undefined ? { last_name: lastName } : {}),
      });
    },
    // Spec §2: deleting an account removes its profile, publications and articles.
    AccountDeleted: (trx, { event }) =>
      trx.deleteFrom('pages.authors').where('user_id', '=', event.data.userId).execute(),
    AuthorApplicationSubmitted: (trx, { event }) =>
      setAuthor(trx, event.data.authorId, {
        expertise_title: event.data.expertiseTitle,
        about_me: event.data.aboutMe,
        status: 'waiting',
        ...(event.data.country ? { country: event.data.country } : {}),
      }),
    AuthorValidated: (trx, { event }) => setAuthor(trx, event.data.authorId, { status: 'validated' }),
    AuthorRejected: (trx, { event }) => setAuthor(trx, event.data.authorId, { status: 'rejected' }),
    AuthorPhotoChanged: (trx, { event }) =>
      setAuthor(trx, event.data.authorId, { photo_url: event.data.photo.url }),
    AuthorHeadlineChanged: (trx, { event }) =>
      setAuthor(trx, event.data.authorId, { headline_content_id: event.data.nextContentId }),
  },
};

function setAuthor(trx: Trx, userId: string, values: Updateable<PagesAuthorsTable>) {
  return trx.updateTable('pages.authors').set(values).where('user_id', '=', userId).execute();
}

function authorRow(event: EventOfType<'UserRegistered'>) {
  return {
    user_id: event.data.userId,
    first_name: event.data.personal.firstName ?? '',
    last_name: event.data.personal.lastName ?? '',
    expertise_title: null,
    about_me: null,
    country: event.data.personal.country ?? null,
    photo_url: null,
    headline_content_id: null,
  };
}
