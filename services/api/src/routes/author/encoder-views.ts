import { reject } from '@afrimedia/domain';
import type { AccountUser } from '@afrimedia/read-models';
import type { Request } from 'express';
import { errorBody } from '../../http/errors.ts';
import { isAdmin } from '../../http/guards.ts';
import { findTask } from '../../media/encoder/encoder-tasks.ts';
import { encoderTaskView } from '../../media/encoder/task-view.ts';
import type { ApiDb } from '../../storage/api-db.ts';

/** An encoder task as the studio shows it, for its author (or an admin) only. */
export function encoderViews(db: ApiDb) {
  /** The task of the latest media of one of the author's contents; anyone else's is "not found". */
  async function ownTask(user: AccountUser, mediaId: string) {
    const content = await db
      .selectFrom('pages.contents')
      .selectAll()
      .where('media_id', '=', mediaId)
      .executeTakeFirst();
    if (!content?.media_status || (content.author_id !== user.user_id && !isAdmin(user)))
      throw reject('NOT_FOUND');
    const task = await findTask(db, mediaId);
    const source =
      task &&
      (await db
        .selectFrom('api.uploads')
        .select('storage_key')
        .where('upload_id', '=', task.upload_id)
        .executeTakeFirst());
    return { content, task: task && { ...task, source_key: source?.storage_key ?? null } };
  }
  const taskView = (request: Request, owned: Awaited<ReturnType<typeof ownTask>>) =>
    encoderTaskView(owned.content, owned.task, errorBody(request, 'ENCODING_FAILED'));
  return { ownTask, taskView };
}
