/** Where a settings form sends the reader back: a path of this site only, never another origin. */
export function returnTo(value: FormDataEntryValue | string | null | undefined): string {
  const path = typeof value === 'string' ? value : '';
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : '/';
}

/** Refuses a form posted from another site (the session cookie is SameSite=Lax; this closes the rest). */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get('origin');
  if (origin && origin !== 'null' && origin !== new URL(request.url).origin) {
    throw new Response('Cross-site form', { status: 403 });
  }
}
