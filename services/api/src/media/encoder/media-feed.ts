import { upcastEvent } from '@afrimedia/domain';
import { START, type EventStore, type GlobalPosition } from '@afrimedia/event-store';
import type { ApiDb } from '../../storage/api-db.ts';
import { enqueueTasks, type NewTask } from './encoder-tasks.ts';

const FEED = 'media-uploaded';
/** Events read per pass, so one pass holds its lock briefly. */
const BATCH = 200;

/**
 * The encoder's reactor: queues one task for every MediaUploaded event past its checkpoint that came from an
 * upload (media attached before uploads had ids were never to be encoded). Tasks and checkpoint move in one
 * transaction, and the checkpoint row is locked while they do, so API processes running it side by side never
 * skip or double an event. Returns how many events it read.
 */
export async function queueUploadedMedia(db: ApiDb, store: EventStore): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('api.encoder_feed')
      .values({ name: FEED, commit_position: '0', prepare_position: '0' })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .execute();
    const checkpoint = await trx
      .selectFrom('api.encoder_feed')
      .selectAll()
      .where('name', '=', FEED)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const from: GlobalPosition =
      checkpoint.commit_position === '0' && checkpoint.prepare_position === '0'
        ? START
        : { commit: BigInt(checkpoint.commit_position), prepare: BigInt(checkpoint.prepare_position) };

    const tasks: NewTask[] = [];
    let last = from;
    let read = 0;
    for await (const recorded of store.readAll(from, { types: ['MediaUploaded'], batchSize: BATCH })) {
      last = recorded.position;
      read += 1;
      const event = upcastEvent(recorded.type, recorded.metadata.schemaVersion, recorded.data);
      if (event.type === 'MediaUploaded' && event.data.uploadId !== undefined) {
        tasks.push({
          taskId: event.data.mediaId,
          contentId: event.data.contentId,
          uploadId: event.data.uploadId,
          kind: event.data.mediaKind,
        });
      }
      if (read >= BATCH) break;
    }
    if (read === 0) return 0;
    await enqueueTasks(trx, tasks);
    await trx
      .updateTable('api.encoder_feed')
      .set({ commit_position: last.commit.toString(), prepare_position: last.prepare.toString() })
      .where('name', '=', FEED)
      .execute();
    return read;
  });
}
