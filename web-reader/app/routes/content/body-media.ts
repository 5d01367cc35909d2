import type { MediaSource } from '@afrimedia/article-renderer';
import type { ContentDetail } from './content-page.ts';

/**
 * How an article body finds the files it names by upload id: from the page's media map, of the kind the node
 * says. Data saver readers get an image's narrowest copy and no srcset, so the browser fetches nothing larger.
 */
export function bodyMediaOf(media: ContentDetail['media'], lite: boolean) {
  return (uploadId: string, kind: 'image' | 'video' | 'audio'): MediaSource | undefined => {
    const file = Object.hasOwn(media, uploadId) ? media[uploadId] : undefined;
    if (!file || file.kind !== kind) return undefined;
    if (kind !== 'image') return { src: file.url, type: file.content_type };
    if (lite) return { src: file.small_url ?? file.url };
    return { src: file.url, ...(file.srcset ? { srcSet: file.srcset } : {}) };
  };
}
