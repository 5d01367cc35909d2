import { moderationDecider, reportStream, slugOfLink, upcastEvent } from '@afrimedia/domain';
import { START, type EventStore } from '@afrimedia/event-store';
import type { Request } from 'express';
import { contentBySlug } from '../../../commands/stream-facts.ts';
import { isAdmin } from '../../../http/guards.ts';
import type { RouteDeps } from '../../route-deps.ts';

/** The report as the reader made it (it lives in the reader's stream), or undefined when nobody made it. */
async function reportedLink(store: EventStore, reportId: string): Promise<string | undefined> {
  for await (const recorded of store.readAll(START, { types: ['ContentReported'] })) {
    const event = upcastEvent(recorded.type, recorded.metadata.schemaVersion, recorded.data);
    if (event.type === 'ContentReported' && event.data.reportId === reportId) return event.data.link;
  }
  return undefined;
}

/** Takes the reported content off the reader's pages and search. */
export async function hideReportedContent(
  deps: RouteDeps,
  request: Request,
  reportId: string,
): Promise<void> {
  const link = await reportedLink(deps.store, reportId);
  const slug = link === undefined ? null : slugOfLink(link);
  const content = slug === null ? undefined : await contentBySlug(deps.store, slug);
  await deps.dispatch(request, {
    stream: reportStream(reportId),
    decider: moderationDecider,
    command: {
      type: 'HideReportedContent',
      data: {
        reportId,
        reported: link !== undefined,
        contentId: content?.state.contentId ?? null,
        actorIsAdmin: isAdmin(request.ctx.user),
      },
    },
  });
}

export async function dismissReport(deps: RouteDeps, request: Request, reportId: string): Promise<void> {
  const link = await reportedLink(deps.store, reportId);
  await deps.dispatch(request, {
    stream: reportStream(reportId),
    decider: moderationDecider,
    command: {
      type: 'DismissReport',
      data: { reportId, reported: link !== undefined, actorIsAdmin: isAdmin(request.ctx.user) },
    },
  });
}
