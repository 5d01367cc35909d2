import { bodyExcerpt } from '@afrimedia/domain';
import type { ReadModels } from '@afrimedia/read-models';
import { sql, type Transaction } from 'kysely';
import { inChunks } from '../runtime/in-chunks.ts';
import type { ProjectedEvent } from '../runtime/projected-event.ts';
import { defineProjection } from '../runtime/define-projection.ts';
import { together, type EventOfType, type ProjectedEventOf } from '../runtime/event-handlers.ts';
import { changedColumns, insertRegistered } from '../runtime/people-rows.ts';

/** What a followers' e-mail quotes of the article: a few lines, enough to decide to read it. */
const EXCERPT_CHARACTERS = 280;

type Trx = Transaction<ReadModels>;

/**
 * The outbox recipient of mail for the platform team: the sender resolves it to the team's configured inbox, so
 * a change of address reaches messages not sent yet.
 */
export const PLATFORM_TEAM = 'platform-team';

/** Whom an outbox message is for: its id ends with the recipient's user id (`<cause>:<template>:<user>`). */
export const outboxRecipientOf = (messageId: string): string =>
  messageId.slice(messageId.lastIndexOf(':') + 1);

/**
 * Turns events into e-mails to send, written to the outbox in the same transaction as the checkpoint: each
 * message is enqueued exactly once, keyed by the event that caused it. A sender delivers the outbox (the dev
 * outbox at /dev/mail when no SMTP server is configured). Knows the people it writes to from their own events,
 * never from another projection that may lag behind it.
 */
export const notificationsProjection = defineProjection('notifications', {
  tables: [
    'notifications.outbox',
    'notifications.people',
    'notifications.followers',
    'notifications.contents',
    'notifications.publications',
  ],
  handlers: {
    UserRegistered: insertRegistered('notifications.people', personOf),
    ProfileUpdated: async (trx, { event }) => {
      const { email, firstName } = event.data.personal;
      const changed = changedColumns({ email, first_name: firstName });
      if (!changed) return;
      await trx
        .updateTable('notifications.people')
        .set(changed)
        .where('user_id', '=', event.data.userId)
        .execute();
    },
    NotificationsChosen: async (trx, { event }) => {
      await trx
        .updateTable('notifications.people')
        .set({ followers_mail: event.data.followersNewContent })
        .where('user_id', '=', event.data.userId)
        .execute();
    },
    LanguageChanged: async (trx, { event }) => {
      await trx
        .updateTable('notifications.people')
        .set({ language: event.data.language })
        .where('user_id', '=', event.data.userId)
        .execute();
    },
    AccountDeleted: async (trx, { event }) => {
      const { userId } = event.data;
      await trx.deleteFrom('notifications.people').where('user_id', '=', userId).execute();
      // The person's mail, sent or waiting, holds their address and name: a deleted person is written to no more.
      await trx.deleteFrom('notifications.outbox').where('message_id', 'like', `%:${userId}`).execute();
      // So does the news of their articles to their followers, under their name; the articles go with them.
      const theirContents = trx
        .selectFrom('notifications.contents')
        .select('content_id')
        .where('owner_id', '=', userId);
      await trx
        .deleteFrom('notifications.outbox')
        .where(sql<string>`params->>'contentId'`, 'in', theirContents)
        .execute();
      await trx.deleteFrom('notifications.contents').where('owner_id', '=', userId).execute();
      await trx.deleteFrom('notifications.publications').where('owner_id', '=', userId).execute();
      await trx
        .deleteFrom('notifications.followers')
        .where((eb) => eb.or([eb('reader_id', '=', userId), eb('target_id', '=', userId)]))
        .execute();
    },
    AuthorValidated: async (trx, projected) => {
      const { event } = projected;
      // Spec §4: once validated "an email is sent; then the author can add a photo and write".
      return enqueue(trx, projected, event.data.authorId, 'author-validated');
    },
    AuthorRejected: async (trx, projected) => {
      const { event } = projected;
      return enqueue(trx, projected, event.data.authorId, 'author-rejected', {
        reason: event.data.reason ?? null,
      });
    },
    // Within a run of follows (or of unfollows) every event adds (or every one removes), so the order inside it does
    // not matter: each run is written with one statement.
    ...together(['AuthorFollowed', 'PublicationFollowed'], follow),
    ...together(['AuthorUnfollowed', 'PublicationUnfollowed'], unfollow),
    PublicationCreated: async (trx, { event }) => {
      await trx
        .insertInto('notifications.publications')
        .values({
          publication_id: event.data.publicationId,
          owner_id: event.data.ownerId,
          name: event.data.name,
        })
        .onConflict((conflict) => conflict.column('publication_id').doNothing())
        .execute();
    },
    PublicationEdited: async (trx, { event }) => {
      await trx
        .updateTable('notifications.publications')
        .set({ name: event.data.name })
        .where('publication_id', '=', event.data.publicationId)
        .execute();
    },
    PublicationValidated: (trx, projected) =>
      emailPublicationOwner(trx, projected, projected.event.data.publicationId, 'publication-validated'),
    PublicationRejected: async (trx, projected) => {
      const { event } = projected;
      return emailPublicationOwner(trx, projected, event.data.publicationId, 'publication-rejected', {
        reason: event.data.reason ?? null,
      });
    },
    ContentDrafted: async (trx, { event }) => {
      await trx
        .insertInto('notifications.contents')
        .values({
          content_id: event.data.contentId,
          owner_id: event.data.ownerId,
          title: event.data.title,
          slug: event.data.slug,
          excerpt: bodyExcerpt(event.data.body ?? [], EXCERPT_CHARACTERS),
        })
        .onConflict((conflict) => conflict.column('content_id').doNothing())
        .execute();
    },
    ContentEdited: async (trx, { event }) => {
      await trx
        .updateTable('notifications.contents')
        .set({
          title: event.data.title,
          slug: event.data.slug,
          excerpt: bodyExcerpt(event.data.body ?? [], EXCERPT_CHARACTERS),
        })
        .where('content_id', '=', event.data.contentId)
        .execute();
    },
    FollowersEmailRequested: (trx, projected) =>
      emailFollowers(trx, projected, projected.event.data.contentId, projected.event.data.publicationId),
    ContactMessageReceived: (trx, projected) =>
      emailTeam(
        trx,
        projected,
        'contact-message',
        projected.event.data.language,
        projected.event.data.personal,
      ),
    LegalVersionPublished: async (trx, projected) => {
      const { event } = projected;
      return emailEveryone(trx, projected, 'legal-version', {
        document: event.data.kind === 'terms-of-use' ? 'terms' : 'privacy',
        page: event.data.kind,
        effectiveAt: event.data.effectiveAt.slice(0, 10),
      });
    },
  },
});

async function enqueue(
  trx: Trx,
  cause: ProjectedEvent,
  userId: string,
  template: string,
  params: Record<string, unknown> = {},
): Promise<void> {
  const person = await trx
    .selectFrom('notifications.people')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!person) return;
  await trx
    .insertInto('notifications.outbox')
    .values({
      message_id: `${cause.id}:${template}:${userId}`,
      recipient: person.email,
      language: person.language,
      template,
      params: JSON.stringify({ firstName: person.first_name, ...params }),
      caused_by: cause.id,
      created_at: cause.recordedAt,
      sent_at: null,
    })
    .onConflict((conflict) => conflict.column('message_id').doNothing())
    .execute();
}

/** A message for the team; `language` is the one the sender wrote in, which the team answers in. */
async function emailTeam(
  trx: Trx,
  cause: ProjectedEvent,
  template: string,
  language: string,
  params: Record<string, unknown>,
): Promise<void> {
  await trx
    .insertInto('notifications.outbox')
    .values({
      message_id: `${cause.id}:${template}:${PLATFORM_TEAM}`,
      recipient: PLATFORM_TEAM,
      language,
      template,
      params: JSON.stringify(params),
      caused_by: cause.id,
      created_at: cause.recordedAt,
      sent_at: null,
    })
    .onConflict((conflict) => conflict.column('message_id').doNothing())
    .execute();
}

/** One message to every person the platform knows, in one statement however many they are. */
async function emailEveryone(
  trx: Trx,
  cause: ProjectedEvent,
  template: string,
  params: Record<string, string>,
): Promise<void> {
  await trx
    .insertInto('notifications.outbox')
    .columns([
      'message_id',
      'recipient',
      'language',
      'template',
      'params',
      'caused_by',
      'created_at',
      'sent_at',
    ])
    .expression(
      trx
        .selectFrom('notifications.people')
        .select([
          sql<string>`${`${cause.id}:${template}:`} || user_id`.as('message_id'),
          'email',
          'language',
          sql<string>`${template}`.as('template'),
          sql<string>`jsonb_build_object('firstName', first_name) || ${JSON.stringify(params)}::jsonb`.as(
            'params',
          ),
          sql<string>`${cause.id}`.as('caused_by'),
          sql<Date>`${cause.recordedAt}::timestamptz`.as('created_at'),
          sql<null>`null::timestamptz`.as('sent_at'),
        ]),
    )
    .onConflict((conflict) => conflict.column('message_id').doNothing())
    .execute();
}

/** The platform team's decision on a publication, told to its owner under the name it has now. */
async function emailPublicationOwner(
  trx: Trx,
  cause: ProjectedEvent,
  publicationId: string,
  template: string,
  params: Record<string, unknown> = {},
): Promise<void> {
  const publication = await trx
    .selectFrom('notifications.publications')
    .select(['owner_id', 'name'])
    .where('publication_id', '=', publicationId)
    .executeTakeFirst();
  if (!publication) return;
  await enqueue(trx, cause, publication.owner_id, template, { publication: publication.name, ...params });
}

/**
 * Spec §4: the followers hear of an article once. The decider lets the request happen once per article; the
 * message ids (request event × reader) keep each follower to one e-mail even across replays. Readers following
 * both the author and the publication get one.
 */
async function emailFollowers(trx: Trx, cause: ProjectedEvent, contentId: string, publicationId: string) {
  const content = await trx
    .selectFrom('notifications.contents')
    .selectAll()
    .where('content_id', '=', contentId)
    .executeTakeFirst();
  if (!content) return;
  // Only those who still want the news: a follower who turned it off, or unsubscribed from a mail, is skipped.
  const followers = await trx
    .selectFrom('notifications.followers as f')
    .innerJoin('notifications.people as p', 'p.user_id', 'f.reader_id')
    .select('f.reader_id')
    .distinct()
    .where('f.target_id', 'in', [content.owner_id, publicationId])
    .where('p.followers_mail', '=', true)
    .orderBy('f.reader_id')
    .execute();
  const author = await trx
    .selectFrom('notifications.people')
    .select('first_name')
    .where('user_id', '=', content.owner_id)
    .executeTakeFirst();
  for (const { reader_id } of followers) {
    await enqueue(trx, cause, reader_id, 'followers-new-content', {
      contentId,
      author: author?.first_name ?? '',
      title: content.title,
      slug: content.slug,
      excerpt: content.excerpt,
    });
  }
}

function personOf(event: EventOfType<'UserRegistered'>) {
  return {
    user_id: event.data.userId,
    email: event.data.personal.email,
    first_name: event.data.personal.firstName ?? '',
    language: event.data.language,
  };
}

type Following = ProjectedEventOf<
  'AuthorFollowed' | 'PublicationFollowed' | 'AuthorUnfollowed' | 'PublicationUnfollowed'
>;

function follow(trx: Trx, run: readonly Following[]) {
  return inChunks(run, (chunk) =>
    trx
      .insertInto('notifications.followers')
      .values(chunk.map(({ event }) => ({ target_id: event.data.targetId, reader_id: event.data.readerId })))
      .onConflict((conflict) => conflict.columns(['target_id', 'reader_id']).doNothing())
      .execute(),
  );
}

function unfollow(trx: Trx, run: readonly Following[]) {
  return inChunks(run, (chunk) =>
    trx
      .deleteFrom('notifications.followers')
      .where(({ eb, refTuple, tuple }) =>
        eb(
          refTuple('target_id', 'reader_id'),
          'in',
          chunk.map(({ event }) => tuple(event.data.targetId, event.data.readerId)),
        ),
      )
      .execute(),
  );
}
