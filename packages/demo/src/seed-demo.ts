import { randomUUID } from 'node:crypto';
import {
  agendaDecider,
  agendaStream,
  authorProfileDecider,
  authorStream,
  contentDecider,
  contentStream,
  DomainError,
  engagementDecider,
  publicationDecider,
  publicationStream,
  readerStream,
  reservations,
  sitePageDecider,
  sitePageStream,
  slugify,
  SYSTEM_ACTOR,
  userDecider,
  userStream,
  type Command,
  type ContentCommand,
  type PublicationCommand,
  type Decider,
  type Event,
  type ImageRole,
} from '@afrimedia/domain';
import {
  runCommand,
  START,
  type CommandInput,
  type EventStore,
  type GuardedReservation,
} from '@afrimedia/event-store';
import {
  DEMO_PASSWORD,
  demoAdmin,
  demoAgenda,
  demoAuthors,
  demoContents,
  demoPublications,
  demoReader,
  demoReport,
  type DemoContent,
  type DemoPublication,
} from './demo-content.ts';
import { DEMO_CLIPS, demoPicture, type DemoMediaPort } from './demo-media.ts';
import { demoSitePages } from './demo-site-pages.ts';

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

const DAY_MS = 86_400_000;

class DemoSeedFailed extends Error {
  constructor(what: string, refusal: DomainError) {
    super(`demo content: ${what} was refused: ${refusal.code}: ${refusal.message}`);
    this.name = 'DemoSeedFailed';
  }
}

/**
 * Fills an empty event store with the demo platform, through the same commands and rules as real users: the
 * demo is events like everything else, so every projection and replay sees it.
 */
export async function seedDemoContent(store: EventStore, options: SeedOptions): Promise<SeedReport> {
  for await (const _ of store.readAll(START, { batchSize: 1 })) {
    return { seeded: false, users: 0, publications: 0, contents: 0, agendaEvents: 0, sitePages: 0 };
  }
  const clock = options.clock ?? (() => new Date());
  const correlationId = `demo-${randomUUID()}`;
  const passwordHash = await options.hashPassword(DEMO_PASSWORD);
  const { media } = options;
  const picture = (ownerId: string, role: ImageRole, title: string, seed: string) =>
    media.image(ownerId, role, demoPicture(role, title, seed));

  async function run<S, C extends Command, E extends Event>(
    what: string,
    stream: string,
    decider: Decider<S, C, E>,
    actorId: string,
    command: CommandInput<C>,
    guarded: readonly GuardedReservation[] = [],
  ): Promise<void> {
    const result = await runCommand(store, {
      stream,
      decider,
      command,
      actorId,
      now: clock(),
      eventMeta: { correlationId, causationId: correlationId },
      reservations: guarded,
    });
    if (result instanceof DomainError) throw new DemoSeedFailed(what, result);
  }

  const register = (
    userId: string,
    role: 'reader' | 'owner' | 'admin',
    person: Record<string, string>,
    language: string,
  ) =>
    run(
      `registering ${person.email}`,
      userStream(userId),
      userDecider,
      role === 'admin' ? SYSTEM_ACTOR : userId,
      {
        type: 'RegisterUser',
        data: {
          userId,
          role,
          passwordHash,
          language,
          acceptedTerms: true,
          personal: { email: person.email!, ...person },
        },
      },
      [{ ...reservations.email(person.email!), conflict: 'EMAIL_ALREADY_USED' }],
    );

  const adminId = randomUUID();
  await register(adminId, 'admin', demoAdmin, 'en');
  const readerId = randomUUID();
  await register(readerId, 'reader', demoReader, 'en');

  const authorIds = new Map<string, string>();
  for (const author of demoAuthors) {
    const authorId = randomUUID();
    authorIds.set(author.key, authorId);
    const { email, firstName, lastName, country } = author;
    await register(authorId, 'owner', { email, firstName, lastName, country }, author.language);
    await run(`${author.key}'s application`, authorStream(authorId), authorProfileDecider, authorId, {
      type: 'SubmitAuthorApplication',
      data: { authorId, expertiseTitle: author.expertiseTitle, aboutMe: author.aboutMe, country },
    });
    if (author.validated) {
      await run(`validating ${author.key}`, authorStream(authorId), authorProfileDecider, adminId, {
        type: 'ValidateAuthor',
        data: { authorId, actorIsAdmin: true },
      });
      const name = `${firstName} ${lastName}`;
      const photo = await picture(authorId, 'image', name, name);
      await run(`${author.key}'s photo`, authorStream(authorId), authorProfileDecider, authorId, {
        type: 'ChangeAuthorPhoto',
        data: { authorId, photo },
      });
    }
  }

  const contentSlugs = new Map<string, string>();
  const validatedPublicationOwners = new Set<string>();
  let contents = 0;
  for (const publication of demoPublications) {
    const ownerId = authorIds.get(publication.author)!;
    const publicationId = randomUUID();
    const onPublication = (what: string, command: CommandInput<PublicationCommand>, actorId = ownerId) =>
      run(
        `${what} ${publication.key}`,
        publicationStream(publicationId),
        publicationDecider,
        actorId,
        command,
      );

    await run(
      `creating ${publication.key}`,
      publicationStream(publicationId),
      publicationDecider,
      ownerId,
      {
        type: 'CreatePublication',
        data: {
          publicationId,
          authorVerified: true,
          name: publication.name,
          slug: publication.key,
          description: publication.description,
          topics: publication.topics,
          thumbnail: await picture(ownerId, 'thumbnail', publication.name, publication.key),
          cover: await picture(ownerId, 'cover', publication.name, publication.key),
        },
      },
      [{ ...reservations.publicationSlug(publication.key), conflict: 'URL_ALREADY_USED' }],
    );

    const items = demoContents.filter((content) => content.publication === publication.key);
    const contentIds: string[] = [];
    for (const content of items) {
      contentIds.push(await draftContent(content, publicationId, ownerId));
      contents += 1;
    }

    const submitsContents = publication.state !== 'draft' && publication.state !== 'rejected';
    if (submitsContents) {
      for (const contentId of contentIds) {
        await run('submitting content of', contentStream(contentId), contentDecider, ownerId, {
          type: 'SubmitContent',
          data: { contentId, publicationValidated: false },
        });
      }
    }
    if (publication.state === 'draft') continue;
    await onPublication('submitting', { type: 'SubmitPublication', data: { publicationId } });
    if (publication.state === 'waiting_validation') continue;
    if (publication.state === 'rejected') {
      await onPublication(
        'rejecting',
        {
          type: 'RejectPublication',
          data: { publicationId, actorIsAdmin: true, reason: 'Investment advice is not allowed.' },
        },
        adminId,
      );
      continue;
    }
    await validateAndPublish(publication, publicationId, ownerId, contentIds, items);
    if (publication.state === 'archived') {
      await onPublication('archiving', { type: 'ArchivePublication', data: { publicationId } });
    }
  }

  async function draftContent(content: DemoContent, publicationId: string, ownerId: string): Promise<string> {
    const contentId = randomUUID();
    const slug = slugify(content.shortName.fr ?? content.title);
    contentSlugs.set(content.title, slug);
    const onContent = (what: string, command: CommandInput<ContentCommand>) =>
      run(`${what} "${content.title}"`, contentStream(contentId), contentDecider, ownerId, command);
    await run(
      `drafting "${content.title}"`,
      contentStream(contentId),
      contentDecider,
      ownerId,
      {
        type: 'DraftContent',
        data: {
          contentId,
          kind: content.kind,
          publicationId,
          publicationOwnerId: ownerId,
          authorVerified: true,
          title: content.title,
          shortName: content.shortName,
          slug,
          summary: content.summary,
          body: content.body,
          country: content.country,
          region: content.region,
          maturity: content.maturity,
          topics: content.topics,
          genre: content.genre,
          episode: content.episode,
          cover: await picture(ownerId, 'cover', content.title, slug),
          emailFollowers: false,
        },
      },
      [{ ...reservations.contentSlug(slug), conflict: 'SLUG_ALREADY_USED' }],
    );
    if (content.kind !== 'article') {
      const mediaId = randomUUID();
      const clip = DEMO_CLIPS[content.kind === 'video' ? 'video' : 'audio'];
      const file = await media.media(ownerId, clip, { contentId, mediaId });
      const { uploadId, sourceUrl, sizeBytes, durationSeconds, streamUrl, posterUrl, dataSaverUrl } = file;
      await onContent('uploading media of', {
        type: 'UploadMedia',
        data: {
          contentId,
          mediaId,
          uploadId,
          sourceUrl,
          sizeBytes,
          ...(durationSeconds === undefined ? {} : { durationSeconds }),
        },
      });
      await onContent('encoding media of', {
        type: 'CompleteMediaEncoding',
        data: {
          contentId,
          mediaId,
          streamUrl,
          ...(posterUrl === undefined ? {} : { posterUrl }),
          ...(dataSaverUrl === undefined ? {} : { dataSaverUrl }),
        },
      });
    }
    return contentId;
  }

  async function validateAndPublish(
    publication: DemoPublication,
    publicationId: string,
    ownerId: string,
    contentIds: readonly string[],
    items: readonly DemoContent[],
  ) {
    await run(
      `validating ${publication.key}`,
      publicationStream(publicationId),
      publicationDecider,
      adminId,
      {
        type: 'ValidatePublication',
        data: {
          publicationId,
          actorIsAdmin: true,
          isFirstPublicationOfAuthor: !validatedPublicationOwners.has(ownerId),
          publishedArticleCount: items.filter((item) => item.kind === 'article').length,
        },
      },
    );
    validatedPublicationOwners.add(ownerId);
    for (const [index, contentId] of contentIds.entries()) {
      await run('publishing', contentStream(contentId), contentDecider, SYSTEM_ACTOR, {
        type: 'PublishContent',
        data: { contentId, publicationValidated: true },
      });
      if (items[index]?.headline) {
        await run('headlining', contentStream(contentId), contentDecider, ownerId, {
          type: 'SetHeadline',
          data: { contentId },
        });
        await run('choosing the headline', authorStream(ownerId), authorProfileDecider, ownerId, {
          type: 'ChooseHeadline',
          data: { authorId: ownerId, contentId },
        });
      }
    }
  }

  const today = clock().getTime();
  for (const event of demoAgenda) {
    const eventId = randomUUID();
    const organiserId = authorIds.get(event.organiser)!;
    const startsAt = new Date(Math.ceil((today + event.inDays * DAY_MS) / 3_600_000) * 3_600_000);
    await run(
      `scheduling ${event.slug}`,
      agendaStream(eventId),
      agendaDecider,
      organiserId,
      {
        type: 'ScheduleEvent',
        data: {
          eventId,
          organiserId,
          organiserVerified: true,
          slug: event.slug,
          title: event.title,
          categorySlug: event.categorySlug,
          startsAt: startsAt.toISOString(),
          endsAt: new Date(startsAt.getTime() + event.hours * 3_600_000).toISOString(),
          place: event.place,
          online: event.online,
          country: event.country,
        },
      },
      [{ ...reservations.agendaSlug(event.slug), conflict: 'SLUG_ALREADY_USED' }],
    );
  }

  for (const page of demoSitePages) {
    for (const [language, text] of Object.entries(page.texts)) {
      await run(
        `publishing /page/${page.slug} (${language})`,
        sitePageStream(page.slug),
        sitePageDecider,
        adminId,
        {
          type: 'PublishSitePage',
          data: { slug: page.slug, language, ...text, actorIsAdmin: true },
        },
      );
    }
  }

  for (const authorKey of ['awa', 'chidi', 'amina']) {
    await run(`following ${authorKey}`, readerStream(readerId), engagementDecider, readerId, {
      type: 'ToggleRelation',
      data: { readerId, relation: 'follow-author', targetId: authorIds.get(authorKey)! },
    });
  }

  const reportedSlug = contentSlugs.get(demoReport.articleTitle)!;
  const reportId = randomUUID();
  await run(`reporting ${reportedSlug}`, readerStream(readerId), engagementDecider, readerId, {
    type: 'ReportContent',
    data: {
      readerId,
      reportId,
      link: `/articles/${reportedSlug}`,
      title: demoReport.articleTitle,
      comment: demoReport.comment,
    },
  });

  return {
    seeded: true,
    users: 2 + demoAuthors.length,
    publications: demoPublications.length,
    contents,
    agendaEvents: demoAgenda.length,
    sitePages: demoSitePages.length,
  };
}
