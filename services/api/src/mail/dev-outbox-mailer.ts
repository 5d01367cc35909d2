import type { ApiDb } from '../storage/api-db.ts';
import type { Mailer } from './mailer.ts';

/** Keeps every message in the database so a developer can read it at /dev/mail; nothing leaves the machine. */
export function devOutboxMailer(db: ApiDb): Mailer {
  return {
    async send({ to, subject, text, unsubscribeUrl }) {
      await db
        .insertInto('api.dev_mail')
        .values({ recipient: to, subject, body: text, list_unsubscribe: unsubscribeUrl ?? null })
        .execute();
    },
  };
}

export function latestDevMail(db: ApiDb, limit = 50) {
  return db
    .selectFrom('api.dev_mail')
    .select(['id', 'recipient', 'subject', 'body', 'list_unsubscribe', 'sent_at'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
