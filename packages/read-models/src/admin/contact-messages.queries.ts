import { adminContactMessagesCalls, type AdminContactMessageRecord } from '@afrimedia/contracts';
import { adminList, type AdminDb } from './list-sql.ts';

/** The contact form's inbox. */
const messages = adminList(
  adminContactMessagesCalls.list,
  (db: AdminDb) => db.selectFrom('operations.contact_messages').selectAll(),
  () => ({
    key: 'message_id',
    search: ['email', 'name', 'subject'],
    equals: { language: 'language' },
    sortColumns: {
      id: 'message_id',
      receivedAt: 'received_at',
      name: 'name',
      email: 'email',
      subject: 'subject',
    },
    recordOf: (row): AdminContactMessageRecord => ({
      id: row.message_id,
      name: row.name,
      email: row.email,
      subject: row.subject,
      message: row.message,
      language: row.language,
      receivedAt: row.received_at.toISOString(),
    }),
  }),
);

export const contactMessagePage = messages.page;
export const contactMessageRecord = messages.one;
