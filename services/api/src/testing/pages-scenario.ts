import { randomUUID } from 'node:crypto';
import {
  agendaDecider,
  bodyFromPlainText,
  agendaStream,
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
import { projections } from '@afrimedia/projections';
import { appendedEvents } from '../commands/dispatch.ts';
import { readYourWrites } from '../commands/read-your-writes.ts';
import { applyAsAuthor } from '../use-cases/apply-as-author.ts';
import { chooseHeadline } from '../use-cases/choose-headline.ts';
import type { ContentActions } from '../use-cases/content-follow-ups.ts';
import { createContent } from '../use-cases/create-content.ts';
import { createPublication } from '../use-cases/create-publication.ts';
import type { Actor } from '../use-cases/ports.ts';
import { storePorts } from '../use-cases/store-ports.ts';
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
 * encoded and published, follows and likes, the authors' part through the use cases the studio runs. Each
 * command runs one minute after the previous one on the API's clock, so "newest first" is well defined; the
 * clock stays where the last command left it. A command returns once the read models show it.
 */
export function publishing(api: TestApi, start = new Date('2026-06-01T08:00:00Z')) {
  let now = start.getTime();
  const at = () => {
    now += 60_000;
    api.setNow(new Date(now));
  };
  const admin = 'test-admin';
  // A fixture waits for the read models however long a loaded machine takes.
  const caughtUp = readYourWrites(api.db, projections, { timeoutMs: 120_000 });
  const ports = storePorts(api.store, {
    clock: () => {
      at();
      return new Date(now);
    },
    correlationId: randomUUID(),
    appended: async (result) => void (await caughtUp(appendedEvents(result))),
  });
  const owner = (userId: string): Actor => ({ userId, isAdmin: false });

  /** The url slug a publication was created with: contents are filed under a publication's slug. */
  async function publicationSlug(publicationId: string): Promise<string> {
    for await (const event of api.store.readStream(publicationStream(publicationId))) {
      if (event.type === 'PublicationCreated') return (event.data as { slug: string }).slug;
    }
    throw new Error(`no publication ${publicationId}`);
  }

  async function save(
    ownerId: string,
    publicationId: string,
    spec: ContentSpec,
    actions: ContentActions,
  ): Promise<PublishedContent> {
    const kind = spec.kind ?? 'article';
    const publication = await publicationSlug(publicationId);
    const { contentId } = await createContent(ports, {
      actor: owner(ownerId),
      publication,
      kind,
      form: {
        title: spec.title,
        shortName: { en: spec.title, fr: `${spec.title} (fr)` },
        slug: spec.slug,
        summary: spec.summary ?? SUMMARY,
        body: kind === 'article' ? bodyFromPlainText(`${spec.title}: the body of the article.`) : undefined,
        topics: spec.topics,
        ...(spec.genre ? { genre: spec.genre } : {}),
        ...(spec.episode ? { episode: spec.episode } : {}),
        ...(spec.maturity ? { maturity: spec.maturity } : {}),
        ...(spec.availableCountries ? { availableCountries: spec.availableCountries } : {}),
        ...(spec.country ? { country: spec.country } : {}),
        ...(spec.region ? { region: spec.region } : {}),
        emailFollowers: false,
      },
      uploads: {
        cover: async () => image(1600),
        media: async () =>
          kind === 'article'
            ? undefined
            : {
                sourceUrl: `/media/${spec.slug}.mp4`,
                sizeBytes: 1_000_000,
                durationSeconds: 120,
                encoded: { streamUrl: `/media/${spec.slug}.m3u8` },
              },
      },
      actions,
    });
    return { id: contentId, slug: spec.slug };
  }

  /** A content left as a draft: never public. */
  const draft = (ownerId: string, publicationId: string, spec: ContentSpec) =>
    save(ownerId, publicationId, spec, { action: 'save' });

  return {
    /** A validated publication with its contents published (spec §4: articles wait for the validation). */
    async publication(
      ownerId: string,
      form: { slug: string; name: string; topics: readonly string[]; firstOfAuthor?: boolean },
      specs: readonly ContentSpec[],
    ): Promise<{ id: string; contents: PublishedContent[] }> {
      const publicationId = await createPublication(ports, {
        actor: owner(ownerId),
        form: {
          name: form.name,
          slug: form.slug,
          description: `${form.name}: what this publication is about.`,
          topics: form.topics,
        },
        images: async () => ({ thumbnail: image(800), cover: image(1600) }),
        submit: false,
      });
      const stream = publicationStream(publicationId);
      const contents: PublishedContent[] = [];
      for (const spec of specs) contents.push(await save(ownerId, publicationId, spec, { action: 'submit' }));
      await ports.commands.run({
        stream,
        decider: publicationDecider,
        actorId: ownerId,
        command: { type: 'SubmitPublication', data: { publicationId } },
      });
      await ports.commands.run({
        stream,
        decider: publicationDecider,
        actorId: admin,
        command: {
          type: 'ValidatePublication',
          data: {
            publicationId,
            actorIsAdmin: true,
            isFirstPublicationOfAuthor: form.firstOfAuthor ?? true,
            publishedArticleCount: specs.filter((spec) => (spec.kind ?? 'article') === 'article').length,
          },
        },
      });
      for (const [index, content] of contents.entries()) {
        await ports.commands.run({
          stream: contentStream(content.id),
          decider: contentDecider,
          actorId: SYSTEM_ACTOR,
          command: { type: 'PublishContent', data: { contentId: content.id, publicationValidated: true } },
        });
        if (specs[index]?.headline) {
          await chooseHeadline(ports.commands, {
            actor: owner(ownerId),
            contentId: content.id,
            authorId: ownerId,
            headline: true,
          });
        }
      }
      return { id: publicationId, contents };
    },

    /** A content of a validated publication, scheduled to be published `inDays` days later. */
    planned(ownerId: string, publicationId: string, spec: ContentSpec, inDays: number) {
      const publishAt = new Date(now + inDays * 86_400_000).toISOString();
      return save(ownerId, publicationId, spec, { action: 'schedule', publishAt });
    },

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
    pendingAuthor: (userId: string) =>
      applyAsAuthor(ports.commands, {
        authorId: userId,
        expertiseTitle: 'Sports reporter',
        aboutMe: 'I cover football and athletics across the continent for readers who love sport.',
      }),

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
