import { schemaVersionOf } from '@afrimedia/domain';
import type { NewEvent } from '@afrimedia/event-store';
import { testEvent } from '@afrimedia/event-store/testing';

export interface PlatformMixOptions {
  /** Readers and authors registered; about one in 25 becomes an author with a publication. */
  readonly users: number;
  /** Engagement events (views, reads, likes, follows, shares, favourites, watching) spread over the readers. */
  readonly engagements: number;
  readonly contentsPerAuthor?: number;
  /** Seeds the choices, so two runs write the same platform. */
  readonly seed?: number;
}

export interface StreamAppend {
  readonly stream: string;
  readonly events: NewEvent[];
}

/** Deterministic choices (mulberry32), so a benchmark compares like with like. */
function chooser(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, index: (length: number) => Math.floor(next() * length) };
}

const newEvent = (type: string, data: unknown, actorId: string): NewEvent =>
  testEvent(type, data, { actorId, schemaVersion: schemaVersionOf(type) });

const picture = { url: '/media/cover.webp', sizeBytes: 40_000, widthPx: 1200 };

/**
 * A platform's life as its event store holds it: users, authors with publications and published articles, then
 * mostly readers' engagement (views and qualified reads, likes that are sometimes taken back, follows,
 * favourites, shares, watching), each reader's events on the reader's stream as the deciders would write them.
 */
export function platformMix(options: PlatformMixOptions): StreamAppend[] {
  const pick = chooser(options.seed ?? 1);
  const contentsPerAuthor = options.contentsPerAuthor ?? 10;
  const appends: StreamAppend[] = [];
  const day = (n: number) => `2026-11-${String(1 + (n % 28)).padStart(2, '0')}T10:00:00.000Z`;
  const users = Array.from({ length: options.users }, (_, n) => `user-${String(n).padStart(7, '0')}`);
  for (const [n, userId] of users.entries()) {
    appends.push({
      stream: `user-${userId}`,
      events: [
        newEvent(
          'UserRegistered',
          {
            userId,
            role: 'reader',
            language: ['en', 'fr', 'ar', 'es'][n % 4],
            passwordHash: 'x',
            termsAcceptedAt: day(0),
            registeredAt: day(0),
            personal: { email: `${userId}@example.org`, firstName: `User ${n}` },
          },
          userId,
        ),
        newEvent('EmailVerified', { userId, verifiedAt: day(0) }, userId),
      ],
    });
  }
  const authors = users.filter((_, n) => n % 25 === 0);
  const contents: Array<{ contentId: string; authorId: string }> = [];
  const publications: string[] = [];
  for (const authorId of authors) {
    const publicationId = `publication-of-${authorId}`;
    publications.push(publicationId);
    appends.push({
      stream: `author-${authorId}`,
      events: [
        newEvent(
          'AuthorApplicationSubmitted',
          { authorId, expertiseTitle: 'Reporter', aboutMe: 'Writes about the city.', submittedAt: day(1) },
          authorId,
        ),
        newEvent('AuthorValidated', { authorId, validatedBy: 'admin', validatedAt: day(1) }, 'admin'),
      ],
    });
    appends.push({
      stream: `publication-${publicationId}`,
      events: [
        newEvent(
          'PublicationCreated',
          {
            publicationId,
            ownerId: authorId,
            name: `Journal of ${authorId}`,
            slug: publicationId,
            description: 'News of the city.',
            topics: ['culture'],
            thumbnail: picture,
            createdAt: day(1),
          },
          authorId,
        ),
        newEvent('PublicationSubmitted', { publicationId, submittedAt: day(1) }, authorId),
        newEvent(
          'PublicationValidated',
          { publicationId, validatedBy: 'admin', validatedAt: day(2) },
          'admin',
        ),
      ],
    });
    for (let c = 0; c < contentsPerAuthor; c += 1) {
      const contentId = `${authorId}-article-${c}`;
      contents.push({ contentId, authorId });
      appends.push({
        stream: `article-${contentId}`,
        events: [
          newEvent(
            'ContentDrafted',
            {
              contentId,
              kind: 'article',
              ownerId: authorId,
              publicationId,
              title: `Article ${c} by ${authorId}`,
              shortName: { fr: `article-${c}` },
              slug: contentId,
              summary: 'What happened in the city today.',
              topics: ['culture', 'music'],
              emailFollowers: false,
              readingTimeMinutes: 3,
              draftedAt: day(2),
            },
            authorId,
          ),
          newEvent('ContentSubmitted', { contentId, submittedAt: day(2) }, authorId),
          newEvent('ContentPublished', { contentId, publishedAt: day(3) }, 'admin'),
        ],
      });
    }
  }

  // Readers' engagement, a few events at a time per reader, as a session writes them.
  const liked = new Map<string, Set<string>>();
  let written = 0;
  while (written < options.engagements) {
    const readerId = users[pick.index(users.length)]!;
    const events: NewEvent[] = [];
    const session = 1 + pick.index(8);
    for (let e = 0; e < session && written < options.engagements; e += 1, written += 1) {
      const { contentId, authorId } = contents[pick.index(contents.length)]!;
      const at = day(3 + pick.index(25));
      const roll = pick.next();
      const likes = liked.get(readerId) ?? new Set<string>();
      liked.set(readerId, likes);
      if (roll < 0.4) events.push(newEvent('ContentViewed', { readerId, contentId, at }, readerId));
      else if (roll < 0.6)
        events.push(
          newEvent('ContentRead', { readerId, contentId, authorId, freeReadNumber: null, at }, readerId),
        );
      else if (roll < 0.72) {
        const type = likes.has(contentId) ? (pick.next() < 0.5 ? 'Unliked' : 'ContentViewed') : 'Liked';
        if (type === 'Liked') likes.add(contentId);
        if (type === 'Unliked') likes.delete(contentId);
        const data =
          type === 'ContentViewed' ? { readerId, contentId, at } : { readerId, targetId: contentId, at };
        events.push(newEvent(type, data, readerId));
      } else if (roll < 0.78)
        events.push(newEvent('AuthorFollowed', { readerId, targetId: authorId, at }, readerId));
      else if (roll < 0.81)
        events.push(
          newEvent(
            'PublicationFollowed',
            { readerId, targetId: publications[pick.index(publications.length)], at },
            readerId,
          ),
        );
      else if (roll < 0.86)
        events.push(newEvent('Favourited', { readerId, targetId: contentId, at }, readerId));
      else if (roll < 0.92)
        events.push(newEvent('ContentShared', { readerId, contentId, label: 'whatsapp', at }, readerId));
      else
        events.push(
          newEvent('ContentWatched', { readerId, contentId, positionSeconds: pick.index(600), at }, readerId),
        );
    }
    appends.push({ stream: `reader-${readerId}`, events });
  }
  return appends;
}
