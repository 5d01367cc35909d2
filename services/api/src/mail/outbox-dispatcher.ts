import { contentDecider, contentStream, DomainError, SYSTEM_ACTOR } from '@afrimedia/domain';
import { runCommand, type EventStore } from '@afrimedia/event-store';
import { outboxRecipientOf, PLATFORM_TEAM } from '@afrimedia/projections';
import type { OutboxMessage } from '@afrimedia/read-models';
import { sql } from 'kysely';
import type { ApiDb } from '../storage/api-db.ts';
import { composeMail, type MailTemplate } from './compose.ts';
import type { Mailer, MailMessage } from './mailer.ts';
import type { UnsubscribeLinks } from './unsubscribe-links.ts';

const TEMPLATES: Record<string, MailTemplate> = {
  'author-validated': 'authorValidated',
  'author-rejected': 'authorRejected',
  'publication-validated': 'publicationValidated',
  'publication-rejected': 'publicationRejected',
  'followers-new-content': 'followers',
  'contact-message': 'contactMessage',
  'legal-version': 'legalVersion',
};

export interface OutboxDispatcherDeps {
  readonly db: ApiDb;
  readonly store: EventStore;
  readonly mailer: Mailer;
  readonly publicUrl: string;
  /** The platform team's inbox (CONTACT_EMAIL) and the language its mail is written in. */
  readonly team: { readonly address: string; readonly language: string };
  readonly clock?: () => Date;
  /** Signs the one-click unsubscribe address of the mail a person may refuse. */
  readonly unsubscribe: UnsubscribeLinks;
}

/** The mail a person may stop receiving: every other template is about their own account or the platform's. */
const REFUSABLE = new Set(['followers-new-content']);

function messageOf(row: OutboxMessage, deps: OutboxDispatcherDeps): MailMessage {
  const params = row.params as Record<string, string | null | undefined>;
  const template = TEMPLATES[row.template];
  if (!template) throw new Error(`no mail template for outbox template ${row.template}`);
  const toTeam = row.recipient === PLATFORM_TEAM;
  const to = toTeam ? deps.team.address : row.recipient;
  const message = composeMail(to, toTeam ? deps.team.language : row.language, template, {
    name: params.firstName ?? '',
    reason: params.reason ?? '—',
    publication: params.publication ?? '',
    author: params.author ?? '',
    title: params.title ?? '',
    excerpt: params.excerpt ?? '',
    url: `${deps.publicUrl}/articles/${params.slug ?? ''}`,
    sender: params.name ?? '',
    email: params.email ?? '',
    subject: params.subject ?? '',
    message: params.message ?? '',
    language: row.language,
    document: params.document ?? '',
    effectiveAt: params.effectiveAt ?? '',
    pageUrl: `${deps.publicUrl}/page/${params.page ?? ''}`,
  });
  return REFUSABLE.has(row.template)
    ? { ...message, unsubscribeUrl: deps.unsubscribe.urlOf(outboxRecipientOf(row.message_id)) }
    : message;
}

/**
 * Delivers the notifications outbox. Each message is claimed in api.mail_sent inside the transaction that sends
 * it, so two API processes never both send one message, and a failed send leaves it for the next pass. A crash
 * between the SMTP server's acceptance and the commit sends that one message again: at least once, never lost.
 * Once every follower of an article has been written to, the article records it (MarkFollowersEmailed).
 */
export async function dispatchOutbox(deps: OutboxDispatcherDeps, batchSize = 50): Promise<number> {
  const { db } = deps;
  const now = deps.clock ?? (() => new Date());
  const pending = await db
    .selectFrom('notifications.outbox as o')
    .leftJoin('api.mail_sent as s', 's.message_id', 'o.message_id')
    .selectAll('o')
    .where('s.message_id', 'is', null)
    .orderBy('o.created_at')
    .orderBy('o.message_id')
    .limit(batchSize)
    .execute();
  let sent = 0;
  for (const row of pending) {
    const claimed = await db.transaction().execute(async (trx) => {
      const claim = await trx
        .insertInto('api.mail_sent')
        .values({ message_id: row.message_id })
        .onConflict((conflict) => conflict.column('message_id').doNothing())
        .executeTakeFirst();
      if (claim.numInsertedOrUpdatedRows !== 1n) return false;
      await deps.mailer.send(messageOf(row, deps));
      return true;
    });
    if (claimed) sent += 1;
  }
  const causes = new Set(
    pending.filter((row) => row.template === 'followers-new-content').map((row) => row.caused_by),
  );
  for (const cause of causes) await markFollowersEmailed(deps, cause, now());
  return sent;
}

async function markFollowersEmailed(deps: OutboxDispatcherDeps, cause: string, now: Date): Promise<void> {
  const counts = await deps.db
    .selectFrom('notifications.outbox as o')
    .leftJoin('api.mail_sent as s', 's.message_id', 'o.message_id')
    .select([
      sql<string>`min(o.params->>'contentId')`.as('content_id'),
      (eb) => eb.fn.count<string>('o.message_id').as('total'),
      (eb) => eb.fn.count<string>('s.message_id').as('sent'),
    ])
    .where('o.caused_by', '=', cause)
    .executeTakeFirst();
  if (!counts?.content_id || counts.total !== counts.sent) return;
  const result = await runCommand(deps.store, {
    stream: contentStream(counts.content_id),
    decider: contentDecider,
    command: {
      type: 'MarkFollowersEmailed',
      data: { contentId: counts.content_id, recipientCount: Number(counts.total) },
    },
    actorId: SYSTEM_ACTOR,
    now,
    eventMeta: { correlationId: cause, causationId: cause },
  });
  if (result instanceof DomainError) throw result;
}

/** Runs `dispatchOutbox` every `intervalMs` until stopped; a failed pass is reported and retried next time. */
export function startOutboxDispatcher(
  deps: OutboxDispatcherDeps & { intervalMs?: number; onError: (error: unknown) => void },
) {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    if (stopped) return;
    running = dispatchOutbox(deps)
      .then(() => undefined, deps.onError)
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, deps.intervalMs ?? 1_000);
      });
  };
  let timer = setTimeout(tick, 0);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
