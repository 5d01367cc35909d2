import { randomUUID } from 'node:crypto';
import {
  bodyFromPlainText,
  contentDecider,
  contentStream,
  publicationDecider,
  publicationStream,
  reservations,
  SYSTEM_ACTOR,
  type ArticleBody,
} from '@afrimedia/domain';
import type { TestApi } from './test-api.ts';

/**
 * A validated publication with one published article of `authorId`, made through the same commands as the demo
 * (create, draft, submit, validate, publish). With `validated: false` both stop before the platform team's
 * validation: the publication waits for it, its article waits to be published.
 */
export async function publishedArticle(
  api: TestApi,
  authorId: string,
  options: {
    slug?: string;
    emailFollowers?: boolean;
    premiumOnly?: boolean;
    /** A maturity rating slug (`16-age-restriction`); none is no age restriction. */
    maturity?: string;
    availableCountries?: string[];
    body?: ArticleBody;
    validated?: boolean;
    shortName?: Partial<Record<'en' | 'fr' | 'ar' | 'es', string>>;
  } = {},
): Promise<{ publicationId: string; contentId: string; slug: string }> {
  const publicationId = randomUUID();
  const contentId = randomUUID();
  const slug = options.slug ?? `article-${contentId.slice(0, 8)}`;
  await api.run(
    publicationStream(publicationId),
    publicationDecider,
    authorId,
    {
      type: 'CreatePublication',
      data: {
        publicationId,
        authorVerified: true,
        name: `Publication ${publicationId.slice(0, 8)}`,
        slug: `publication-${publicationId.slice(0, 8)}`,
        description: 'Music and culture from Dakar and beyond.',
        topics: ['music'],
        thumbnail: { url: '/api/media/t.png', sizeBytes: 1000, widthPx: 800 },
      },
    },
    [
      {
        ...reservations.publicationSlug(`publication-${publicationId.slice(0, 8)}`),
        conflict: 'URL_ALREADY_USED',
      },
    ],
  );
  await api.run(
    contentStream(contentId),
    contentDecider,
    authorId,
    {
      type: 'DraftContent',
      data: {
        contentId,
        kind: 'article',
        publicationId,
        publicationOwnerId: authorId,
        authorVerified: true,
        title: 'Le mbalax fait son retour',
        slug,
        summary: 'Une nouvelle génération de musiciens dakarois remet le mbalax au centre des soirées.',
        body: options.body ?? bodyFromPlainText('Le mbalax revient. '.repeat(30)),
        topics: ['music'],
        emailFollowers: options.emailFollowers ?? false,
        ...(options.premiumOnly ? { premiumOnly: true } : {}),
        ...(options.maturity ? { maturity: options.maturity } : {}),
        ...(options.availableCountries ? { availableCountries: options.availableCountries } : {}),
        ...(options.shortName ? { shortName: options.shortName } : {}),
      },
    },
    [{ ...reservations.contentSlug(slug), conflict: 'SLUG_ALREADY_USED' }],
  );
  await api.run(contentStream(contentId), contentDecider, authorId, {
    type: 'SubmitContent',
    data: { contentId, publicationValidated: false },
  });
  await api.run(publicationStream(publicationId), publicationDecider, authorId, {
    type: 'SubmitPublication',
    data: { publicationId },
  });
  if (options.validated === false) return { publicationId, contentId, slug };
  await api.run(publicationStream(publicationId), publicationDecider, 'admin', {
    type: 'ValidatePublication',
    data: { publicationId, actorIsAdmin: true, isFirstPublicationOfAuthor: true, publishedArticleCount: 1 },
  });
  await api.run(contentStream(contentId), contentDecider, SYSTEM_ACTOR, {
    type: 'PublishContent',
    data: { contentId, publicationValidated: true },
  });
  return { publicationId, contentId, slug };
}
