/**
 * Spec §2 information pages that show one static page at an address of their own (older camel-case addresses
 * included): path → the page's slug.
 */
export const PAGE_ALIASES: Readonly<Record<string, string>> = {
  'who-are-we': 'who-are-we',
  'terms-of-use': 'terms-of-use',
  termsOfUse: 'terms-of-use',
  'privacy-policy': 'privacy-policy',
  privacyPolicy: 'privacy-policy',
};

/** The static page an alias address shows, if `pathname` is one. */
export function aliasedSlug(pathname: string): string | undefined {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  return Object.hasOwn(PAGE_ALIASES, path) ? PAGE_ALIASES[path] : undefined;
}

/** A static page's body is plain text, paragraphs separated by blank lines (the platform team writes it so). */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\r?\n[ \t]*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/** A description for link previews: the opening paragraph, cut at a word near `limit` characters. */
export function summaryOf(body: string, limit = 160): string {
  const first = paragraphsOf(body)[0] ?? '';
  if (first.length <= limit) return first;
  const cut = first.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
