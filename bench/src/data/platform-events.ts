import {
  authorStream,
  bodyFromPlainText,
  contentStream,
  publicationStream,
  RATE_CARD_STREAM,
  readerStream,
  readRefusals,
  schemaVersionOf,
  TOPICS,
  userStream,
} from '@afrimedia/domain';
import type { NewEvent } from '@afrimedia/event-store';
import { seededRandom, type SeededRandom } from './seeded-random.ts';
import { ARTICLE_LANGUAGES, VOCABULARY, type ArticleLanguage } from './vocabulary.ts';

interface ViewOfContent {
  viewId: string;
  readonly authorId: string;
  paidReadDay?: string;
  paidClickDay?: string;
}

export interface PlatformSize {
  /** Every event written, structure and engagement together. */
  readonly events: number;
  readonly users: number;
  /** Published articles, spread over the four languages in turn. */
  readonly articles: number;
  /** One user in this many becomes a validated author with one publication. */
  readonly authorEvery: number;
}

export interface StreamAppend {
  readonly stream: string;
  readonly events: readonly NewEvent[];
}

/** Written one after the other: everything a later phase names exists when it is written. */
export interface PlatformPhase {
  readonly name: string;
  readonly appends: () => Iterable<StreamAppend>;
}

const ADMIN = 'bench-admin';
/** The card of the platform's start, and a rate change half-way through the month of engagement. */
const RATE_CARDS = [
  {
    rateCardId: 'bench-rate-card-1',
    effectiveFrom: '2026-11-01T00:00:00.000Z',
    perRead: 4_567,
    perClick: 789,
  },
  {
    rateCardId: 'bench-rate-card-2',
    effectiveFrom: '2026-11-15T00:00:00.000Z',
    perRead: 5_801,
    perClick: 900,
  },
];
const day = (n: number) => `2026-11-${String(1 + (n % 28)).padStart(2, '0')}T10:00:00.000Z`;
export const benchUserId = (n: number) => `bench-user-${String(n).padStart(7, '0')}`;
export const benchArticleSlug = (n: number) => `bench-article-${String(n).padStart(7, '0')}`;
const publicationId = (author: number) => `bench-publication-${String(author).padStart(5, '0')}`;

function phrase(random: SeededRandom, language: ArticleLanguage, words: number): string {
  const { common, rare } = VOCABULARY[language];
  return Array.from({ length: words }, () =>
    random.next() < 0.3 ? random.pick(common) : random.pick(rare),
  ).join(' ');
}

/** How the generated platform is laid out, so a scenario can name its users and contents without keeping them. */
export function platformLayout(size: PlatformSize) {
  const authors = Math.max(1, Math.floor(size.users / size.authorEvery));
  const articlesPerAuthor = Math.ceil(size.articles / authors);
  return {
    authors,
    authorUserId: (author: number) => benchUserId(author * size.authorEvery),
    authorOfArticle: (article: number) => Math.floor(article / articlesPerAuthor),
    structuralEvents: size.users * 2 + authors * 5 + size.articles * 3 + RATE_CARDS.length,
  };
}

/**
 * A platform as its event store holds it after a while: readers, authors applying and validated, publications
 * submitted and validated, articles in English, French, Spanish and Arabic drafted, submitted and published, then
 * mostly readers' engagement — views and qualified reads, likes (some taken back), follows, favourites, shares —
 * a session of a few events at a time on the reader's stream, as the deciders write them. Same size and seed,
 * same events, ids included.
 */
export function platformPhases(size: PlatformSize, seed = 1): PlatformPhase[] {
  const layout = platformLayout(size);
  const engagements = size.events - layout.structuralEvents;
  if (engagements < 0) throw new Error(`${size.events} events cannot hold the platform's structure`);
  const random = seededRandom(seed);
  const event = (type: string, data: unknown, actorId: string): NewEvent => ({
    id: random.uuid(),
    type,
    data,
    metadata: {
      correlationId: random.uuid(),
      causationId: random.uuid(),
      actorId,
      occurredAt: day(0),
      schemaVersion: schemaVersionOf(type),
    },
  });

  function* people(): Iterable<StreamAppend> {
    for (let n = 0; n < size.users; n += 1) {
      const userId = benchUserId(n);
      const language = ARTICLE_LANGUAGES[n % ARTICLE_LANGUAGES.length]!;
      yield {
        stream: userStream(userId),
        events: [
          event(
            'UserRegistered',
            {
              userId,
              role: 'reader',
              language,
              passwordHash: 'not-a-real-hash',
              termsAcceptedAt: day(0),
              registeredAt: day(0),
              personal: { email: `${userId}@bench.test`, firstName: 'Reader', lastName: String(n) },
            },
            userId,
          ),
          event('EmailVerified', { userId, verifiedAt: day(0) }, userId),
        ],
      };
    }
    for (let author = 0; author < layout.authors; author += 1) {
      const authorId = layout.authorUserId(author);
      yield {
        stream: authorStream(authorId),
        events: [
          event(
            'AuthorApplicationSubmitted',
            { authorId, expertiseTitle: 'Reporter', aboutMe: 'Writes about the city.', submittedAt: day(1) },
            authorId,
          ),
          event('AuthorValidated', { authorId, validatedBy: ADMIN, validatedAt: day(1) }, ADMIN),
        ],
      };
      const id = publicationId(author);
      yield {
        stream: publicationStream(id),
        events: [
          event(
            'PublicationCreated',
            {
              publicationId: id,
              ownerId: authorId,
              name: `Bench journal ${author}`,
              slug: id,
              description: 'News of the city.',
              topics: ['culture'],
              thumbnail: { url: '/media/bench-thumbnail.webp', sizeBytes: 40_000, widthPx: 1200 },
              createdAt: day(1),
            },
            authorId,
          ),
          event('PublicationSubmitted', { publicationId: id, submittedAt: day(1) }, authorId),
          event(
            'PublicationValidated',
            { publicationId: id, validatedBy: ADMIN, validatedAt: day(2) },
            ADMIN,
          ),
        ],
      };
    }
  }

  function* articles(): Iterable<StreamAppend> {
    for (let n = 0; n < size.articles; n += 1) {
      const author = layout.authorOfArticle(n);
      const authorId = layout.authorUserId(author);
      const language = ARTICLE_LANGUAGES[n % ARTICLE_LANGUAGES.length]!;
      const contentId = `bench-content-${String(n).padStart(7, '0')}`;
      const slug = benchArticleSlug(n);
      const paragraphs = Array.from({ length: 3 }, () => `${phrase(random, language, 40)}.`);
      yield {
        stream: contentStream(contentId),
        events: [
          event(
            'ContentDrafted',
            {
              contentId,
              kind: 'article',
              ownerId: authorId,
              publicationId: publicationId(author),
              title: phrase(random, language, 4 + random.index(5)),
              shortName: { [language]: slug },
              slug,
              summary: `${phrase(random, language, 14)}.`,
              body: bodyFromPlainText(paragraphs.join('\n\n'), language === 'ar' ? 'rtl' : 'ltr'),
              topics: [random.pick(TOPICS), random.pick(TOPICS)].filter(
                (topic, i, all) => all.indexOf(topic) === i,
              ),
              emailFollowers: false,
              readingTimeMinutes: 1,
              draftedAt: day(2),
            },
            authorId,
          ),
          event('ContentSubmitted', { contentId, submittedAt: day(2) }, authorId),
          event('ContentPublished', { contentId, publishedAt: day(3 + (n % 25)) }, ADMIN),
        ],
      };
    }
  }

  function* rateCards(): Iterable<StreamAppend> {
    yield {
      stream: RATE_CARD_STREAM,
      events: RATE_CARDS.map((card) =>
        event(
          'RateCardPublished',
          {
            rateCardId: card.rateCardId,
            effectiveFrom: card.effectiveFrom,
            microEurosPerRead: card.perRead,
            microEurosPerClick: card.perClick,
            publishedAt: '2026-10-31T12:00:00.000Z',
          },
          ADMIN,
        ),
      ),
    };
  }

  function* engagement(): Iterable<StreamAppend> {
    const liked = new Map<string, Set<string>>();
    // Per reader, the last view of each content (what a read cites, the days a read or click of it was paid), and
    // the content the reader viewed last.
    const views = new Map<string, Map<string, ViewOfContent>>();
    const lastViewed = new Map<string, string>();
    let written = 0;
    while (written < engagements) {
      const readerId = benchUserId(random.index(size.users));
      const likes = liked.get(readerId) ?? new Set<string>();
      liked.set(readerId, likes);
      const events: NewEvent[] = [];
      const session = 1 + random.index(8);
      const viewed = views.get(readerId) ?? new Map<string, ViewOfContent>();
      views.set(readerId, viewed);
      for (let e = 0; e < session && written < engagements; e += 1, written += 1) {
        const article = random.index(size.articles);
        const contentId = `bench-content-${String(article).padStart(7, '0')}`;
        const authorId = layout.authorUserId(layout.authorOfArticle(article));
        const at = day(3 + random.index(25));
        const today = at.slice(0, 10);
        const roll = random.next();
        if (roll < 0.36) {
          const viewId = random.uuid();
          const view = viewed.get(contentId) ?? { viewId, authorId };
          view.viewId = viewId;
          viewed.set(contentId, view);
          lastViewed.set(readerId, contentId);
          events.push(event('ContentViewed', { readerId, contentId, viewId, at }, readerId));
          // A third of views come from a list or a shared link: a click, paid once a day.
          if (random.next() < 0.33 && view.paidClickDay !== today && written + 1 < engagements) {
            view.paidClickDay = today;
            const via = random.next() < 0.7 ? 'list' : 'share';
            events.push(
              event('ContentClicked', { readerId, contentId, authorId, viewId, via, at }, readerId),
            );
            written += 1;
          }
        } else if (roll < 0.56) {
          // A read reported by the reader app: of a content the reader viewed, mostly, and paid unless refused.
          const last = lastViewed.get(readerId);
          const readContentId = last !== undefined && random.next() < 0.9 ? last : contentId;
          const view = viewed.get(readContentId);
          const seconds = 10 + random.index(300);
          // In the order the engagement decider checks them: the edge's facts, then the reader's history.
          const refusal =
            random.next() < 0.08
              ? random.pick(readRefusals.slice(0, 4))
              : !view
                ? 'no-view'
                : seconds < 30
                  ? 'too-short'
                  : view.paidReadDay === today
                    ? 'already-today'
                    : null;
          const data = {
            readerId,
            contentId: readContentId,
            authorId: view?.authorId ?? authorId,
            seconds,
            at,
          };
          if (refusal === null && view) {
            view.paidReadDay = today;
            events.push(event('ContentReadQualified', { ...data, viewId: view.viewId }, readerId));
          } else {
            events.push(
              event(
                'ContentReadRefused',
                { ...data, viewId: view?.viewId ?? null, reason: refusal },
                readerId,
              ),
            );
          }
        } else if (roll < 0.62)
          events.push(
            event('ContentRead', { readerId, contentId, authorId, freeReadNumber: null, at }, readerId),
          );
        else if (roll < 0.8) {
          const type = likes.has(contentId) ? 'Unliked' : 'Liked';
          if (type === 'Liked') likes.add(contentId);
          else likes.delete(contentId);
          events.push(event(type, { readerId, targetId: contentId, at }, readerId));
        } else if (roll < 0.87)
          events.push(event('AuthorFollowed', { readerId, targetId: authorId, at }, readerId));
        else if (roll < 0.93)
          events.push(event('Favourited', { readerId, targetId: contentId, at }, readerId));
        else events.push(event('ContentShared', { readerId, contentId, label: 'whatsapp', at }, readerId));
      }
      yield { stream: readerStream(readerId), events };
    }
  }

  return [
    { name: 'people', appends: people },
    { name: 'articles', appends: articles },
    { name: 'rate cards', appends: rateCards },
    { name: 'engagement', appends: engagement },
  ];
}
