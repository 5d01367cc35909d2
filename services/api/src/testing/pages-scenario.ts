import { randomUUID } from 'node:crypto';
import {
  agendaDecider,
  bodyFromPlainText,
  agendaStream,
  authorProfileDecider,
  authorStream,
  contentDecider,
  contentStream,
  engagementDecider,
  publicationDecider,
  publicationStream,
  readerStream,
  reservations,
  sitePageDecider,
  sitePageStream,
  SYSTEM_ACTOR,
  type Relation,
} from '@afrimedia/domain';
import type { TestApi } from './test-api.ts';

/** What a test content needs; the rest of the form is filled with valid text. */
export interface ContentSpec {
  readonly slug: string;
  readonly title: string;
  readonly kind?: 'article' | 'video' | 'podcast';
  readonly topics: readonly string[];
  readonly genre?: string;
  readonly episode?: { season: number; number: number };
  readonly headline?: boolean;
  readonly maturity?: string;
  readonly availableCountries?: readonly string[];
  readonly country?: string;
  readonly region?: string;
  readonly summary?: string;
}

export interface PublishedContent {
  readonly id: string;
  readonly slug: string;
}

const image = (widthPx: number) => ({ url: `/media/${randomUUID()}.jpg`, sizeBytes: 200_000, widthPx });
const SUMMARY = 'A long enough summary for the article form, which asks for fifty characters at least.';

/**
 * The platform's own commands for read-call tests: publications validated by the team, contents drafted,
 * encoded and published, follows and likes. Each command runs one minute after the previous one on the API's
 * clock, so "newest first" is well defined; the clock stays where the last command left it.
 */
export function publishing(api: TestApi, start = new Date('2026-06-01T08:00:00Z')) {
  let now = start.getTime();
  const at = () => {
    now += 60_000;
    api.setNow(new Date(now));
  };
  const admin = 'test-admin';

  async function draft(ownerId: string, publicationId: string, spec: ContentSpec): Promise<PublishedContent> {
    const id = randomUUID();
    const kind = spec.kind ?? 'article';
    at();
    await api.run(
      contentStream(id),
      contentDecider,
      ownerId,
      {
        type: 'DraftContent',
        data: {
          contentId: id,
          kind,
          publicationId,
          publicationOwnerId: ownerId,
          authorVerified: true,
          title: spec.title,
          shortName: { en: spec.title, fr: `${spec.title} (fr)` },
          slug: spec.slug,
          summary: spec.summary ?? SUMMARY,
          body: kind === 'article' ? bodyFromPlainText(`${spec.title}: the body of the article.`) : undefined,
          topics: spec.topics,
          cover: image(1600),
          ...(spec.genre ? { genre: spec.genre } : {}),
          ...(spec.episode ? { episode: spec.episode } : {}),
          ...(spec.maturity ? { maturity: spec.maturity } : {}),
          ...(spec.availableCountries ? { availableCountries: spec.availableCountries } : {}),
          ...(spec.country ? { country: spec.country } : {}),
          ...(spec.region ? { region: spec.region } : {}),
          emailFollowers: false,
        },
      },
      [{ ...reservations.contentSlug(spec.slug), conflict: 'SLUG_ALREADY_USED' }],
    );
    if (kind !== 'article') {
      const mediaId = randomUUID();
      at();
      await api.run(contentStream(id), contentDecider, ownerId, {
        type: 'UploadMedia',
        data: {
          contentId: id,
          mediaId,
          sourceUrl: `/media/${spec.slug}.mp4`,
          sizeBytes: 1_000_000,
          durationSeconds: 120,
        },
      });
      at();
      await api.run(contentStream(id), contentDecider, SYSTEM_ACTOR, {
        type: 'CompleteMediaEncoding',
        data: { contentId: id, mediaId, streamUrl: `/media/${spec.slug}.m3u8` },
      });
    }
    return { id, slug: spec.slug };
  }

  async function headline(ownerId: string, content: PublishedContent) {
    at();
    await api.run(contentStream(content.id), contentDecider, ownerId, {
      type: 'SetHeadline',
      data: { contentId: content.id },
    });
  }

  return {
    /** A validated publication with its contents published (spec §4: articles wait for the validation). */
    async publication(
      ownerId: string,
      form: { slug: string; name: string; topics: readonly string[]; firstOfAuthor?: boolean },
      specs: readonly ContentSpec[],
    ): Promise<{ id: string; contents: PublishedContent[] }> {
      const publicationId = randomUUID();
      const stream = publicationStream(publicationId);
      at();
      await api.run(
        stream,
        publicationDecider,
        ownerId,
        {
          type: 'CreatePublication',
          data: {
            publicationId,
            authorVerified: true,
            name: form.name,
            slug: form.slug,
            description: `${form.name}: what this publication is about.`,
            topics: form.topics,
            thumbnail: image(800),
            cover: image(1600),
          },
        },
        [{ ...reservations.publicationSlug(form.slug), conflict: 'URL_ALREADY_USED' }],
      );
      const contents: PublishedContent[] = [];
      for (const spec of specs) {
        const content = await draft(ownerId, publicationId, spec);
        at();
        await api.run(contentStream(content.id), contentDecider, ownerId, {
          type: 'SubmitContent',
          data: { contentId: content.id, publicationValidated: false },
        });
        contents.push(content);
      }
      at();
      await api.run(stream, publicationDecider, ownerId, {
        type: 'SubmitPublication',
        data: { publicationId },
      });
      at();
      await api.run(stream, publicationDecider, admin, {
        type: 'ValidatePublication',
        data: {
          publicationId,
          actorIsAdmin: true,
          isFirstPublicationOfAuthor: form.firstOfAuthor ?? true,
          publishedArticleCount: specs.filter((spec) => (spec.kind ?? 'article') === 'article').length,
        },
      });
      for (const [index, content] of contents.entries()) {
        at();
        await api.run(contentStream(content.id), contentDecider, SYSTEM_ACTOR, {
          type: 'PublishContent',
          data: { contentId: content.id, publicationValidated: true },
        });
        if (specs[index]?.headline) await headline(ownerId, content);
      }
      return { id: publicationId, contents };
    },

    /** A content of a validated publication, scheduled to be published `inDays` days later. */
    async planned(ownerId: string, publicationId: string, spec: ContentSpec, inDays: number) {
      const content = await draft(ownerId, publicationId, spec);
      at();
      await api.run(contentStream(content.id), contentDecider, ownerId, {
        type: 'ScheduleContent',
        data: { contentId: content.id, publishAt: new Date(now + inDays * 86_400_000).toISOString() },
      });
      return content;
    },

    /** A content left as a draft: never public. */
    draft,

    async toggle(readerId: string, relation: Relation, targetId: string) {
      at();
      await api.run(readerStream(readerId), engagementDecider, readerId, {
        type: 'ToggleRelation',
        data: { readerId, relation, targetId },
      });
    },

    async view(readerId: string, contentId: string) {
      at();
      await api.run(readerStream(readerId), engagementDecider, readerId, {
        type: 'ViewContent',
        data: { readerId, contentId },
      });
    },

    /** An author whose application waits for the platform team. */
    async pendingAuthor(userId: string) {
      at();
      await api.run(authorStream(userId), authorProfileDecider, userId, {
        type: 'SubmitAuthorApplication',
        data: {
          authorId: userId,
          expertiseTitle: 'Sports reporter',
          aboutMe: 'I cover football and athletics across the continent for readers who love sport.',
        },
      });
    },

    async agendaEvent(
      organiserId: string,
      form: { slug: string; category: string; startsInHours: number; hours?: number; title?: string },
    ): Promise<string> {
      const eventId = randomUUID();
      at();
      const startsAt = new Date(now + form.startsInHours * 3_600_000);
      await api.run(
        agendaStream(eventId),
        agendaDecider,
        organiserId,
        {
          type: 'ScheduleEvent',
          data: {
            eventId,
            organiserId,
            organiserVerified: true,
            slug: form.slug,
            title: { en: form.title ?? form.slug, fr: `${form.title ?? form.slug} (fr)` },
            categorySlug: form.category,
            startsAt: startsAt.toISOString(),
            endsAt: new Date(startsAt.getTime() + (form.hours ?? 2) * 3_600_000).toISOString(),
            place: 'Dakar',
            online: false,
            country: 'sn',
          },
        },
        [{ ...reservations.agendaSlug(form.slug), conflict: 'SLUG_ALREADY_USED' }],
      );
      return eventId;
    },

    async cancelEvent(organiserId: string, eventId: string) {
      at();
      await api.run(agendaStream(eventId), agendaDecider, organiserId, {
        type: 'CancelEvent',
        data: { eventId, actorIsAdmin: false },
      });
    },

    async sitePage(slug: string, language: string, title: string) {
      at();
      await api.run(sitePageStream(slug), sitePageDecider, admin, {
        type: 'PublishSitePage',
        data: { slug, language, title, body: `${title}: the text of the page.`, actorIsAdmin: true },
      });
    },

    now: () => new Date(now),
  };
}
