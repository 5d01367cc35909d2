import { authorCalls } from '@afrimedia/contracts';
import { reject } from '@afrimedia/domain';
import { Router } from 'express';
import { isAdmin, verifiedAuthor } from '../../http/guards.ts';
import { tasksOfUpload } from '../../media/encoder/encoder-tasks.ts';
import { findUploadByKey, MEDIA_URL_PREFIX } from '../../media/upload-records.ts';
import { addRoute } from '../define-route.ts';
import type { RouteDeps } from '../route-deps.ts';
import { encoderViews } from './encoder-views.ts';

/** The encoder's tasks on the author's media: status and progress, cancelling, and what an upload became. */
export function encoderRoutes(deps: RouteDeps): Router {
  const router = Router();
  const { db } = deps;

  const { ownTask, taskView } = encoderViews(db);

  addRoute(router, authorCalls.encoderTask, async ({ params, request }) =>
    taskView(request, await ownTask(verifiedAuthor(request), params.id)),
  );

  addRoute(router, authorCalls.encoderDetails, async ({ query, request }) => {
    const user = verifiedAuthor(request);
    if (!query.sourceUrl.startsWith(MEDIA_URL_PREFIX)) throw reject('FILE_PROCESSING_FAILED', 'sourceUrl');
    const upload = await findUploadByKey(db, query.sourceUrl.slice(MEDIA_URL_PREFIX.length));
    if (!upload || (upload.uploaderId !== user.user_id && !isAdmin(user)))
      throw reject('NOT_FOUND', 'sourceUrl');
    const tasks = await tasksOfUpload(db, upload.uploadId);
    return {
      sourceUrl: upload.url,
      uploadId: upload.uploadId,
      kind: upload.kind,
      contentType: upload.contentType,
      sizeBytes: upload.sizeBytes,
      widthPx: upload.widthPx ?? null,
      heightPx: upload.heightPx ?? null,
      durationSeconds: upload.durationSeconds ?? null,
      tasks: tasks.map((task) => ({
        id: task.task_id,
        contentId: task.content_id,
        status: task.status,
        progress: Math.round(task.progress * 100),
      })),
    };
  });

  return router;
}
