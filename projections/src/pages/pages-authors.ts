import type { PagesAuthorsTable, ReadModels } from '@afrimedia/read-models';
import type { Transaction, Updateable } from 'kysely';
import type { ProjectionPart } from '../runtime/define-projection.ts';
import { type EventOfType } from '../runtime/event-handlers.ts';
import { changedColumns, insertRegistered } from '../runtime/people-rows.ts';

type Trx = Transaction<ReadModels>;

/** The authors' pages: who they are, whether the team validated them, their photo and headline article. */
export const pagesAuthors: ProjectionPart = {
  tables: ['pages.authors'],
  handlers: {
    UserRegistered: insertRegistered('pages.authors', authorRow),
    ProfileUpdated: async (trx, { event }) => {
      const { firstName, lastName } = event.data.personal;
      const changed = changedColumns({ first_name: firstName, last_name: lastName });
      if (changed) await setAuthor(trx, event.data.userId, changed);
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
