import type { MetaDescriptor } from 'react-router';
import { titleIn } from '../../components/paths.ts';
import { pageMeta } from '../../meta.ts';
import type { RootData } from '../../server/root-data.server.ts';
import type { ContentPage, GenrePage } from './content-page.ts';
import { genreName } from './genre-name.ts';

type Match = { id: string; data: unknown } | undefined;

const OG_TYPE = { article: 'article', video: 'video.other', podcast: 'music.song' } as const;

/**
 * The content page's title and link preview: OpenGraph type per content type, an absolute image (WhatsApp
 * fetches it from the server), the canonical address. A genre list and a refusal get their own titles.
 */
export function contentMeta(
  matches: readonly Match[],
  data: ContentPage | GenrePage | { kind: 'geoblocked' } | null | undefined,
): MetaDescriptor[] {
  if (data?.kind !== 'content') {
    const titleId = !data
      ? 'errorPage.notFound.title'
      : data.kind === 'geoblocked'
        ? 'error.CONTENT_GEOBLOCKED'
        : genreName(data.genre);
    return pageMeta(matches, { titleId });
  }
  const root = matches.find((match) => match?.id === 'root')?.data as RootData | undefined;
  const { content } = data;
  return [
    ...pageMeta(matches, {
      title: titleIn(content, root?.lang ?? 'en'),
      description: content.summary ?? undefined,
      image: data.image,
      type: OG_TYPE[content.type],
    }),
    { property: 'og:url', content: data.canonical },
    { tagName: 'link', rel: 'canonical', href: data.canonical },
  ];
}
