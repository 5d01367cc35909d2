/** Where a listed item is read: each content type has its spec §2 route; a playlist is a publication. */
export function itemPath(item: { type: 'article' | 'video' | 'podcast' | 'playlist'; slug: string }): string {
  const slug = encodeURIComponent(item.slug);
  switch (item.type) {
    case 'article':
      return `/articles/${slug}`;
    case 'video':
      return `/videos/${slug}`;
    case 'podcast':
      return `/podcasts/${slug}`;
    case 'playlist':
      return `/publications/${slug}`;
  }
}

/** The title in the reader's language when the author gave one (name_short), else the title as written. */
export function titleIn(item: { title: string; name_short: Record<string, string> }, lang: string): string {
  return item.name_short[lang] || item.title;
}
