/**
 * Where a form sends the reader back: `value` read as an address on this site, the way a browser reads a
 * Location (tabs and newlines dropped, `\` as `/`), so `/\t/evil.example` is `//evil.example`, another site.
 * Its path, query and fragment when it stays on the site's origin, else `/`. What comes out is percent-encoded,
 * fit for a Location header as it is.
 */
export function returnTo(value: FormDataEntryValue | null | undefined, request: Request): string {
  const site = new URL(request.url).origin;
  if (typeof value !== 'string') return '/';
  try {
    const target = new URL(value, site);
    return target.origin === site ? `${target.pathname}${target.search}${target.hash}` : '/';
  } catch {
    return '/';
  }
}
