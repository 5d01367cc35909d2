/*
 * Addresses of the reader's pages, for the reader's own links and for what the API hands crawlers (the sitemap).
 * A module of its own, exported apart from the calls, so the reader's browser code takes it without their schemas.
 */

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

/** A validated author's page (spec §2 /authors/{id}). */
export function authorPath(authorId: string): string {
  return `/authors/${encodeURIComponent(authorId)}`;
}

export interface LanguageVersion {
  /** A language code, or `x-default` for the address that leaves the choice to the reader's negotiation. */
  readonly hreflang: string;
  readonly href: string;
}

/**
 * A page's address in each of `languages`, then `x-default`. The reader's `lang` query parameter wins over every
 * other choice of language (cookie, account, browser), so it alone names a page's language version; without it
 * the reader negotiates, which is what `x-default` means.
 */
export function languageVersions(address: string, languages: readonly string[]): LanguageVersion[] {
  const withLanguage = (language: string | undefined) => {
    const url = new URL(address);
    if (language) url.searchParams.set('lang', language);
    else url.searchParams.delete('lang');
    return url.href;
  };
  return [
    ...languages.map((language) => ({ hreflang: language, href: withLanguage(language) })),
    { hreflang: 'x-default', href: withLanguage(undefined) },
  ];
}
