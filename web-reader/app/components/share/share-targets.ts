export type ShareLabel = 'whatsapp' | 'x' | 'facebook';

/**
 * The query a shared address carries, so the page it opens knows the reader came by a share (a click its author
 * is paid for). The page's canonical address, for search engines and link previews, stays without it.
 */
export const SHARE_MARKER = 'ref=share';

/**
 * Where a page is shared, most used first on the continent's phones: WhatsApp, then X, then Facebook. Each is
 * a plain address, so sharing works without scripts.
 */
export function shareTargets(url: string, title: string): { label: ShareLabel; href: string }[] {
  const link = encodeURIComponent(url);
  return [
    { label: 'whatsapp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { label: 'x', href: `https://x.com/intent/post?url=${link}&text=${encodeURIComponent(title)}` },
    { label: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${link}` },
  ];
}
