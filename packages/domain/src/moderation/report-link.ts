/**
 * A reported link (`https://…/articles/<slug>?x`, `/videos/<slug>`) names its content by its last path segment;
 * null when the link has no path to read one from.
 */
export function slugOfLink(link: string): string | null {
  try {
    const segment = new URL(link, 'http://link.invalid').pathname.split('/').filter(Boolean).at(-1);
    return segment === undefined ? null : decodeURIComponent(segment);
  } catch {
    return null;
  }
}
