import { randomUUID } from 'node:crypto';
import {
  DEMO_CLIPS,
  DEMO_PASSWORD,
  demoAdBreaks,
  demoAdmin,
  demoAgenda,
  demoAuthors,
  demoContents,
  demoIncome,
  demoPicture,
  demoPlanPrices,
  demoPublications,
  demoReader,
  demoReport,
  demoSitePages,
  type DemoContent,
  type DemoMediaPort,
  type DemoPublication,
} from '@afrimedia/demo';
import {
  agendaDecider,
  agendaStream,
  authorProfileDecider,
  authorStream,
  contentDecider,
  contentStream,
  DomainError,
  engagementDecider,
  PERSONAL_KEY_RING_STREAM,
  publicationDecider,
  publicationStream,
  readerStream,
  reservations,
  sitePageDecider,
  sitePageStream,
  SYSTEM_ACTOR,
  type ImageRole,
  type PublicationCommand,
} from '@afrimedia/domain';
import { START, type CommandInput, type EventStore } from '@afrimedia/event-store';
import { applyAsAuthor } from '../use-cases/apply-as-author.ts';
import { chooseHeadline } from '../use-cases/choose-headline.ts';
import { createContent } from '../use-cases/create-content.ts';
import { createPublication } from '../use-cases/create-publication.ts';
import type { Actor } from '../use-cases/ports.ts';
import { pricePlan } from '../use-cases/price-plan.ts';
import { publishAdBreak } from '../use-cases/publish-ad-break.ts';
import { registerUser, type Registration } from '../use-cases/register-user.ts';
import { storePorts } from '../use-cases/store-ports.ts';
import { seedDemoIncome } from './seed-income.ts';

export interface SeedOptions {
  readonly hashPassword: (password: string) => Promise<string>;
  readonly clock?: () => Date;
  /** Makes the demo's pictures and clips and takes them in as the platform takes in authors' uploads. */
  readonly media: DemoMediaPort;
}

export interface SeedReport {
  readonly seeded: boolean;
  readonly users: number;
  readonly publications: number;
  readonly contents: number;
  readonly agendaEvents: number;
  readonly sitePages: number;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

class DemoSeedFailed extends Error {
  constructor(what: string, refusal: DomainError) {
    super(`demo content: ${what} was refused: ${refusal.code}: ${refusal.message}`);
    this.name = 'DemoSeedFailed';
  }
}

/** `work`, with a refusal told as the demo step that met it. */
async function seeding<T>(what: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainError) throw new DemoSeedFailed(what, error);
    throw error;
  }
}

const asOwner = (userId: string): Actor => ({ userId, isAdmin: false });

/**
 * Fills an empty event store with the demo platform, through the use cases real users go through: the demo is
 * events like everything else, so every projection and replay sees it. The platform team's decisions, and the
 * publishing that follows a publication's validation (a reactor's work once the platform runs), are the demo's
 * own commands.
 */
export async function seedDemoContent(store: EventStore, options: SeedOptions): Promise<SeedReport> {
  for await (const event of store.readAll(START, { batchSize: 2 })) {
    // The key ring a first start records before anything else is the platform's own, not content.
    if (event.stream === PERSONAL_KEY_RING_STREAM) continue;
    return { seeded: false, users: 0, publications: 0, contents: 0, agendaEvents: 0, sitePages: 0 };
  }
  const clock = options.clock ?? (() => new Date());
  const ports = storePorts(store, { clock, correlationId: `demo-${randomUUID()}` });
  const { commands } = ports;
  const passwordHash = await options.hashPassword(DEMO_PASSWORD);
  const { media } = options;
  const picture = (ownerId: string, role: ImageRole, title: string, seed: string) =>
    media.image(ownerId, role, demoPicture(role, title, seed));

  const register = (
    userId: string,
    role: Registration['role'],
    person: Record<string, string>,
    language: string,
  ) =>
    seeding(`registering ${person.email}`, () =>
      registerUser(commands, {
        userId,
        role,
        passwordHash,
        language,
        acceptedTerms: true,
        personal: { email: person.email!, ...person },
      }),
    );

  const adminId = randomUUID();
  await register(adminId, 'admin', demoAdmin, 'en');
  for (const price of demoPlanPrices) {
    await seeding(`pricing ${price.plan} ${price.period}`, () =>
      pricePlan(commands, { userId: adminId, isAdmin: true }, price),
    );
  }
  for (const ad of demoAdBreaks) {
    const file = await media.upload(adminId, ad.clip);
    await seeding(`publishing the ad "${ad.title}"`, () =>
      publishAdBreak(
        commands,
        { userId: adminId, isAdmin: true },
        {
          adId: randomUUID(),
          title: ad.title,
          mediaKind: ad.kind,
          media: file,
          ...(ad.link === undefined ? {} : { link: ad.link }),
        },
      ),
    );
  }
  const readerId = randomUUID();
  await register(readerId, 'reader', demoReader, 'en');

  const authorIds = new Map<string, string>();
  for (const author of demoAuthors) {
    const authorId = randomUUID();
    authorIds.set(author.key, authorId);
    const { email, firstName, lastName, country } = author;
    await register(authorId, 'owner', { email, firstName, lastName, country }, author.language);
    await seeding(`${author.key}'s application`, () =>
      applyAsAuthor(commands, {
        authorId,
        expertiseTitle: author.expertiseTitle,
        aboutMe: author.aboutMe,
        country,
      }),
    );
    if (author.validated) {
      await seeding(`validating ${author.key}`, () =>
        commands.run({
          stream: authorStream(authorId),
          decider: authorProfileDecider,
          actorId: adminId,
          command: { type: 'ValidateAuthor', data: { authorId, actorIsAdmin: true } },
        }),
      );
      const name = `${firstName} ${lastName}`;
      const photo = await picture(authorId, 'image', name, name);
      await seeding(`${author.key}'s photo`, () =>
        commands.run({
          stream: authorStream(authorId),
          decider: authorProfileDecider,
          actorId: authorId,
          command: { type: 'ChangeAuthorPhoto', data: { authorId, photo } },
        }),
      );
    }
  }

  const contentSlugs = new Map<string, string>();
  const validatedPublicationOwners = new Set<string>();
  /** Each author's contents readers can read, for the demo's paid reads. */
  const readable = new Map<string, string[]>();
  let contents = 0;

  async function draftContent(content: DemoContent, publication: DemoPublication, ownerId: string) {
    const clip = DEMO_CLIPS[content.kind === 'video' ? 'video' : 'audio'];
    // Everything but where it goes and whether it heads the home page is the studio form's.
    const { publication: _publication, kind, headline: _headline, ...fields } = content;
    const { title } = fields;
    const drafted = await seeding(`drafting "${title}"`, () =>
      createContent(ports, {
        actor: asOwner(ownerId),
        publication: publication.key,
        kind,
        form: { ...fields, emailFollowers: false },
        uploads: {
          cover: () => picture(ownerId, 'cover', title, title),
          async media(target) {
            if (content.kind === 'article') return undefined;
            const file = await media.media(ownerId, clip, target);
            const { uploadId, sourceUrl, sizeBytes, durationSeconds, streamUrl, posterUrl, dataSaverUrl } =
              file;
            return {
              uploadId,
              sourceUrl,
              sizeBytes,
              ...(durationSeconds === undefined ? {} : { durationSeconds }),
              encoded: {
                streamUrl,
                ...(posterUrl === undefined ? {} : { posterUrl }),
                ...(dataSaverUrl === undefined ? {} : { dataSaverUrl }),
              },
            };
          },
        },
        actions: {
          action: publication.state === 'draft' || publication.state === 'rejected' ? 'save' : 'submit',
        },
      }),
    );
    contentSlugs.set(title, drafted.slug);
    return drafted.contentId;
  }

  for (const publication of demoPublications) {
    const ownerId = authorIds.get(publication.author)!;
    const publicationId = await seeding(`creating ${publication.key}`, () =>
      createPublication(ports, {
        actor: asOwner(ownerId),
        form: {
          name: publication.name,
          slug: publication.key,
          description: publication.description,
          topics: publication.topics,
        },
        images: async () => ({
          thumbnail: await picture(ownerId, 'thumbnail', publication.name, publication.key),
          cover: await picture(ownerId, 'cover', publication.name, publication.key),
        }),
        submit: publication.state !== 'draft',
      }),
    );
    const onPublication = (what: string, actorId: string, command: CommandInput<PublicationCommand>) =>
      seeding(`${what} ${publication.key}`, () =>
        commands.run({
          stream: publicationStream(publicationId),
          decider: publicationDecider,
          actorId,
          command,
        }),
      );

    const items = demoContents.filter((content) => content.publication === publication.key);
    const contentIds: string[] = [];
    for (const content of items) {
      contentIds.push(await draftContent(content, publication, ownerId));
      contents += 1;
    }

    if (publication.state === 'draft' || publication.state === 'waiting_validation') continue;
    if (publication.state === 'rejected') {
      await onPublication('rejecting', adminId, {
        type: 'RejectPublication',
        data: { publicationId, actorIsAdmin: true, reason: 'Investment advice is not allowed.' },
      });
      continue;
    }
    await validateAndPublish(publication, publicationId, ownerId, contentIds, items);
    if (publication.state === 'archived') {
      await onPublication('archiving', ownerId, { type: 'ArchivePublication', data: { publicationId } });
    } else {
      // A Premium-only content is read whole by subscribers alone, and the demo's readers are not.
      const open = contentIds.filter((_, index) => !items[index]?.premiumOnly);
      readable.set(ownerId, [...(readable.get(ownerId) ?? []), ...open]);
    }
  }

  async function validateAndPublish(
    publication: DemoPublication,
    publicationId: string,
    ownerId: string,
    contentIds: readonly string[],
    items: readonly DemoContent[],
  ) {
    await seeding(`validating ${publication.key}`, () =>
      commands.run({
        stream: publicationStream(publicationId),
        decider: publicationDecider,
        actorId: adminId,
        command: {
          type: 'ValidatePublication',
          data: {
            publicationId,
            actorIsAdmin: true,
            isFirstPublicationOfAuthor: !validatedPublicationOwners.has(ownerId),
            publishedArticleCount: items.filter((item) => item.kind === 'article').length,
          },
        },
      }),
    );
    validatedPublicationOwners.add(ownerId);
    for (const [index, contentId] of contentIds.entries()) {
      await seeding('publishing', () =>
        commands.run({
          stream: contentStream(contentId),
          decider: contentDecider,
          actorId: SYSTEM_ACTOR,
          command: { type: 'PublishContent', data: { contentId, publicationValidated: true } },
        }),
      );
      if (items[index]?.headline) {
        await seeding('headlining', () =>
          chooseHeadline(commands, { actor: asOwner(ownerId), contentId, authorId: ownerId, headline: true }),
        );
      }
    }
  }

  const seedingDay = Math.floor(clock().getTime() / DAY_MS) * DAY_MS;
  for (const event of demoAgenda) {
    const eventId = randomUUID();
    const organiserId = authorIds.get(event.organiser)!;
    const startsAt = new Date(seedingDay + event.inDays * DAY_MS + event.startsAtUtcHour * HOUR_MS);
    await seeding(`scheduling ${event.slug}`, () =>
      commands.run({
        stream: agendaStream(eventId),
        decider: agendaDecider,
        actorId: organiserId,
        command: {
          type: 'ScheduleEvent',
          data: {
            eventId,
            organiserId,
            organiserVerified: true,
            slug: event.slug,
            title: event.title,
            categorySlug: event.categorySlug,
            startsAt: startsAt.toISOString(),
            endsAt: new Date(startsAt.getTime() + event.hours * HOUR_MS).toISOString(),
            place: event.place,
            online: event.online,
            country: event.country,
          },
        },
        reservations: [{ ...reservations.agendaSlug(event.slug), conflict: 'SLUG_ALREADY_USED' }],
      }),
    );
  }

  for (const page of demoSitePages) {
    for (const [language, text] of Object.entries(page.texts)) {
      await seeding(`publishing /page/${page.slug} (${language})`, () =>
        commands.run({
          stream: sitePageStream(page.slug),
          decider: sitePageDecider,
          actorId: adminId,
          command: {
            type: 'PublishSitePage',
            data: { slug: page.slug, language, ...text, actorIsAdmin: true },
          },
        }),
      );
    }
  }

  for (const authorKey of ['awa', 'chidi', 'amina']) {
    await seeding(`following ${authorKey}`, () =>
      commands.run({
        stream: readerStream(readerId),
        decider: engagementDecider,
        actorId: readerId,
        command: {
          type: 'ToggleRelation',
          data: { readerId, relation: 'follow-author', targetId: authorIds.get(authorKey)! },
        },
      }),
    );
  }

  const incomeAuthorId = authorIds.get(demoIncome.author)!;
  await seeding('paying reads', () =>
    seedDemoIncome(store, clock, {
      adminId,
      authorId: incomeAuthorId,
      contentIds: readable.get(incomeAuthorId) ?? [],
      readerIds: new Map([['reader', readerId], ...authorIds]),
    }),
  );

  const reportedSlug = contentSlugs.get(demoReport.articleTitle)!;
  await seeding(`reporting ${reportedSlug}`, () =>
    commands.run({
      stream: readerStream(readerId),
      decider: engagementDecider,
      actorId: readerId,
      command: {
        type: 'ReportContent',
        data: {
          readerId,
          reportId: randomUUID(),
          link: `/articles/${reportedSlug}`,
          title: demoReport.articleTitle,
          comment: demoReport.comment,
        },
      },
    }),
  );

  return {
    seeded: true,
    users: 2 + demoAuthors.length,
    publications: demoPublications.length,
    contents,
    agendaEvents: demoAgenda.length,
    sitePages: demoSitePages.length,
  };
}
