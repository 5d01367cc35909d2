import type { MediaStorage } from '../media/media-storage.ts';
import type { ApiDb } from '../storage/api-db.ts';

/**
 * Erases what the API keeps of a deleted account in its own tables: sessions and the profiles they were on, the
 * uploads with their files and renditions in media storage, the daily upload allowance, and the development
 * outbox's copies of the mail sent to the address. Files go after the rows are gone, so a failure leaves no row
 * pointing at a missing file; a file left behind is named by nothing.
 */
export function apiDataPurge(db: ApiDb, media: MediaStorage) {
  return async function purgeApiData(account: { userId: string; email: string }): Promise<void> {
    const { userId, email } = account;
    const files = await db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('api.session_profiles')
        .where(
          'family_id',
          'in',
          trx.selectFrom('api.sessions').select('family_id').where('user_id', '=', userId),
        )
        .execute();
      await trx.deleteFrom('api.sessions').where('user_id', '=', userId).execute();
      await trx.deleteFrom('api.upload_bytes').where('uploader_id', '=', userId).execute();
      await trx
        .deleteFrom('api.dev_mail')
        .where((eb) => eb(eb.fn('lower', ['recipient']), '=', email.toLowerCase()))
        .execute();
      return trx
        .deleteFrom('api.uploads')
        .where('uploader_id', '=', userId)
        .returning(['storage_key', 'renditions'])
        .execute();
    });
    for (const file of files) {
      await media.delete(file.storage_key);
      for (const rendition of file.renditions ?? []) await media.delete(rendition.key);
    }
  };
}
