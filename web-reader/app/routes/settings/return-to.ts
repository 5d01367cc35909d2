/** Where a settings form sends the reader back: a path of this site only, never another origin. */
export function returnTo(value: FormDataEntryValue | string | null | undefined): string {
  const path = typeof value === 'string' ? value : '';
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : '/';
}

